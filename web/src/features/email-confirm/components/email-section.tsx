import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Stack, Typography } from '@mui/material';
import { EMAIL_TEXTS } from '@shared/messages-account';
import type { CurrentUser } from '@shared/schemas/users';
import { deadlineDate } from '@/features/email-confirm/utils/confirm-error-message';
import { ConfirmEmailForm } from './confirm-email-form';

/** Settings' e-mail section: confirmed, or by when it must be, with the code form. */
export function EmailSection({ user }: { user: CurrentUser }) {
  if (!user.confirmEmailBy)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
        <Typography sx={{ overflowWrap: 'anywhere' }}>{EMAIL_TEXTS.sectionConfirmed(user.email)}</Typography>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Alert severity="warning" role="status">
        {EMAIL_TEXTS.deadline(deadlineDate(user.confirmEmailBy))}
      </Alert>
      <ConfirmEmailForm email={user.email} />
    </Stack>
  );
}
