import { RESET_TEXTS } from '@shared/messages-account';
import { screen, waitFor } from '@testing-library/react';
import { signIn } from 'aws-amplify/auth';
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
