import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { IconButton, Tooltip } from '@mui/material';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { useShowAlert } from '@/features/rooms/api/get-show-alert';
import { useSetShowAlert } from '@/features/rooms/api/set-show-alert';

/**
 * The show page's bell (docs/rooms.md "Show-night alerts"): alerts for this show's start and its
 * matches going live, whatever the fan follows. A toggle button: pressed when on, named by what it is
 * now ("Alerts on" / "Alerts off"); a tap flips it at once and saves it.
 */
export function AlertBell({ showId }: { showId: string }) {
  const alert = useShowAlert(showId);
  const set = useSetShowAlert(showId);
  const on = alert.data?.on ?? false;
  const label = on ? ROOM_TEXTS.alertsOn : ROOM_TEXTS.alertsOff;
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={on}
          disabled={!alert.data || set.isPending}
          onClick={() => set.mutate(!on)}
          color={on ? 'primary' : 'default'}
          sx={{ width: 40, height: 40 }}
        >
          {on ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
