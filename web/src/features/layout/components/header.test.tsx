import { SETTINGS_TEXTS } from '@shared/messages-core';
import { screen, waitFor, within } from '@testing-library/react';
import { signOut } from 'aws-amplify/auth';
import { describe, expect, it, vi } from 'vitest';
import { badgeLabel } from '@/features/layout/utils/badge-label';
import { hardRedirect } from '@/lib/redirect';
import { StubNotificationPanel as StubPanel } from '@/testing/stub-notification-panel';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { Header } from './header';
import { activeTab } from './mobile-nav';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn(), LOGIN_REDIRECT_URL: '/api/login' }));
// Uppy runs in the e2e suite; here the dialog's uploader is a stand-in.
vi.mock('@/components/profile-picture/picture-uploader', () => ({ default: () => <p>uploader</p> }));

describe('header helpers', () => {
  it('caps the badge at 9+', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(3)).toBe('3');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
  });

  it('marks Search active on /search and /hashtag', () => {
    expect(activeTab('/search')).toBe('search');
    expect(activeTab('/hashtag/raw')).toBe('search');
    expect(activeTab('/')).toBe('home');
    expect(activeTab('/trending')).toBeNull();
  });

  it("marks Profile active on the own profile only, not on another fan's", () => {
    expect(activeTab('/profile')).toBe('profile');
    expect(activeTab('/profile/me-1', 'me-1')).toBe('profile');
    expect(activeTab('/profile/me-1/', 'me-1')).toBe('profile');
    expect(activeTab('/profile/abc', 'me-1')).toBeNull();
    expect(activeTab('/profile/abc')).toBeNull();
    expect(activeTab('/profiles', 'me-1')).toBeNull();
  });
});

describe('Header', () => {
  it('submits non-blank search text to /search?q=', async () => {
    const { user } = renderWithProviders(<Header user={makeUser()} notificationPanel={StubPanel} />, {
      route: '/trending',
    });
    const [box] = screen.getAllByRole('combobox', { name: 'Search' });
    await user.type(box as HTMLElement, '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/trending');
    await user.type(box as HTMLElement, '#Royal Rumble{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=%23Royal%20Rumble');
  });

  it('suggests fans, wrestling and hashtags as the fan types; the list loads on focus; Enter on one opens it', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/search?q=aew'
        ? jsonResponse({
            entities: [
              {
                id: '01JAEW00000000000000000000',
                kind: 'promotion',
                slug: 'aew',
                name: 'All Elite Wrestling',
                shortName: 'AEW',
                colors: { primary: '#212121', secondary: '#c9a227' },
              },
            ],
            users: [],
            hashtags: [{ name: 'aewdynamite', postCount: 3 }],
          })
        : jsonResponse({ message: 'Not found' }, 404),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const { user } = renderWithProviders(<Header user={makeUser()} notificationPanel={StubPanel} />, {
        route: '/trending',
      });
      const [box] = screen.getAllByRole('combobox', { name: 'Search' });
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(box).toHaveAttribute('aria-autocomplete', 'list');
      await user.type(box as HTMLElement, 'aew');
      const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
      expect(await within(list).findByRole('option', { name: /All Elite Wrestling/ })).toHaveTextContent(
        'Promotion',
      );
      expect(within(list).getByRole('option', { name: /#aewdynamite/ })).toHaveTextContent('3 posts');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/promotions\/aew$/);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the bell shows the unread count and opens the notification panel below it', async () => {
    const { user } = renderWithProviders(
      <Header user={makeUser({ unreadNotifications: 4 })} notificationPanel={StubPanel} />,
    );
    const bell = screen.getByRole('button', { name: 'Notifications, 4 unread' });
    expect(within(bell).getByText('4')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveAttribute('data-placement', 'below');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('the bell has no badge without unread notifications', () => {
    renderWithProviders(<Header user={makeUser({ unreadNotifications: 0 })} notificationPanel={StubPanel} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows the unread badge and the admin link only to admins', async () => {
    const { user, unmount } = renderWithProviders(
      <Header user={makeUser({ unreadNotifications: 12 })} notificationPanel={StubPanel} />,
    );
    expect(
      within(screen.getByRole('button', { name: 'Notifications, 9+ unread' })).getByText('9+'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Your Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Search & Discovery' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
    unmount();

    const admin = renderWithProviders(
      <Header user={makeUser({ isAdmin: true })} notificationPanel={StubPanel} />,
    );
    await admin.user.click(screen.getByRole('button', { name: 'Open account menu' }));
    await admin.user.click(await screen.findByRole('menuitem', { name: 'Admin Panel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it('lists Settings after Search & Discovery, before Admin Panel and Sign Out, and opens /settings', async () => {
    const { user } = renderWithProviders(
      <Header user={makeUser({ isAdmin: true })} notificationPanel={StubPanel} />,
    );
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Your Profile',
      'Search & Discovery',
      SETTINGS_TEXTS.title,
      'Admin Panel',
      'Sign Out',
    ]);
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the picture upload dialog from the avatar, and the menu from its own button', async () => {
    const { user } = renderWithProviders(<Header user={makeUser()} notificationPanel={StubPanel} />);
    await user.click(screen.getByRole('button', { name: /Change profile picture$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update profile picture' });
    expect(await screen.findByText('uploader')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('signs out, clears the cache and goes to /api/login', async () => {
    const { user, queryClient } = renderWithProviders(
      <Header user={makeUser()} notificationPanel={StubPanel} />,
    );
    queryClient.setQueryData(['/api/user'], makeUser());
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/api/login'));
    expect(signOut).toHaveBeenCalled();
    expect(queryClient.getQueryData(['/api/user'])).toBeUndefined();
  });
});
