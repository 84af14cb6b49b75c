import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { ACCOUNT_TEXTS } from '@shared/messages-account';
import { API_ERRORS } from '@shared/messages-core';
import { TWO_STEP_TEXTS } from '@shared/messages-two-step';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast/toast-store';
import { useTurnOffTwoStep, WrongPasswordError } from '@/features/settings/api/turn-off-two-step';
import { CurrentPasswordField } from './current-password-field';

/**
 * "Turn off two-step verification?": asks for the password first, so a phone left signed in is not
 * enough to remove the second step. A wrong password is said in the dialog.
 */
export function TwoStepOffDialog({
  userId,
  open,
  onClose,
}: {
  userId: string;
  open: boolean;
  onClose: () => void;
}) {
  const turnOff = useTurnOffTwoStep(userId);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (turnOff.isPending) return;
    setPassword('');
    setError(null);
    turnOff.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (turnOff.isPending || !password) return;
    setError(null);
    turnOff.mutate(
      { username: userId, password },
      {
        onSuccess: () => {
          toast({ title: TWO_STEP_TEXTS.turnedOff, variant: 'success' });
          setPassword('');
          onClose();
        },
        onError: (err) => {
          if (err instanceof WrongPasswordError) {
            setError(ACCOUNT_TEXTS.wrongPassword);
            return;
          }
          toast({
            title: TWO_STEP_TEXTS.failed,
            description: err instanceof Error && err.message ? err.message : API_ERRORS.internal,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="two-step-off-title"
      slotProps={{
        paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } },
      }}
    >
      <DialogTitle id="two-step-off-title">{TWO_STEP_TEXTS.offTitle}</DialogTitle>
      <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography>{TWO_STEP_TEXTS.offText}</Typography>
            <CurrentPasswordField
              value={password}
              onChange={setPassword}
              error={error}
              onClearError={() => setError(null)}
              disabled={turnOff.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" onClick={close} disabled={turnOff.isPending}>
            {TWO_STEP_TEXTS.cancel}
          </Button>
          <SubmitButton
            pending={turnOff.isPending}
            pendingLabel={TWO_STEP_TEXTS.turningOff}
            disabled={!password}
          >
            {TWO_STEP_TEXTS.turnOff}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
