import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { RATING_TEXTS } from '@shared/messages-ratings';
import type { RatingTarget } from '@shared/ratings';
import type { Rating } from '@shared/schemas/ratings';
import { lazy, Suspense, useId, useState } from 'react';
import { useRating } from '@/features/ratings/api/use-rating';
import { formatRating } from '@/features/ratings/utils/format';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/dates';

/** The form (the slider, the radios, the comment) is its own chunk: the show page shows it on a tap. */
const RatingForm = lazy(() => import('./rating-form-fields'));

/** The fan's own rating: its value, how they watched, when, its comment, "Held for review" when held. */
export function MyRating({ mine, compact = false }: { mine: Rating; compact?: boolean }) {
  return (
    <Stack spacing={0.75} data-testid="my-rating">
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{RATING_TEXTS.yourRating}:</Typography>
        <Typography sx={{ fontWeight: 900, fontSize: '1.25rem' }}>{formatRating(mine.rating)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {`${RATING_TEXTS.watchedLabels[mine.watched]} · ${formatDay(mine.ratedAt)}`}
        </Typography>
        {mine.held && <Chip size="small" color="warning" label={RATING_TEXTS.held} />}
      </Stack>
      {mine.comment && !compact && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {mine.comment}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Rate a match or a show: the form while the fan has not rated it (or is changing their rating), else
 * their rating with "Change" and "Remove". Before the target is finished, the line that says when it opens.
 */
export function RateBox({
  target,
  targetId,
  showId,
  open,
  mine,
  count,
  heading,
  compact = false,
}: {
  target: RatingTarget;
  targetId: string;
  showId: string;
  open: boolean;
  mine: Rating | null;
  count: number;
  heading: string;
  /** The show page: the form opens from a button, the own rating without its comment (a known height). */
  compact?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const { remove } = useRating(target, targetId, showId);
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={compact ? undefined : headingId}
      aria-label={compact ? heading : undefined}
      data-testid="rate-box"
    >
      {!compact && (
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 800, mb: 1 }}>
          {heading}
        </Typography>
      )}
      {!open && !mine ? (
        <Typography color="text.secondary">
          {target === 'match' ? RATING_TEXTS.notOpenMatch : RATING_TEXTS.notOpenShow}
        </Typography>
      ) : compact && !mine && !editing ? (
        <Button variant="outlined" onClick={() => setEditing(true)}>
          {heading}
        </Button>
      ) : mine && !editing ? (
        <Stack spacing={1}>
          <MyRating mine={mine} compact={compact} />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
              {RATING_TEXTS.change}
            </Button>
            <Button size="small" color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {RATING_TEXTS.remove}
            </Button>
          </Stack>
          {remove.isError && (
            <Alert severity="error" role="alert">
              {apiErrorMessage(remove.error) ?? RATING_TEXTS.failed}
            </Alert>
          )}
        </Stack>
      ) : (
        <Suspense fallback={<CircularProgress size={24} aria-label={heading} />}>
          <RatingForm
            key={mine?.ratedAt ?? 'new'}
            target={target}
            targetId={targetId}
            showId={showId}
            mine={mine}
            count={count}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
