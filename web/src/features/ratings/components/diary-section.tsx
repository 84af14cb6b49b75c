import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { RATING_TEXTS } from '@shared/messages-ratings';
import type { DiaryPage } from '@shared/schemas/ratings';
import { Link as RouterLink } from 'react-router';
import { useDiary } from '@/features/ratings/api/get-diary';
import { entityPath, formatRating, matchPath, sidesText } from '@/features/ratings/utils/format';
import { formatDay } from '@/lib/dates';

type Entry = DiaryPage['entries'][number];

/** One diary line: the score given, what was rated (a link to the match page, or the show's), how, when. */
function DiaryEntry({ entry }: { entry: Entry }) {
  const match = entry.target === 'match' && entry.sides;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
      data-testid="diary-entry"
    >
      <Chip
        color="primary"
        label={formatRating(entry.rating)}
        aria-label={`${RATING_TEXTS.ratingLabel} ${formatRating(entry.rating)}`}
        sx={{ fontWeight: 900, minWidth: 48 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link
          component={RouterLink}
          to={match ? matchPath(entry.targetId) : entityPath(entry.show)}
          underline="hover"
          color="inherit"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {match ? sidesText(match) : RATING_TEXTS.diaryShow(entry.show.name)}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[
            match ? entry.show.name : null,
            RATING_TEXTS.watchedLabels[entry.watched],
            formatDay(entry.ratedAt),
          ]
            .filter(Boolean)
            .join(' · ')}
          {entry.held ? ` · ${RATING_TEXTS.held}` : ''}
        </Typography>
        {entry.comment && (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.comment}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** A fan's diary on their profile (its own chunk): what they rated, newest first, "Older ratings" for more. */
export default function DiarySection({ userId, own }: { userId: string; own: boolean }) {
  const query = useDiary(userId);
  if (!query.isSuccess) return null;
  const entries = query.data.pages.flatMap((p) => p.entries);
  if (!entries.length && !own) return null;
  return (
    <Card component="section" aria-labelledby="diary" data-testid="diary">
      <CardContent>
        <Typography id="diary" variant="h6" component="h2" sx={{ mb: 1 }}>
          {RATING_TEXTS.diary}
        </Typography>
        {entries.length ? (
          <Stack component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {entries.map((entry) => (
              <DiaryEntry key={`${entry.target}-${entry.targetId}`} entry={entry} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{RATING_TEXTS.diaryEmpty}</Typography>
        )}
        {query.hasNextPage && (
          <Button
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            sx={{ mt: 1 }}
          >
            {RATING_TEXTS.olderRatings}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
