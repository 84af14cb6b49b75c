import { Chip } from '@mui/material';
import { SHOW_TEXTS } from '@shared/messages-wrestling';

/** A show's or match's status: Live in red, finished muted. */
export function StatusChip({ status }: { status: string }) {
  const label =
    SHOW_TEXTS.status[status as keyof typeof SHOW_TEXTS.status] ??
    SHOW_TEXTS.matchStatus[status as keyof typeof SHOW_TEXTS.matchStatus] ??
    status;
  return (
    <Chip
      size="small"
      label={label}
      color={status === 'live' ? 'error' : 'default'}
      variant={status === 'live' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 700 }}
    />
  );
}
