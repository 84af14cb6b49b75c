import { Button, Stack } from '@mui/material';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import type { WatchStatus } from '@shared/spoilers';
import { useShowWatch } from '@/features/spoilers/api/get-show-watch';
import { useUpdateShowWatch } from '@/lib/spoilers/update-show-watch';

/** The three statuses a tap gives (`unprotected` is a setting's word, not a button's). */
export const TAPPED_STATUSES = ['live', 'later', 'watched'] as const satisfies readonly WatchStatus[];

/**
 * "Watching live · Watching later · Watched" for one show (docs/spoilers.md): real buttons in a named
 * group, the current status pressed; a tap marks it at once and saves it (the old one back, with a
 * toast, if the save fails). The show page, the calendar's menu and home's banner draw it. Plain
 * buttons (no toggle group's code): home's banner carries it.
 */
export function WatchButtons({ showId, showName }: { showId: string; showName: string }) {
  const watch = useShowWatch(showId);
  const update = useUpdateShowWatch(showId);
  // What the fan said; shown pressed is what applies: from a protected show's start it is "later"
  // for the fan unless they said otherwise (a tap on it still says so, e.g. to answer home's banner).
  const said = watch.data?.status ?? null;
  const status = said ?? (watch.data?.protected ? 'later' : null);
  return (
    <Stack
      role="group"
      aria-label={SPOILER_TEXTS.watchGroup(showName)}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {TAPPED_STATUSES.map((s) => (
        <Button
          key={s}
          size="small"
          variant={status === s ? 'contained' : 'outlined'}
          aria-pressed={status === s}
          onClick={() => {
            if (s !== said) update.mutate(s);
          }}
          sx={{ minHeight: 32, textTransform: 'none' }}
        >
          {SPOILER_TEXTS.statusLabels[s]}
        </Button>
      ))}
    </Stack>
  );
}
