import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { EMAIL_TEXTS } from '@shared/messages-account';
import { ConfirmEmailForm } from './confirm-email-form';

const TITLE_ID = 'email-confirm-dialog-title';

/** The code form over the screen, from the notice's button; it closes once the address is confirmed. */
export function ConfirmEmailDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <DialogTitle id={TITLE_ID}>{EMAIL_TEXTS.title}</DialogTitle>
      <DialogContent>
        <ConfirmEmailForm email={email} onConfirmed={onClose} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pt: 0, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {EMAIL_TEXTS.later}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
