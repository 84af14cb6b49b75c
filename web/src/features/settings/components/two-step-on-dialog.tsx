import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { TWO_STEP_TEXTS } from '@shared/messages-two-step';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSetUpTwoStep } from '@/features/settings/api/set-up-two-step';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { CurrentPasswordField } from './current-password-field';

/**
 * "Turn on two-step verification": asks for the password first (a phone left signed in is not enough
 * to bind an app of its own), then the server gives a new secret for the app. A wrong password is said
 * in the dialog; `onSecret` gets the secret and the password, which the setup's confirm sends again.
 */
export function TwoStepOnDialog({
  open,
  onClose,
  onSecret,
  onFailed,
}: {
  open: boolean;
  onClose: () => void;
  onSecret: (secret: string, password: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const setUp = useSetUpTwoStep();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (setUp.isPending) return;
    setPassword('');
    setError(null);
    setUp.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (setUp.isPending || !password) return;
    setError(null);
    setUp.mutate(password, {
      onSuccess: (secret) => {
        setPassword('');
        onSecret(secret, password);
      },
      onError: (err) => {
        const message = apiErrorMessage(err);
        if (err instanceof ApiError && err.status === 400 && message) {
          setError(message);
          return;
        }
        onFailed(err);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="two-step-on-title"
      slotProps={{
        paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } },
      }}
    >
      <DialogTitle id="two-step-on-title">{TWO_STEP_TEXTS.onTitle}</DialogTitle>
      <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography>{TWO_STEP_TEXTS.onText}</Typography>
            <CurrentPasswordField
              value={password}
              onChange={setPassword}
              error={error}
              onClearError={() => setError(null)}
              disabled={setUp.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" onClick={close} disabled={setUp.isPending}>
            {TWO_STEP_TEXTS.cancel}
          </Button>
          <SubmitButton pending={setUp.isPending} pendingLabel={TWO_STEP_TEXTS.starting} disabled={!password}>
            {TWO_STEP_TEXTS.continue}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
