import { RESET_TEXTS } from '@shared/messages-account';
import { VALIDATION } from '@shared/messages-core';
import { screen, waitFor } from '@testing-library/react';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ForgotPasswordForm } from './forgot-password-form';

vi.mock('aws-amplify/auth', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
}));

const EMAIL = 'forgetful@ringside.local';
const SENT = `If ${EMAIL} is confirmed on an account, we've sent a code to it.`;

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

type User = ReturnType<typeof renderWithProviders>['user'];

async function sendCode(user: User, email = EMAIL) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: RESET_TEXTS.sendCode }));
}

async function fillReset(user: User, code: string, password: string, confirm = password) {
  if (code) await user.type(screen.getByLabelText(RESET_TEXTS.code), code);
  if (password) await user.type(screen.getByLabelText(RESET_TEXTS.newPassword), password);
  if (confirm) await user.type(screen.getByLabelText(RESET_TEXTS.confirmPassword), confirm);
  await user.click(screen.getByRole('button', { name: RESET_TEXTS.title }));
}

const toastText = async () => (await screen.findByTestId('toast')).textContent;

describe('ForgotPasswordForm, step 1: the e-mail', () => {
  it('asks for an e-mail before sending anything', async () => {
    const { user } = renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });
    expect(screen.getByRole('heading', { name: RESET_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await sendCode(user, '');
    expect(await toastText()).toBe(`Error${RESET_TEXTS.emailRequired}`);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('sends the code (Cognito ForgotPassword) and says so without saying whether the account exists', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(resetPassword).mockReturnValue(
      new Promise((resolve) => {
        finish = () =>
          resolve({
            isPasswordReset: false,
            nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' },
          } as never);
      }),
    );
    const { user } = renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });
    await sendCode(user, `  ${EMAIL} `);
    expect(screen.getByRole('button', { name: RESET_TEXTS.sending })).toBeDisabled();
    // Amplify's reset call is imported on use: it runs once that import resolves.
    await waitFor(() => expect(resetPassword).toHaveBeenCalledWith({ username: EMAIL }));
    finish();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText(RESET_TEXTS.code)).toHaveFocus();
  });

  it('an address without an account gets the very same answer', async () => {
    vi.mocked(resetPassword).mockRejectedValue(
      named('UserNotFoundException', 'Username/client id combination not found.'),
    );
    const { user } = renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });
    await sendCode(user);
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/not found|no account|does not exist/i);
  });

  it('an address never confirmed gets the very same answer (Cognito sends it no code)', async () => {
    vi.mocked(resetPassword).mockRejectedValue(
      named(
        'InvalidParameterException',
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      ),
    );
    const { user } = renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });
    await sendCode(user);
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/verified|registered/i);
  });

  it('other refusals are told in a toast and the fan stays on the e-mail', async () => {
    vi.mocked(resetPassword).mockRejectedValue(
      named('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
    );
    const { user } = renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });
    await sendCode(user);
    expect(await toastText()).toBe(`${RESET_TEXTS.sendFailed}${RESET_TEXTS.tooManyAttempts}`);
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });
});

describe('ForgotPasswordForm, step 2: the code and the new password', () => {
  async function atStepTwo() {
    vi.mocked(resetPassword).mockResolvedValue({} as never);
    const rendered = renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password' });
    await sendCode(rendered.user);
    await screen.findByText(SENT);
    return rendered;
  }

  it.each([
    ['', 'newpass1', 'newpass1', RESET_TEXTS.codeRequired, RESET_TEXTS.code],
    ['123456', '', '', VALIDATION.signupRequired, RESET_TEXTS.newPassword],
    ['123456', 'abc', 'abc', VALIDATION.passwordTooShort, RESET_TEXTS.newPassword],
    ['123456', 'newpass1', 'newpass2', VALIDATION.passwordsMismatch, RESET_TEXTS.confirmPassword],
  ])('refuses code %j with %j / %j: "%s"', async (code, password, confirm, message, field) => {
    const { user } = await atStepTwo();
    await fillReset(user, code, password, confirm);
    expect(await toastText()).toBe(`Error${message}`);
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(confirmResetPassword).not.toHaveBeenCalled();
  });

  it('sets the new password with the code, says so and goes back to the log-in screen', async () => {
    vi.mocked(confirmResetPassword).mockResolvedValue(undefined);
    const { user } = await atStepTwo();
    await fillReset(user, ' 123456 ', 'brand-new-pass');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(confirmResetPassword).toHaveBeenCalledWith({
      username: EMAIL,
      confirmationCode: '123456',
      newPassword: 'brand-new-pass',
    });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(`${RESET_TEXTS.done}${RESET_TEXTS.doneText}`);
    expect(toast).toHaveAttribute('data-variant', 'success');
  });

  it.each([
    [
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
      RESET_TEXTS.codeMismatch,
    ],
    ['ExpiredCodeException', 'Invalid code provided, please request a code again.', RESET_TEXTS.codeExpired],
    ['UserNotFoundException', 'User does not exist.', RESET_TEXTS.codeMismatch],
  ])('a refused code (%s) is said clearly, on the code field too', async (name, message, said) => {
    vi.mocked(confirmResetPassword).mockRejectedValue(named(name, message));
    const { user } = await atStepTwo();
    await fillReset(user, '000000', 'brand-new-pass');
    expect(await toastText()).toBe(`${RESET_TEXTS.failed}${said}`);
    expect(screen.getByLabelText(RESET_TEXTS.code)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it("a password Cognito's policy refuses keeps Cognito's words", async () => {
    vi.mocked(confirmResetPassword).mockRejectedValue(
      named('InvalidPasswordException', 'Password does not conform to policy: Password not long enough'),
    );
    const { user } = await atStepTwo();
    await fillReset(user, '123456', 'brand-new-pass');
    expect(await toastText()).toBe(
      `${RESET_TEXTS.failed}Password does not conform to policy: Password not long enough`,
    );
  });

  it('sends a new code, or goes back to change the e-mail', async () => {
    const { user } = await atStepTwo();
    await user.click(screen.getByRole('button', { name: RESET_TEXTS.resendCode }));
    expect(await toastText()).toBe(`${RESET_TEXTS.sendCode}${SENT}`);
    expect(resetPassword).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: RESET_TEXTS.otherEmail }));
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.getByRole('link', { name: RESET_TEXTS.backToLogin })).toHaveAttribute('href', '/');
  });
});
