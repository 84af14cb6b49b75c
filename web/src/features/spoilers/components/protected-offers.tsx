import { Button, Stack, Typography } from '@mui/material';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { useUpdateShowWatch } from '@/lib/spoilers/update-show-watch';

/**
 * The show page for a fan the show is hidden from, instead of the results switch (docs/spoilers.md):
 * "I've watched Raw" (the show is marked watched, then its results are shown) and "Show results anyway"
 * (this page's results for this visit, the status unchanged).
 */
export function ProtectedOffers({
  showId,
  showName,
  onWatched,
  onShowAnyway,
}: {
  showId: string;
  showName: string;
  /** The show is marked watched: show its results. */
  onWatched: () => void;
  /** Fetch the results for this visit only. */
  onShowAnyway: () => void;
}) {
  const update = useUpdateShowWatch(showId);
  return (
    <Stack
      spacing={1}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, width: { xs: '100%', sm: 'auto' } }}
    >
      <Typography variant="body2" color="text.secondary">
        {SPOILER_TEXTS.protectedNote}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          disabled={update.isPending}
          onClick={() => update.mutate('watched', { onSuccess: onWatched })}
        >
          {SPOILER_TEXTS.watchedShow(showName)}
        </Button>
        <Button variant="outlined" size="small" onClick={onShowAnyway}>
          {SPOILER_TEXTS.showResultsAnyway}
        </Button>
      </Stack>
    </Stack>
  );
}
