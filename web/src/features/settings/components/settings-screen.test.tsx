import { ACCOUNT_TEXTS } from '@shared/messages-account';
import { API_ERRORS, SETTINGS_TEXTS, TOASTS, VALIDATION } from '@shared/messages-core';
import { EXPORT_SECTIONS } from '@shared/schemas/account';
import { screen, waitFor, within } from '@testing-library/react';
import { updatePassword } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { SettingsScreen } from './settings-screen';

vi.mock('aws-amplify/auth', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
  updatePassword: vi.fn(),
  fetchMFAPreference: vi.fn(async () => ({})),
}));

const fetchMock = vi.fn<typeof fetch>();
/**
 * The blocked and muted lists and the muted words load with the screen (their own tests:
 * blocked-muted-sections.test.tsx, muted-words-section.test.tsx): answered apart.
 */
const LISTS = new Set(['/api/blocks', '/api/mutes', '/api/muted-words']);
beforeEach(() =>
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    LISTS.has(String(input)) ? Promise.resolve(jsonResponse([])) : fetchMock(input, init),
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function named(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

function renderSettings(onAccountDeleted = vi.fn()) {
  const rendered = renderWithProviders(
    <SettingsScreen
      user={makeUser()}
      emailSection={<p>the e-mail confirmation</p>}
      cookieSection={<p>the cookie choice</p>}
      onAccountDeleted={onAccountDeleted}
    />,
    { route: '/settings' },
  );
  return { ...rendered, onAccountDeleted };
}

const section = (name: string) => screen.getByRole('region', { name });
const toastText = async () => (await screen.findByTestId('toast')).textContent;

describe('SettingsScreen', () => {
  it('has the e-mail, password, two-step, cookie, data and delete-account sections', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your sign-in, who can mention and reply to you, blocked and muted fans, muted words, cookies and your data.',
      ),
    ).toBeInTheDocument();
    expect(within(section('Email')).getByText('the e-mail confirmation')).toBeInTheDocument();
    expect(section('Password')).toBeInTheDocument();
    expect(
      await within(section('Two-step verification')).findByText('Two-step verification is off.'),
    ).toBeInTheDocument();
    expect(within(section('Cookies')).getByText('the cookie choice')).toBeInTheDocument();
    expect(
      await within(section('Blocked accounts')).findByText('You have not blocked anyone.'),
    ).toBeInTheDocument();
    expect(
      await within(section('Muted accounts')).findByText('You have not muted anyone.'),
    ).toBeInTheDocument();
    expect(within(section('Mentions and replies')).getAllByRole('radiogroup')).toHaveLength(2);
    expect(within(section('Your data')).getByRole('button', { name: 'Download my data' })).toBeEnabled();
    const danger = section('Delete account');
    expect(danger).toHaveTextContent(
      'Your profile, posts, comments, Pops and follows will be deleted. Personal data is deleted within 30 days.',
    );
    expect(within(danger).getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });
});

describe('changing the password', () => {
  type User = ReturnType<typeof renderWithProviders>['user'];
  async function submit(user: User, current: string, next: string, confirm = next) {
    const form = section('Password');
    if (current) await user.type(within(form).getByLabelText('Current Password'), current);
    if (next) await user.type(within(form).getByLabelText('New Password'), next);
    if (confirm) await user.type(within(form).getByLabelText('Confirm New Password'), confirm);
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
  }

  it.each([
    ['', 'newpass1', 'newpass1', VALIDATION.signupRequired, 'Current Password'],
    ['oldpass1', 'abc', 'abc', VALIDATION.passwordTooShort, 'New Password'],
    ['oldpass1', 'newpass1', 'newpass2', VALIDATION.passwordsMismatch, 'Confirm New Password'],
  ])('refuses %j -> %j / %j: "%s"', async (current, next, confirm, message, field) => {
    const { user } = renderSettings();
    await submit(user, current, next, confirm);
    expect(await toastText()).toBe(`${TOASTS.error}${message}`);
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('reads "Updating..." while Cognito changes it, then "Password updated" and empty fields', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(updatePassword).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderSettings();
    await submit(user, 'oldpass1', 'newpass1');
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    // Amplify's call is imported on use: it runs once that import resolves.
    await waitFor(() =>
      expect(updatePassword).toHaveBeenCalledWith({ oldPassword: 'oldpass1', newPassword: 'newpass1' }),
    );
    finish();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Password updated');
    expect(toast).toHaveAttribute('data-variant', 'success');
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['InvalidPasswordException', 'Invalid password'],
  ])('a wrong current password (%s: %s) is said in words', async (name, message) => {
    vi.mocked(updatePassword).mockRejectedValue(named(name, message));
    const { user } = renderSettings();
    await submit(user, 'wrongpass', 'newpass1');
    expect(await toastText()).toBe(`Failed to update password${SETTINGS_TEXTS.wrongPassword}`);
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("other refusals keep Amplify's message", async () => {
    vi.mocked(updatePassword).mockRejectedValue(
      named('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
    );
    const { user } = renderSettings();
    await submit(user, 'oldpass1', 'newpass1');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(
      'Failed to update passwordAttempt limit exceeded, please try after some time.',
    );
    expect(toast).toHaveAttribute('data-variant', 'destructive');
  });
});

describe('Download my data', () => {
  const PAGES = [
    { section: 'profile', items: [{ id: 'me', handle: 'stunner' }], nextCursor: 'c1' },
    { section: 'posts', items: [{ id: 'p1' }, { id: 'p2' }], nextCursor: 'c2' },
    { section: 'posts', items: [{ id: 'p3' }], nextCursor: 'c3' },
    { section: 'comments', items: [{ id: 'k1' }], nextCursor: 'c4' },
    { section: 'pops', items: [{ postId: 'p9' }], nextCursor: 'c5' },
    { section: 'following', items: [{ id: 'f1' }], nextCursor: 'c6' },
    { section: 'followers', items: [{ id: 'f2' }, { id: 'f3' }], nextCursor: 'c7' },
    { section: 'notifications', items: [{ id: 'n1' }], nextCursor: 'c8' },
    { section: 'notifications', items: [{ id: 'n2' }], nextCursor: 'c9' },
    { section: 'reports', items: [], nextCursor: null },
  ];
  let blobs: Blob[];
  let clicks: { download: string; href: string }[];

  beforeEach(() => {
    blobs = [];
    clicks = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:ringside-export';
      }),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.getAttribute('href') ?? '' });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('follows the cursors to the end and saves one ringside-data.json with every section', async () => {
    const release: (() => void)[] = [];
    fetchMock.mockImplementation(async (input) => {
      const cursor = new URL(String(input), 'http://x').searchParams.get('cursor');
      const index = cursor === null ? 0 : Number(cursor.slice(1));
      // The second page waits, so the progress can be seen.
      if (index === 1) await new Promise<void>((resolve) => release.push(resolve));
      return jsonResponse(PAGES[index]);
    });
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const pending = await screen.findByRole('button', { name: 'Preparing your data...' });
    expect(pending).toBeDisabled();
    expect(await screen.findByText(/1 item so far/)).toBeInTheDocument();
    for (const go of release) go();

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Your data is readyringside-data.json');
    expect(toast).toHaveAttribute('data-variant', 'success');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/account/export',
      ...PAGES.slice(1).map((_, i) => `/api/account/export?cursor=c${i + 1}`),
    ]);
    expect(clicks).toEqual([{ download: 'ringside-data.json', href: 'blob:ringside-export' }]);
    expect(blobs).toHaveLength(1);
    const file = JSON.parse(await (blobs[0] as Blob).text()) as Record<string, unknown>;
    expect(Object.keys(file)).toEqual(['exportedAt', ...EXPORT_SECTIONS]);
    expect(Number.isNaN(Date.parse(file.exportedAt as string))).toBe(false);
    expect(file.profile).toEqual({ id: 'me', handle: 'stunner' });
    expect(file.posts).toEqual([{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }]);
    expect(file.comments).toEqual([{ id: 'k1' }]);
    expect(file.pops).toEqual([{ postId: 'p9' }]);
    expect(file.following).toEqual([{ id: 'f1' }]);
    expect(file.followers).toEqual([{ id: 'f2' }, { id: 'f3' }]);
    expect(file.notifications).toEqual([{ id: 'n1' }, { id: 'n2' }]);
    expect(file.reports).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says so when a page fails, and saves nothing', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('cursor')
        ? jsonResponse({ message: 'Internal error' }, 500)
        : jsonResponse(PAGES[0]),
    );
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to download your data');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(clicks).toEqual([]);
  });

  it('a cursor that does not move stops the export instead of looping', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ section: 'posts', items: [], nextCursor: 'same' }),
    );
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await toastText()).toBe(`Failed to download your data${API_ERRORS.internal}`);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('deleting the account', () => {
  async function openDialog() {
    const rendered = renderSettings();
    await rendered.user.click(
      within(section('Delete account')).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    return { ...rendered, dialog };
  }

  it('asks for the password again: "Delete my account" waits until one is typed', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Personal data is deleted within 30 days.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'ohyeah1');
    expect(confirm).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a wrong password (400) is said in the dialog, and nothing is left', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: ACCOUNT_TEXTS.wrongPassword }, 400));
    const { user, dialog, onAccountDeleted } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(onAccountDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });

  it('sends DELETE /api/account {password}, reads "Deleting..." and hands over once the account is closed', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, dialog, onAccountDeleted } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'ohyeah1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/account');
    expect(init).toMatchObject({ method: 'DELETE', body: JSON.stringify({ password: 'ohyeah1' }) });
    answer(jsonResponse({ deleted: true }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  });

  it('other failures come as a toast', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: API_ERRORS.internal }, 500));
    const { user, dialog, onAccountDeleted } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'ohyeah1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await toastText()).toBe(`Failed to delete account${API_ERRORS.internal}`);
    expect(onAccountDeleted).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });
});
