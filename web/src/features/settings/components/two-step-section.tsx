import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { API_ERRORS } from '@shared/messages-core';
import { TWO_STEP_TEXTS } from '@shared/messages-two-step';
import type { CurrentUser } from '@shared/schemas/users';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useConfirmTwoStep } from '@/features/settings/api/confirm-two-step';
import { useTwoStep } from '@/features/settings/api/get-two-step';
import { groupedKey, otpauthUri } from '@/features/settings/utils/two-step';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { isAppCode } from '@/lib/two-step-code';
import { TwoStepOffDialog } from './two-step-off-dialog';
import { TwoStepOnDialog } from './two-step-on-dialog';

const TwoStepQr = lazy(() => import('./two-step-qr').then((m) => ({ default: m.TwoStepQr })));
const QR_SIZE = 176;

const failed = (error: unknown) =>
  toast({
    title: TWO_STEP_TEXTS.failed,
    description: apiErrorMessage(error) ?? API_ERRORS.internal,
    variant: 'destructive',
  });

/**
 * Setting up: the secret as a QR code, a setup key and a link for the app, then its first code, sent to
 * the server with the password the fan gave to start (kept only while this form is open).
 */
function TwoStepSetup({
  secret,
  password,
  user,
  onDone,
}: {
  secret: string;
  password: string;
  user: CurrentUser;
  onDone: () => void;
}) {
  const confirm = useConfirmTwoStep(user.id);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const uri = otpauthUri(secret, user.email);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!isAppCode(code)) {
      setError(TWO_STEP_TEXTS.codeFormat);
      return;
    }
    setError(null);
    confirm.mutate(
      { password, code },
      {
        onSuccess: () => {
          toast({ title: TWO_STEP_TEXTS.turnedOn, variant: 'success' });
          onDone();
        },
        onError: (err) => {
          const message = apiErrorMessage(err);
          if (err instanceof ApiError && err.status === 400 && message) setError(message);
          else failed(err);
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Typography>{TWO_STEP_TEXTS.scan}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2.5}
        sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
      >
        <Suspense fallback={<Box sx={{ width: QR_SIZE, height: QR_SIZE, flexShrink: 0 }} />}>
          <TwoStepQr uri={uri} label={TWO_STEP_TEXTS.qrLabel} size={QR_SIZE} />
        </Suspense>
        <Box sx={{ minWidth: 0, alignSelf: 'stretch' }}>
          <Typography variant="body2" color="text.secondary">
            {TWO_STEP_TEXTS.setupKey}
          </Typography>
          <Typography
            data-testid="two-step-key"
            sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-word', userSelect: 'all' }}
          >
            {groupedKey(secret)}
          </Typography>
          <Link href={uri} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
            {TWO_STEP_TEXTS.openApp}
          </Link>
        </Box>
      </Stack>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={TWO_STEP_TEXTS.sectionTitle}>
        <Stack spacing={2}>
          <TextField
            label={TWO_STEP_TEXTS.code}
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (error) setError(null);
            }}
            error={error !== null}
            helperText={error ?? TWO_STEP_TEXTS.codeHelp}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, spellCheck: false } }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={onDone} disabled={confirm.isPending}>
              {TWO_STEP_TEXTS.cancel}
            </Button>
            <SubmitButton pending={confirm.isPending} pendingLabel={TWO_STEP_TEXTS.confirming}>
              {TWO_STEP_TEXTS.confirm}
            </SubmitButton>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}

/**
 * Two-step verification (docs/account.md): off, on, or being set up. The server makes every change:
 * turning it on asks for the password, shows the new secret and waits for a code from the app; turning
 * it off asks for the password and a current code.
 */
export function TwoStepSection({ user }: { user: CurrentUser }) {
  const status = useTwoStep(user.id);
  const [setup, setSetup] = useState<{ secret: string; password: string } | null>(null);
  const [turningOn, setTurningOn] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  // When the setup form closes, focus (and the view, on a phone) moves to the status it leaves behind.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [setupClosed, setSetupClosed] = useState(false);
  useEffect(() => {
    if (!setupClosed || setup) return;
    statusRef.current?.focus();
    setSetupClosed(false);
  }, [setupClosed, setup]);
  const closeSetup = () => {
    setSetup(null);
    setSetupClosed(true);
  };

  if (setup)
    return <TwoStepSetup secret={setup.secret} password={setup.password} user={user} onDone={closeSetup} />;
  // Cognito answers in a moment: the section keeps its height meanwhile.
  if (status.isPending) return <Box sx={{ minHeight: 40 }} aria-busy="true" />;
  if (status.isError) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void status.refetch()}>
            {TWO_STEP_TEXTS.tryAgain}
          </Button>
        }
      >
        {TWO_STEP_TEXTS.loadFailed}
      </Alert>
    );
  }
  const on = status.data;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography ref={statusRef} tabIndex={-1} sx={{ fontWeight: 600, outline: 'none' }}>
        {on ? TWO_STEP_TEXTS.isOn : TWO_STEP_TEXTS.isOff}
      </Typography>
      {on ? (
        <Button
          variant="outlined"
          onClick={() => setTurningOff(true)}
          aria-haspopup="dialog"
          sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
        >
          {TWO_STEP_TEXTS.turnOff}
        </Button>
      ) : (
        <Button
          variant="contained"
          onClick={() => setTurningOn(true)}
          aria-haspopup="dialog"
          sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
        >
          {TWO_STEP_TEXTS.turnOn}
        </Button>
      )}
      <TwoStepOnDialog
        open={turningOn}
        onClose={() => setTurningOn(false)}
        onSecret={(secret, password) => {
          setTurningOn(false);
          setSetup({ secret, password });
        }}
        onFailed={(err) => {
          setTurningOn(false);
          failed(err);
          // A 409 says it is on already: the status shows what is true.
          if (err instanceof ApiError && err.status === 409) void status.refetch();
        }}
      />
      <TwoStepOffDialog userId={user.id} open={turningOff} onClose={() => setTurningOff(false)} />
    </Stack>
  );
}
