import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { API_ERRORS, TOASTS } from '@shared/messages-core';
import { TWO_STEP_TEXTS } from '@shared/messages-two-step';
import { type FormEvent, useRef, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useConfirmLogInCode } from '@/features/auth/api/confirm-log-in-code';
import { appCodeRefusal, isAppCode, typedCode } from '@/lib/two-step-code';

/** The log-in step had to start over: Cognito's sign-in session is spent (too slow, too many tries). */
const sessionSpent = (error: unknown) =>
  error instanceof Error && error.name === 'NotAuthorizedException' && /session/i.test(error.message);
const disabledUser = (error: unknown) => error instanceof Error && /disabled/i.test(error.message);

/**
 * Log-in, step 2 with two-step verification on: the 6-digit code of the fan's authenticator app. A wrong
 * code is said under the field and the fan types again; a spent sign-in sends them back to step 1.
 * Loaded only when Cognito asks for a code.
 */
export function LoginCodeForm({
  onSignedIn,
  onBack,
}: {
  onSignedIn: () => void;
  /** Back to the e-mail and password. */
  onBack: () => void;
}) {
  /** The sign-in has to start over: back to step 1, saying why. */
  const startOver = (reason: string) => {
    toast({ title: TOASTS.loginFailed, description: reason, variant: 'destructive' });
    onBack();
  };
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const confirm = useConfirmLogInCode({
    onSuccess: onSignedIn,
    onError: (err) => {
      if (sessionSpent(err)) return startOver(TWO_STEP_TEXTS.expired);
      if (disabledUser(err)) return startOver(API_ERRORS.banned);
      setError(
        appCodeRefusal(err) ??
          (err instanceof Error && err.message ? err.message : TOASTS.loginFailedDefault),
      );
      // The next code, typed from scratch.
      setCode('');
      field.current?.focus();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!isAppCode(code)) {
      setError(TWO_STEP_TEXTS.codeFormat);
      return;
    }
    setError(null);
    confirm.mutate(typedCode(code));
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography id="login-code-heading" variant="h4" component="h1">
        {TWO_STEP_TEXTS.loginTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {TWO_STEP_TEXTS.loginText}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={TWO_STEP_TEXTS.code}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          inputRef={field}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            if (error) setError(null);
          }}
          error={error !== null}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, spellCheck: false } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <SubmitButton
          pending={confirm.isPending}
          pendingLabel={TWO_STEP_TEXTS.verifying}
          size="large"
          fullWidth
        >
          {TWO_STEP_TEXTS.verify}
        </SubmitButton>
        <Button color="inherit" onClick={onBack} disabled={confirm.isPending}>
          {TWO_STEP_TEXTS.back}
        </Button>
      </Stack>
    </Box>
  );
}
