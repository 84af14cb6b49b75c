import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import type { WatchStatus } from '@shared/spoilers';
import { useShowWatch } from '@/features/spoilers/api/get-show-watch';
import { useUpdateShowWatch } from '@/lib/spoilers/update-show-watch';

/** The three statuses a tap gives (`unprotected` is a setting's word, not a button's). */
export const TAPPED_STATUSES = ['live', 'later', 'watched'] as const satisfies readonly WatchStatus[];

/**
 * "Watching live · Watching later · Watched" for one show (docs/spoilers.md): real buttons, the
 * current status pressed; a tap marks it at once and saves it (the old one back, with a toast, if the
 * save fails). The show page, the calendar's menu and home's banner draw it.
 */
export function WatchButtons({
  showId,
  showName,
  size = 'small',
}: {
  showId: string;
  showName: string;
  size?: 'small' | 'medium';
}) {
  const watch = useShowWatch(showId);
  const update = useUpdateShowWatch(showId);
  const status = watch.data?.status ?? null;
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={status}
      aria-label={SPOILER_TEXTS.watchGroup(showName)}
      onChange={(_event, next: WatchStatus | null) => {
        if (next && next !== status) update.mutate(next);
      }}
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { minHeight: 32, textTransform: 'none' } }}
    >
      {TAPPED_STATUSES.map((s) => (
        <ToggleButton key={s} value={s}>
          {SPOILER_TEXTS.statusLabels[s]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
