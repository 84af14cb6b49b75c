import { RESET_TEXTS } from '@shared/messages-account';
import { screen, waitFor } from '@testing-library/react';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInStoresSession } from '@/testing/session';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

function nameError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

async function fillAndSubmit(
  user: ReturnType<typeof renderWithProviders>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginForm', () => {
  it('shows the log-in screen texts', () => {
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    // SPEC 2's "Forgot password" link, to the reset screen (its text is RESET_TEXTS.link, written out).
    expect(screen.getByRole('link', { name: RESET_TEXTS.link })).toHaveAttribute('href', '/forgot-password');
    expect(RESET_TEXTS.link).toMatch(/^Forgot password/);
    expect(screen.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText('100% free to join! Share your love of wrestling.')).toBeInTheDocument();
  });

  it.each([
    ['', ''],
    ['fan@example.com', ''],
    ['', 'secret1'],
  ])(
    'refuses empty fields (email %j, password %j) with a destructive "Error" toast',
    async (email, password) => {
      const { user } = renderWithProviders(<LoginForm />);
      await fillAndSubmit(user, email, password);
      const toast = await screen.findByTestId('toast');
      expect(toast).toHaveAttribute('data-variant', 'destructive');
      expect(toast).toHaveTextContent('Error');
      expect(toast).toHaveTextContent('Please fill in all fields');
      expect(signIn).not.toHaveBeenCalled();
    },
  );

  it('reads "Logging in..." while pending and signs in with USER_PASSWORD_AUTH', async () => {
    vi.mocked(signIn).mockReturnValue(new Promise(() => undefined));
    const { user } = renderWithProviders(<LoginForm />);
    await fillAndSubmit(user, 'fan@example.com', 'secret1');
    const button = await screen.findByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    // Amplify's sign-in is imported on use: it runs once that import resolves.
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({
        username: 'fan@example.com',
        password: 'secret1',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    );
  });

  it('welcomes the fan back, refetches the user and navigates to /', async () => {
    vi.mocked(signIn).mockImplementation(signInStoresSession);
    const fetchMock = vi.fn(async () => jsonResponse(makeUser()));
    vi.stubGlobal('fetch', fetchMock);
    const { user, queryClient } = renderWithProviders(<LoginForm />, { route: '/somewhere' });
    await fillAndSubmit(user, 'fan@example.com', 'secret1');
    expect(await screen.findByTestId('toast')).toHaveTextContent('Welcome back to Ringside');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ method: 'GET' }));
    expect(queryClient.getQueryData(['/api/user'])).toMatchObject({ handle: 'stunner' });
  });

  it('reports a wrong password as "Login Failed" / "Invalid email or password"', async () => {
    vi.mocked(signIn).mockRejectedValue(
      nameError('NotAuthorizedException', 'Incorrect username or password.'),
    );
    const { user } = renderWithProviders(<LoginForm />);
    await fillAndSubmit(user, 'fan@example.com', 'wrong-password');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('shows the server message when the API refuses the fan', async () => {
    vi.mocked(signIn).mockImplementation(signInStoresSession);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Your account has been suspended.' }, 403)),
    );
    const { user } = renderWithProviders(<LoginForm />);
    await fillAndSubmit(user, 'fan@example.com', 'secret1');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Your account has been suspended.');
  });
});

describe('LoginForm, two-step verification on', () => {
  const askCode = async () =>
    ({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }) as const;

  async function reachCodeStep() {
    vi.mocked(signIn).mockImplementation(askCode);
    const fetchMock = vi.fn(async () => jsonResponse(makeUser()));
    vi.stubGlobal('fetch', fetchMock);
    const rendered = renderWithProviders(<LoginForm />, { route: '/somewhere' });
    await fillAndSubmit(rendered.user, 'fan@example.com', 'secret1');
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    return { ...rendered, fetchMock };
  }
  const enterCode = async (user: ReturnType<typeof renderWithProviders>['user'], code: string) => {
    const field = screen.getByLabelText('6-digit code');
    await user.clear(field);
    await user.type(field, code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
  };

  it('asks for the code instead of signing in, and the right code lands on / as a log-in does', async () => {
    const { user, fetchMock } = await reachCodeStep();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('autocomplete', 'one-time-code');
    vi.mocked(confirmSignIn).mockImplementation(signInStoresSession);
    await enterCode(user, '123456');
    expect(await screen.findByTestId('toast')).toHaveTextContent('Welcome back to Ringside');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ method: 'GET' }));
  });

  it('a wrong code is said clearly and the fan types again; a malformed one is not sent', async () => {
    const { user } = await reachCodeStep();
    await enterCode(user, '12 34');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6 digits your app shows.');
    expect(confirmSignIn).not.toHaveBeenCalled();
    vi.mocked(confirmSignIn).mockRejectedValueOnce(
      nameError('CodeMismatchException', 'Invalid code received for user'),
    );
    await enterCode(user, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "That code didn't work. Check your app and try again.",
    );
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
    expect(screen.getByLabelText('6-digit code')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/somewhere');
    vi.mocked(confirmSignIn).mockImplementation(signInStoresSession);
    await enterCode(user, '654321');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('a spent sign-in goes back to the password and says why; "Back to log in" too', async () => {
    const { user } = await reachCodeStep();
    vi.mocked(confirmSignIn).mockRejectedValue(
      nameError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
    );
    await enterCode(user, '123456');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login FailedThat took too long. Log in again.');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await fillAndSubmit(user, '', 'secret1');
    await user.click(await screen.findByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  });
});
