import { screen, waitFor } from '@testing-library/react';
import { signIn, signUp } from 'aws-amplify/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInStoresSession } from '@/testing/session';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { birthYears, SignupForm, validateSignup } from './signup-form';

afterEach(() => vi.unstubAllGlobals());

type Ui = ReturnType<typeof renderWithProviders>['user'];

interface Fill {
  displayName?: string;
  month?: string;
  day?: string;
  year?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

const adult: Fill = {
  displayName: 'Macho Fan',
  month: '3',
  day: '7',
  year: '1990',
  email: 'macho@example.com',
  password: 'ohyeah1',
  confirm: 'ohyeah1',
};

async function fill(user: Ui, f: Fill) {
  if (f.displayName) await user.type(screen.getByLabelText('Display Name'), f.displayName);
  if (f.month) await user.selectOptions(screen.getByLabelText('Month'), f.month);
  if (f.day) await user.selectOptions(screen.getByLabelText('Day'), f.day);
  if (f.year) await user.selectOptions(screen.getByLabelText('Year'), f.year);
  if (f.email) await user.type(screen.getByLabelText('Email'), f.email);
  if (f.password) await user.type(screen.getByLabelText('Password'), f.password);
  if (f.confirm) await user.type(screen.getByLabelText('Confirm Password'), f.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

async function expectErrorToast(message: string) {
  const toast = await screen.findByTestId('toast');
  expect(toast).toHaveTextContent('Error');
  expect(toast).toHaveTextContent(message);
  expect(toast).toHaveAttribute('data-variant', 'destructive');
  expect(signUp).not.toHaveBeenCalled();
}

describe('SignupForm', () => {
  it('tells the password rule under the field before anything is submitted', () => {
    renderWithProviders(<SignupForm />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters.');
  });

  it('offers month names, days 1-31 and the last 100 years', () => {
    renderWithProviders(<SignupForm />);
    const month = screen.getByLabelText('Month');
    expect(month).toHaveTextContent('January');
    expect(month).toHaveTextContent('December');
    expect(screen.getByRole('option', { name: 'March' })).toHaveValue('3');
    const dayOptions = screen.getByLabelText('Day').querySelectorAll('option[value]:not([value=""])');
    expect(dayOptions).toHaveLength(31);
    const yearOptions = screen.getByLabelText('Year').querySelectorAll('option[value]:not([value=""])');
    expect(yearOptions).toHaveLength(100);
    expect(yearOptions[0]).toHaveValue(String(new Date().getFullYear()));
    expect(screen.getByLabelText('Gender')).toHaveTextContent('Male');
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('requires display name, email and password', async () => {
    const { user } = renderWithProviders(<SignupForm />);
    await fill(user, { ...adult, displayName: '' });
    await expectErrorToast('Please fill in all required fields');
    expect(screen.getByLabelText('Display Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the passwords match', async () => {
    const { user } = renderWithProviders(<SignupForm />);
    await fill(user, { ...adult, confirm: 'different1' });
    await expectErrorToast('Passwords do not match');
  });

  it('checks the password length', async () => {
    const { user } = renderWithProviders(<SignupForm />);
    await fill(user, { ...adult, password: 'abc', confirm: 'abc' });
    await expectErrorToast('Password must be at least 6 characters long');
  });

  it('requires the birthday', async () => {
    const { user } = renderWithProviders(<SignupForm />);
    await fill(user, { ...adult, year: '' });
    await expectErrorToast('Please enter your birthday');
  });

  it('refuses fans under 13', async () => {
    const { user } = renderWithProviders(<SignupForm />);
    await fill(user, { ...adult, year: String(new Date().getFullYear() - 5) });
    await expectErrorToast('You must be at least 13 years old to join Ringside.');
  });

  it('signs up, signs in and goes to onboarding with the welcome toast', async () => {
    vi.mocked(signUp).mockResolvedValue({
      isSignUpComplete: true,
      nextStep: { signUpStep: 'DONE' },
    } as Awaited<ReturnType<typeof signUp>>);
    vi.mocked(signIn).mockImplementation(signInStoresSession);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(makeUser({ completeness: { ...makeUser().completeness, isComplete: false } })),
      ),
    );
    const { user } = renderWithProviders(<SignupForm />, { route: '/signup' });
    await user.selectOptions(screen.getByLabelText('Gender'), 'other');
    await fill(user, adult);
    // Amplify's calls are imported on use: wait for them.
    await waitFor(() =>
      expect(signUp).toHaveBeenCalledWith({
        username: 'macho@example.com',
        password: 'ohyeah1',
        options: {
          // The e-mail is the one attribute the app client may write (issue 25).
          userAttributes: { email: 'macho@example.com' },
          clientMetadata: { birthdate: '1990-03-07', displayName: 'Macho Fan' },
        },
      }),
    );
    expect(JSON.stringify(vi.mocked(signUp).mock.calls)).not.toContain('other');
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith(
        expect.objectContaining({ options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
      ),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Welcome to Ringside');
    expect(toast).toHaveTextContent("Let's complete your wrestling profile to get started.");
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/onboarding'));
  });

  it('reads "Creating Account..." while pending', async () => {
    vi.mocked(signUp).mockReturnValue(new Promise(() => undefined));
    const { user } = renderWithProviders(<SignupForm />);
    await fill(user, adult);
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });

  it('shows the trigger message without the Cognito wrapper on failure', async () => {
    const error = new Error(
      'PreSignUp failed with error You must be at least 13 years old to join Ringside..',
    );
    error.name = 'UserLambdaValidationException';
    vi.mocked(signUp).mockRejectedValue(error);
    const { user } = renderWithProviders(<SignupForm />);
    await fill(user, adult);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Registration Failed');
    expect(toast).toHaveTextContent(
      /^Registration FailedYou must be at least 13 years old to join Ringside\.$/,
    );
  });
});

describe('validateSignup', () => {
  const base = {
    displayName: 'A',
    birthMonth: '11',
    birthDay: '21',
    birthYear: '2013',
    gender: '' as const,
    email: 'a@b.c',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  const today = new Date(Date.UTC(2026, 10, 21));
  it('lets a fan in on their 13th birthday and not the day before', () => {
    expect(validateSignup(base, today)).toEqual({ ok: true, birthdate: '2013-11-21' });
    expect(validateSignup({ ...base, birthDay: '22' }, today)).toMatchObject({ ok: false });
  });
  it('refuses impossible dates', () => {
    expect(
      validateSignup({ ...base, birthMonth: '2', birthDay: '30', birthYear: '1990' }, today),
    ).toMatchObject({
      ok: false,
      message: 'Please enter a valid birthday',
    });
  });
  it('lists 100 years from the current one', () => {
    const years = birthYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1927);
  });
});
