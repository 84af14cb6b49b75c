import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { SETTINGS_TEXTS } from '@shared/messages-core';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast/toast-store';
import { useDeleteAccount } from '@/features/settings/api/delete-account';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { CurrentPasswordField } from './current-password-field';

/**
 * Deleting the account asks for the password again. A wrong one (400 "Incorrect password") is said in the
 * dialog; once the account is closed, `onDeleted` takes the fan out (signed out, to the landing page).
 */
function DeleteAccountForm({
  remove,
  onClose,
  onDeleted,
}: {
  remove: ReturnType<typeof useDeleteAccount>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // After success the page is on its way out: stay "Deleting..." until it has gone.
  const busy = remove.isPending || remove.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !password) return;
    setError(null);
    remove.mutate(
      { password },
      {
        onSuccess: onDeleted,
        onError: (err) => {
          const message = apiErrorMessage(err);
          if (err instanceof ApiError && err.status === 400 && message) {
            setError(message);
            return;
          }
          toast({
            title: SETTINGS_TEXTS.deleteFailed,
            description: message ?? undefined,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{SETTINGS_TEXTS.deleteText}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{SETTINGS_TEXTS.deleteConfirmText}</Typography>
          <CurrentPasswordField
            value={password}
            onChange={setPassword}
            error={error}
            onClearError={() => setError(null)}
            disabled={busy}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <SubmitButton
          color="error"
          pending={busy}
          pendingLabel={SETTINGS_TEXTS.deleting}
          disabled={!password}
        >
          {SETTINGS_TEXTS.confirmDelete}
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}

/** "Delete your account?": each opening starts with an empty password; it stays open while deleting. */
export function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteAccount();
  const busy = remove.isPending || remove.isSuccess;
  const close = () => {
    if (busy) return;
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="delete-account-title"
      slotProps={{
        paper: {
          sx: {
            m: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: undefined },
            borderTop: 4,
            borderColor: 'error.main',
          },
        },
      }}
    >
      <DialogTitle id="delete-account-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="error" />
        {SETTINGS_TEXTS.deleteTitle}
      </DialogTitle>
      <DeleteAccountForm remove={remove} onClose={close} onDeleted={onDeleted} />
    </Dialog>
  );
}
