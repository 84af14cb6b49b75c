import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Box, Popover, Typography } from '@mui/material';

/**
 * Stand-in for the notification panel (a later release lists notifications here). It reports the
 * unread count so the bell and the Alerts tab already do something useful.
 */
export function NotificationsPopover({
  anchorEl,
  unread,
  onClose,
}: {
  anchorEl: HTMLElement | null;
  unread: number;
  onClose: () => void;
}) {
  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 300, maxWidth: 'calc(100vw - 24px)', p: 2.5 } } }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <NotificationsNoneIcon color="primary" />
        <Typography variant="h6" component="h2">
          Notifications
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {unread === 0
          ? "You're all caught up."
          : `You have ${unread} unread notification${unread === 1 ? '' : 's'}.`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        The full notification panel is coming soon.
      </Typography>
    </Popover>
  );
}
