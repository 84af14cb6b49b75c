import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { ACCOUNT_TEXTS } from '@shared/messages-account';
import { API_ERRORS } from '@shared/messages-core';
import { TWO_STEP_TEXTS } from '@shared/messages-two-step';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useTurnOffTwoStep } from '@/features/settings/api/turn-off-two-step';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { isAppCode } from '@/lib/two-step-code';
import { CurrentPasswordField } from './current-password-field';

/**
 * "Turn off two-step verification?": asks for the password and a current code from the app, so a phone
 * left signed in is not enough to remove the second step (the server checks both; docs/account.md). A
 * wrong password is said under the password, a wrong code under the code.
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const close = () => {
    if (turnOff.isPending) return;
    setPassword('');
    setCode('');
    setError(null);
    setCodeError(null);
    turnOff.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (turnOff.isPending || !password) return;
    if (!isAppCode(code)) {
      setCodeError(TWO_STEP_TEXTS.codeFormat);
      return;
    }
    setError(null);
    setCodeError(null);
    turnOff.mutate(
      { password, code },
      {
        onSuccess: () => {
          toast({ title: TWO_STEP_TEXTS.turnedOff, variant: 'success' });
          setPassword('');
          setCode('');
          onClose();
        },
        onError: (err) => {
          const message = apiErrorMessage(err);
          if (err instanceof ApiError && err.status === 400 && message) {
            if (message === ACCOUNT_TEXTS.wrongPassword) setError(message);
            else setCodeError(message);
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
            <TextField
              label={TWO_STEP_TEXTS.code}
              name="code"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                if (codeError) setCodeError(null);
              }}
              error={codeError !== null}
              helperText={codeError ?? TWO_STEP_TEXTS.codeHelp}
              disabled={turnOff.isPending}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, spellCheck: false } }}
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
