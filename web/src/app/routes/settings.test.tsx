import { ROOM_TEXTS } from '@shared/messages-rooms';
import { render, screen, waitFor, within } from '@testing-library/react';
import { signOut } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AppRoutes, CookieBanner } from '@/app/router';
import { resetToasts } from '@/components/ui/toast/toast-store';
import { hardRedirect } from '@/lib/redirect';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { leaveDeletedAccount } from './settings';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn(), LOGIN_REDIRECT_URL: '/api/login' }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The layout's calls (notifications and friends) answer empty lists.
  fetchMock.mockImplementation(async () => jsonResponse([]));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  window.sessionStorage.clear();
});

function renderSettings() {
  return renderWithProviders(<AppRoutes session={{ status: 'complete', user: makeUser() }} />, {
    route: '/settings',
  });
}

describe('/settings', () => {
  it('is the settings screen in the member layout, with the cookie choice', async () => {
    window.localStorage.setItem('cookie-consent', 'rejected');
    renderSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const cookies = screen.getByRole('region', { name: 'Cookies' });
    expect(within(cookies).getByRole('radiogroup', { name: 'Cookies' })).toBeInTheDocument();
    expect(within(cookies).getByRole('radio', { name: 'Essential only' })).toBeChecked();
  });

  it("has Spoiler Guard's section, its choices loaded with it", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/settings/spoilers'
        ? jsonResponse({ protect: 'all', liftAfter: '7d' })
        : jsonResponse([]),
    );
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Spoiler Guard' });
    expect(await within(section).findByRole('radio', { name: 'All shows' })).toBeChecked();
    expect(within(section).getByRole('radio', { name: 'After 7 days' })).toBeChecked();
  });

  it('has the show-night alerts section, its switch loaded with it (off unless turned on)', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/settings/alerts' ? jsonResponse({ showNight: true }) : jsonResponse([]),
    );
    renderSettings();
    const section = await screen.findByRole('region', { name: ROOM_TEXTS.alertsHeading });
    expect(section).toHaveTextContent(ROOM_TEXTS.alertsText);
    const toggle = within(section).getByRole('switch', { name: ROOM_TEXTS.alertsHeading });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it("opens the legal feature's Cookie Policy from the cookie section", async () => {
    const { user } = renderSettings();
    const cookies = await screen.findByRole('region', { name: 'Cookies' });
    await user.click(within(cookies).getByRole('button', { name: 'Cookie Policy' }));
    const policy = await screen.findByRole('dialog', { name: 'Cookie Policy' });
    expect(policy).toHaveTextContent('Last Updated: October 4, 2025');
    expect(policy).toHaveTextContent('connect.sid');
  });

  it('a deleted account is signed out and sent to the landing page, which says so once', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'DELETE' && String(input) === '/api/account'
        ? jsonResponse({ deleted: true })
        : jsonResponse([]),
    );
    const { user, unmount } = renderSettings();
    const danger = await screen.findByRole('region', { name: 'Delete account' });
    await user.click(within(danger).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'ohyeah1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(vi.mocked(signOut).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(hardRedirect).mock.invocationCallOrder[0] as number,
    );
    unmount();

    // The reloaded landing page.
    const landing = render(<AppProvider>{null}</AppProvider>);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Account deletedYour account and data are being deleted.');
    expect(toast).toHaveAttribute('data-variant', 'success');
    landing.unmount();
    resetToasts();
    render(<AppProvider>{null}</AppProvider>);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('leaves even when Amplify cannot sign out', async () => {
    vi.mocked(signOut).mockRejectedValueOnce(new Error('offline'));
    await leaveDeletedAccount();
    expect(hardRedirect).toHaveBeenCalledWith('/');
  });
});

describe('the cookie banner', () => {
  it('"Cookie Policy" in its text opens the Cookie Policy over it', async () => {
    const { user } = renderWithProviders(<CookieBanner />);
    const banner = screen.getByRole('dialog', { name: 'We use cookies' });
    await user.click(within(banner).getByRole('button', { name: 'Cookie Policy' }));
    const policy = await screen.findByRole('dialog', { name: 'Cookie Policy' });
    expect(policy).toHaveTextContent('connect.sid');
    await user.click(within(policy).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cookie Policy' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'We use cookies' })).toBeInTheDocument();
    expect(window.localStorage.getItem('cookie-consent')).toBeNull();
  });
});
