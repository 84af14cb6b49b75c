import LoginIcon from '@mui/icons-material/Login';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { AUTH_TEXTS, TOASTS, VALIDATION } from '@shared/messages-core';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { prefetchLogIn, useLogin } from '@/features/auth/api/log-in';
import { loginErrorMessage } from '@/features/auth/utils/auth-error-message';

export const JOIN_NOTE = '100% free to join! Share your love of wrestling.';

/**
 * Step 2 for fans with two-step verification on: its own chunk, fetched when Cognito asks for the code
 * (most fans never see it, so it is not fetched while they type).
 */
const loadCodeForm = () => import('./login-code-form');
const LoginCodeForm = lazy(() => loadCodeForm().then((m) => ({ default: m.LoginCodeForm })));

export function LoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [askCode, setAskCode] = useState(false);
  const signedIn = () => {
    toast({ title: TOASTS.welcomeBack, variant: 'success' });
    navigate('/');
  };
  const login = useLogin({
    onSuccess: (result) => {
      if (result.step === 'code') {
        // The form swaps once its chunk is there (a failed load shows through Suspense's error path).
        void loadCodeForm()
          .catch(() => undefined)
          .then(() => setAskCode(true));
        return;
      }
      signedIn();
    },
    onError: (error) => {
      toast({ title: TOASTS.loginFailed, description: loginErrorMessage(error), variant: 'destructive' });
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const { loginSchema } = await import('@shared/schemas/auth');
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      toast({
        title: TOASTS.error,
        description: parsed.error.issues[0]?.message ?? VALIDATION.loginFields,
        variant: 'destructive',
      });
      return;
    }
    login.mutate(parsed.data);
  };

  return (
    <Card
      component="section"
      aria-labelledby={askCode ? 'login-code-heading' : 'login-heading'}
      sx={{ boxShadow: 12 }}
    >
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        {askCode ? (
          <Suspense fallback={null}>
            <LoginCodeForm
              onSignedIn={signedIn}
              onBack={() => {
                setAskCode(false);
                setPassword('');
                login.reset();
              }}
            />
          </Suspense>
        ) : (
          <>
            <Typography id="login-heading" variant="h4" component="h1">
              Log In
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              Welcome back to the crowd.
            </Typography>
            {/* The schemas and Amplify load when the fan starts typing, not with the screen. */}
            <Box component="form" noValidate onSubmit={onSubmit} onFocus={prefetchLogIn}>
              <Stack spacing={2}>
                <TextField
                  label="Email"
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
                <TextField
                  label="Password"
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
                  {/* RESET_TEXTS.link, written out: the whole RESET_TEXTS would weigh on the first load. */}
                  <Link component={RouterLink} to="/forgot-password" variant="body2">
                    Forgot password?
                  </Link>
                </Box>
                <SubmitButton
                  pending={login.isPending}
                  pendingLabel={AUTH_TEXTS.loggingIn}
                  size="large"
                  fullWidth
                  startIcon={<LoginIcon />}
                >
                  {AUTH_TEXTS.logIn}
                </SubmitButton>
              </Stack>
            </Box>
            {/* MUI's Divider drawn by hand: its module (1.2 KB gzip) is not needed on the log-in screen. */}
            <Box component="hr" sx={{ m: 0, my: 3, border: 0, borderBottom: 1, borderColor: 'divider' }} />
            <Button
              component={RouterLink}
              to="/signup"
              variant="contained"
              color="secondary"
              size="large"
              fullWidth
            >
              Create new account
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
              {JOIN_NOTE}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
