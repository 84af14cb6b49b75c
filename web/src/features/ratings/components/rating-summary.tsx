import { Box, Chip, Stack, Typography } from '@mui/material';
import { RATING_TEXTS } from '@shared/messages-ratings';
import { RATING_BUCKETS, WATCHED } from '@shared/ratings';
import type { RatingSummary as Summary } from '@shared/schemas/ratings';
import { formatScore } from '@/features/ratings/utils/format';

/** "7.4 from 212 ratings", or "Not enough ratings yet" (below 5 scored ratings the score is null). */
export function ScoreLine({
  score,
  count,
  size = 'large',
}: {
  score: number | null;
  count: number;
  size?: 'large' | 'small';
}) {
  if (score === null)
    return (
      <Typography variant={size === 'large' ? 'body1' : 'body2'} color="text.secondary" data-testid="score">
        {RATING_TEXTS.notEnough}
      </Typography>
    );
  // "7.4 from 212 ratings", its number drawn large: one text, read as one.
  const shown = formatScore(score);
  const rest = RATING_TEXTS.scoreOf(shown, count).slice(shown.length);
  return (
    <Typography variant={size === 'large' ? 'body1' : 'body2'} data-testid="score">
      <Box
        component="span"
        sx={{ fontWeight: 900, fontSize: size === 'large' ? '2rem' : 'inherit', color: 'primary.main' }}
      >
        {shown}
      </Box>
      <Box component="span" sx={size === 'large' ? { color: 'text.secondary' } : undefined}>
        {rest}
      </Box>
    </Typography>
  );
}

/**
 * The 0-10 histogram: 11 bars, each a list item named by its count ("7: 12 ratings"), so a screen
 * reader reads the numbers the bars draw.
 */
export function RatingHistogram({ histogram }: { histogram: readonly number[] }) {
  const most = Math.max(1, ...histogram);
  return (
    <Box
      component="ul"
      aria-label={RATING_TEXTS.histogram}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, p: 0, m: 0, listStyle: 'none', height: 96 }}
    >
      {RATING_BUCKETS.map((bucket) => {
        const count = histogram[bucket] ?? 0;
        return (
          <Box
            component="li"
            key={bucket}
            aria-label={RATING_TEXTS.bar(bucket, count)}
            title={RATING_TEXTS.bar(bucket, count)}
            sx={{
              flex: 1,
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              height: 1,
            }}
          >
            <Box sx={{ flex: 1, width: 1, display: 'flex', alignItems: 'flex-end' }}>
              <Box
                data-testid="bar"
                sx={{
                  width: 1,
                  height: `${Math.max(count ? 6 : 2, (count / most) * 100)}%`,
                  bgcolor: count ? 'primary.main' : 'divider',
                  borderRadius: '3px 3px 0 0',
                }}
              />
            </Box>
            <Typography variant="caption" color="text.secondary" aria-hidden="true" sx={{ lineHeight: 1.6 }}>
              {bucket}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * A match's or show's score: the weighted score with one decimal and the count (or "Not enough ratings
 * yet"), the histogram, and the "Watched live" / "Watched later" scores.
 */
export function RatingSummary({ summary, compact = false }: { summary: Summary; compact?: boolean }) {
  const partText = (way: (typeof WATCHED)[number]) => {
    const part = summary[way];
    return `${RATING_TEXTS.watchedLabels[way]}: ${
      part.score === null ? RATING_TEXTS.notEnough : RATING_TEXTS.scoreOf(formatScore(part.score), part.count)
    }`;
  };
  // Compact (the show page, under the card): every line one line high, so its height is known before
  // it loads (no layout shift).
  if (compact)
    return (
      <Stack spacing={1} data-testid="rating-summary">
        <ScoreLine score={summary.score} count={summary.count} size="small" />
        <RatingHistogram histogram={summary.histogram} />
        {WATCHED.map((way) => (
          <Typography key={way} variant="body2" color="text.secondary" noWrap>
            {partText(way)}
          </Typography>
        ))}
      </Stack>
    );
  return (
    <Stack spacing={1.5} data-testid="rating-summary">
      <ScoreLine score={summary.score} count={summary.count} />
      {summary.score === null && summary.count > 0 && (
        <Typography variant="body2" color="text.secondary">
          {RATING_TEXTS.soFar(summary.count)}
        </Typography>
      )}
      <RatingHistogram histogram={summary.histogram} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {WATCHED.map((way) => (
          <Chip
            key={way}
            variant="outlined"
            label={partText(way)}
            sx={{ maxWidth: 1, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
