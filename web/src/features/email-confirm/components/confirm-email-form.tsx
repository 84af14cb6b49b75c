import { Box, Button, Stack, Typography } from '@mui/material';
import { EMAIL_TEXTS, RESET_TEXTS } from '@shared/messages-account';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useConfirmEmail } from '@/features/email-confirm/api/confirm-email';
import { useSendEmailCode } from '@/features/email-confirm/api/send-email-code';
import { confirmErrorMessage } from '@/features/email-confirm/utils/confirm-error-message';

/** The longest code Cognito mails (6 digits; a little room for what a fan pastes). */
const CODE_MAX = 16;

/**
 * Confirming the address: "Send code" mails one (Cognito GetUserAttributeVerificationCode), then the
 * fan enters it (VerifyUserAttribute). `onConfirmed` runs once the API says the address is confirmed.
 */
export function ConfirmEmailForm({ email, onConfirmed }: { email: string; onConfirmed?: () => void }) {
  const send = useSendEmailCode();
  const confirm = useConfirmEmail();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onCode = (value: string) => {
    setCode(value);
    setProblem(null);
  };

  const onSend = () => {
    if (send.isPending) return;
    send.mutate(undefined, {
      onSuccess: () => {
        if (sent) toast({ title: EMAIL_TEXTS.resent, variant: 'success' });
        setSent(true);
        setProblem(null);
      },
      onError: (error) =>
        toast({
          title: EMAIL_TEXTS.sendFailed,
          description: confirmErrorMessage(error),
          variant: 'destructive',
        }),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!code.trim()) {
      setProblem(RESET_TEXTS.codeRequired);
      return;
    }
    confirm.mutate(code, {
      onSuccess: () => {
        toast({ title: EMAIL_TEXTS.confirmed, description: EMAIL_TEXTS.confirmedText, variant: 'success' });
        onConfirmed?.();
      },
      onError: (error) => {
        const message = confirmErrorMessage(error);
        if (message === RESET_TEXTS.codeMismatch || message === RESET_TEXTS.codeExpired) setProblem(message);
        else toast({ title: EMAIL_TEXTS.failed, description: message, variant: 'destructive' });
      },
    });
  };

  if (!sent)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{EMAIL_TEXTS.sendText(email)}</Typography>
        <Button
          variant="contained"
          onClick={onSend}
          disabled={send.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {send.isPending ? EMAIL_TEXTS.sending : EMAIL_TEXTS.sendCode}
        </Button>
      </Stack>
    );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={EMAIL_TEXTS.title}>
      <Stack spacing={2}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{EMAIL_TEXTS.codeSent(email)}</Typography>
        <TextField
          label={EMAIL_TEXTS.code}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => onCode(e.target.value)}
          error={problem !== null}
          helperText={problem ?? undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_MAX } }}
        />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Button onClick={onSend} disabled={send.isPending || confirm.isPending}>
            {send.isPending ? EMAIL_TEXTS.sending : EMAIL_TEXTS.resend}
          </Button>
          <SubmitButton pending={confirm.isPending} pendingLabel={EMAIL_TEXTS.confirming}>
            {EMAIL_TEXTS.confirm}
          </SubmitButton>
        </Stack>
      </Stack>
    </Box>
  );
}
