import { Chip } from '@mui/material';
import { WRESTLING_LABELS } from '@shared/messages-wrestling';

/** A show's or match's status: Live in red, finished muted. */
export function StatusChip({ status }: { status: string }) {
  const label =
    WRESTLING_LABELS.showStatus[status as keyof typeof WRESTLING_LABELS.showStatus] ??
    WRESTLING_LABELS.matchStatus[status as keyof typeof WRESTLING_LABELS.matchStatus] ??
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
