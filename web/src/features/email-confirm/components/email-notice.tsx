import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { EMAIL_TEXTS } from '@shared/messages-account';
import type { CurrentUser } from '@shared/schemas/users';
import { useState } from 'react';
import { deadlineDate } from '@/features/email-confirm/utils/confirm-error-message';
import { ConfirmEmailDialog } from './confirm-email-dialog';

const TITLE_ID = 'email-notice-title';

/**
 * "Confirm your email" on every signed-in screen while the fan's address waits for its code: by when,
 * or the account closes (docs/account.md). Its button opens the code form in a dialog. Loaded only for
 * such a fan (app/email-notice.tsx): a confirmed fan's screens never fetch it.
 */
export default function EmailNotice({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  if (!user.confirmEmailBy) return null;
  return (
    <>
      <Alert
        severity="warning"
        icon={<MarkEmailUnreadIcon fontSize="inherit" />}
        role="region"
        aria-labelledby={TITLE_ID}
        sx={{ mb: { xs: 2, sm: 3 }, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      >
        <AlertTitle id={TITLE_ID}>{EMAIL_TEXTS.title}</AlertTitle>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
            gap: 1.5,
          }}
        >
          <Box component="span">{EMAIL_TEXTS.deadline(deadlineDate(user.confirmEmailBy))}</Box>
          <Button
            variant="contained"
            color="warning"
            size="small"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            sx={{ flexShrink: 0 }}
          >
            {EMAIL_TEXTS.open}
          </Button>
        </Box>
      </Alert>
      <ConfirmEmailDialog open={open} email={user.email} onClose={() => setOpen(false)} />
    </>
  );
}
