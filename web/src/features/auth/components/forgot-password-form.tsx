import LockResetIcon from '@mui/icons-material/LockReset';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { LIMITS } from '@shared/constants';
import { RESET_TEXTS } from '@shared/messages-account';
import { TOASTS, VALIDATION } from '@shared/messages-core';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useConfirmPasswordReset } from '@/features/auth/api/confirm-reset-password';
import { useRequestPasswordReset } from '@/features/auth/api/reset-password';
import { type ResetField, validateReset } from '@/features/auth/utils/new-password';
import { resetErrorMessage } from '@/features/auth/utils/reset-error-message';

type Problem = { message: string; fields: ResetField[] } | null;

const error = (message: string) =>
  toast({ title: TOASTS.error, description: message, variant: 'destructive' });

/** Step 2: the e-mailed code and the new password (twice). */
function CodeStep({ email, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const navigate = useNavigate();
  const resend = useRequestPasswordReset();
  const confirm = useConfirmPasswordReset();
  const [values, setValues] = useState({ code: '', newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<Problem>(null);

  const field = (name: ResetField) => {
    const invalid = problem?.fields.includes(name) ?? false;
    return {
      name,
      value: values[name],
      error: invalid,
      helperText:
        invalid && problem?.fields[0] === name
          ? problem.message
          : name === 'newPassword'
            ? VALIDATION.passwordRule
            : undefined,
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((v) => ({ ...v, [name]: value }));
        if (invalid) setProblem(null);
      },
    };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const result = validateReset(values);
    if (!result.ok) {
      setProblem({ message: result.message, fields: result.fields });
      error(result.message);
      return;
    }
    setProblem(null);
    confirm.mutate(
      { email, code: values.code, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast({
            title: RESET_TEXTS.done,
            description: RESET_TEXTS.doneText,
            variant: 'success',
          });
          navigate('/');
        },
        onError: (err) => {
          const message = resetErrorMessage(err);
          if (message === RESET_TEXTS.codeMismatch || message === RESET_TEXTS.codeExpired)
            setProblem({ message, fields: ['code'] });
          toast({ title: RESET_TEXTS.failed, description: message, variant: 'destructive' });
        },
      },
    );
  };

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: () =>
        toast({
          title: RESET_TEXTS.sendCode,
          description: RESET_TEXTS.codeSent(email),
          variant: 'success',
        }),
      onError: (err) =>
        toast({ title: RESET_TEXTS.sendFailed, description: resetErrorMessage(err), variant: 'destructive' }),
    });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Stack spacing={2}>
        <Alert severity="info" role="status" sx={{ overflowWrap: 'anywhere' }}>
          {RESET_TEXTS.codeSent(email)}
        </Alert>
        <TextField
          label={RESET_TEXTS.code}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
          {...field('code')}
        />
        <TextField
          label={RESET_TEXTS.newPassword}
          type="password"
          autoComplete="new-password"
          slotProps={{ htmlInput: { maxLength: LIMITS.passwordMax } }}
          {...field('newPassword')}
        />
        <TextField
          label={RESET_TEXTS.confirmPassword}
          type="password"
          autoComplete="new-password"
          slotProps={{ htmlInput: { maxLength: LIMITS.passwordMax } }}
          {...field('confirmPassword')}
        />
        <SubmitButton
          pending={confirm.isPending}
          pendingLabel={RESET_TEXTS.resetting}
          size="large"
          fullWidth
          startIcon={<LockResetIcon />}
        >
          {RESET_TEXTS.title}
        </SubmitButton>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Button size="small" onClick={onResend} disabled={resend.isPending}>
            {resend.isPending ? RESET_TEXTS.sending : RESET_TEXTS.resendCode}
          </Button>
          <Button size="small" color="inherit" onClick={onOtherEmail}>
            {RESET_TEXTS.otherEmail}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** Step 1: the e-mail. Whatever Cognito says about the address, the next step says the same. */
function EmailStep({
  email,
  onEmail,
  onSent,
}: {
  email: string;
  onEmail: (v: string) => void;
  onSent: () => void;
}) {
  const send = useRequestPasswordReset();
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!email.trim()) {
      setInvalid(true);
      error(RESET_TEXTS.emailRequired);
      return;
    }
    send.mutate(email, {
      onSuccess: onSent,
      onError: (err) =>
        toast({ title: RESET_TEXTS.sendFailed, description: resetErrorMessage(err), variant: 'destructive' }),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{RESET_TEXTS.emailText}</Typography>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          value={email}
          error={invalid}
          helperText={invalid ? RESET_TEXTS.emailRequired : undefined}
          onChange={(e) => {
            onEmail(e.target.value);
            setInvalid(false);
          }}
          slotProps={{ htmlInput: { maxLength: LIMITS.email } }}
        />
        <SubmitButton
          pending={send.isPending}
          pendingLabel={RESET_TEXTS.sending}
          size="large"
          fullWidth
          startIcon={<SendIcon />}
        >
          {RESET_TEXTS.sendCode}
        </SubmitButton>
      </Stack>
    </Box>
  );
}

/**
 * "Forgot password?" (docs/account.md): an e-mail gets a code (Cognito ForgotPassword), the code sets a
 * new password (ConfirmForgotPassword), then back to the log-in screen. It never reveals whether an
 * address has an account.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  return (
    <Card component="section" aria-labelledby="reset-heading" sx={{ boxShadow: 12 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography id="reset-heading" variant="h4" component="h1">
          {RESET_TEXTS.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          Step {step === 'email' ? 1 : 2} of 2
        </Typography>
        {step === 'email' ? (
          <EmailStep email={email} onEmail={setEmail} onSent={() => setStep('code')} />
        ) : (
          <CodeStep email={email.trim()} onOtherEmail={() => setStep('email')} />
        )}
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/">
            {RESET_TEXTS.backToLogin}
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
