import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hardRedirect } from '@/lib/redirect';
import { type SessionState, sessionStateOf } from '@/lib/session/session-state';
import { jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';
import { AppRoutes } from './router';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn(), LOGIN_REDIRECT_URL: '/api/login' }));

afterEach(() => vi.useRealTimers());

const complete = makeUser();
const incomplete = makeUser({
  profileImageUrl: null,
  bio: '',
  completeness: {
    isComplete: false,
    missingFields: ['profile_picture', 'bio'],
    completedFields: ['favorite_wrestlers', 'favorite_promotions'],
    percent: 50,
  },
});

const STATES = {
  loading: { status: 'loading', user: null },
  anonymous: { status: 'anonymous', user: null },
  incomplete: { status: 'incomplete', user: incomplete },
  complete: { status: 'complete', user: complete },
  admin: { status: 'complete', user: makeUser({ isAdmin: true }) },
} satisfies Record<string, SessionState>;

function renderAt(route: string, session: SessionState) {
  return renderWithProviders(<AppRoutes session={session} />, { route });
}

const loginScreen = () => screen.findByRole('heading', { name: 'Log In' });
const signupScreen = () => screen.findByRole('heading', { name: 'Join the Crowd' });
const notFound = () => screen.findByRole('heading', { name: '404 Page Not Found' });
const onboarding = () => screen.findByRole('heading', { name: /Let's finish your profile/ });
const home = () => screen.findByRole('region', { name: 'Create a post' });

describe('sessionStateOf', () => {
  it('derives the route-table state from the user query', () => {
    expect(sessionStateOf({ isPending: true, data: undefined }).status).toBe('loading');
    expect(sessionStateOf({ isPending: false, data: null }).status).toBe('anonymous');
    expect(sessionStateOf({ isPending: false, data: undefined }).status).toBe('anonymous');
    expect(sessionStateOf({ isPending: false, data: incomplete }).status).toBe('incomplete');
    expect(sessionStateOf({ isPending: false, data: complete }).status).toBe('complete');
  });
});

describe('routes while loading or logged out', () => {
  it.each(['loading', 'anonymous'] as const)(
    '"/" is the log-in screen and /signup the sign-up (%s)',
    async (s) => {
      renderAt('/', STATES[s]);
      expect(await loginScreen()).toBeInTheDocument();
    },
  );

  it('/signup is the sign-up screen', async () => {
    renderAt('/signup', STATES.anonymous);
    expect(await signupScreen()).toBeInTheDocument();
  });

  it.each(['loading', 'anonymous'] as const)(
    '/forgot-password is the password reset screen, at once (%s)',
    async (s) => {
      renderAt('/forgot-password', STATES[s]);
      expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    },
  );

  it('"Forgot password?" on the log-in screen opens it', async () => {
    const { user } = renderAt('/', STATES.anonymous);
    await loginScreen();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('unknown paths show the 404 screen', async () => {
    renderAt('/no/such/page', STATES.anonymous);
    expect(await notFound()).toBeInTheDocument();
  });

  it('member screens wait while the session loads', async () => {
    renderAt('/search', STATES.loading);
    expect(await screen.findByLabelText('Checking your session')).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it.each(['/search', '/profile', '/profile/abc', '/trending', '/hashtag/wrestlemania', '/settings'])(
    'a logged-out visitor on %s is told and sent to /api/login after 500 ms',
    async (path) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderAt(path, STATES.anonymous);
      const toast = await screen.findByTestId('toast');
      expect(toast).toHaveTextContent('Unauthorized');
      expect(toast).toHaveTextContent('You are logged out. Logging in again...');
      expect(hardRedirect).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersByTime(500);
      });
      expect(hardRedirect).toHaveBeenCalledWith('/api/login');
    },
  );

  it('a logged-out visitor on /onboarding is sent to /', async () => {
    renderAt('/onboarding', STATES.anonymous);
    expect(await loginScreen()).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a logged-out visitor on /admin gets "Access Denied" and goes to / after 1000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/admin', STATES.anonymous);
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      "Access DeniedYou don't have permission to access the admin panel.",
    );
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('routes with an incomplete profile', () => {
  it.each(['/', '/onboarding', '/search', '/signup', '/admin', '/no/such/page'])(
    '%s renders the onboarding screen with the header',
    async (path) => {
      renderAt(path, STATES.incomplete);
      expect(await onboarding()).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    },
  );
});

describe('routes with a complete profile', () => {
  // Member screens load posts and suggestions: an empty community answers.
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([])),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/', '/onboarding'])('%s renders the home screen', async (path) => {
    renderAt(path, STATES.complete);
    expect(await home()).toBeInTheDocument();
  });

  it.each(['/signup', '/forgot-password'])('%s redirects to /', async (path) => {
    renderAt(path, STATES.complete);
    expect(await home()).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['/profile', 'Your Posts'],
    [`/profile/${complete.id}`, 'Your Posts'],
    ['/search?q=sting', 'Search & Discovery'],
    ['/trending', 'Trending & Discovery'],
    ['/hashtag/wrestlemania', 'Search & Discovery'],
    ['/settings', 'Settings'],
  ])('%s renders its screen in the layout', async (path, heading) => {
    renderAt(path, STATES.complete);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('/trending is the Trending & Discovery screen: its tabs, the 24-hour hashtags first', async () => {
    renderAt('/trending', STATES.complete);
    expect(await screen.findByRole('tab', { name: 'Trending Hashtags' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Discovery Feed' })).toBeInTheDocument();
    expect(await screen.findByText('No trending hashtags found for this timeframe')).toBeInTheDocument();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/trending/hashtags?timeframe=day', expect.anything());
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('/hashtag/{tag} is the search screen prefilled with "#tag" on the Posts tab', async () => {
    renderAt('/hashtag/WrestleMania', STATES.complete);
    expect(await screen.findByRole('combobox', { name: 'Search users or hashtags' })).toHaveValue(
      '#WrestleMania',
    );
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Users' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'No Posts Found' })).toBeInTheDocument();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/posts/hashtag/wrestlemania', expect.anything());
  });

  it("/profile/{id} of another fan loads that fan's profile", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ message: 'User not found' }, 404));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/profile/someone-else', STATES.complete);
    expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/someone-else', expect.anything());
  });

  it('/admin is the admin panel for admins (its Reports, Analytics and Audit Log tabs)', async () => {
    renderAt('/admin', STATES.admin);
    expect(await screen.findByRole('heading', { name: 'Admin Panel', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Reports/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Audit Log' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Reports' })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('a non-admin on /admin gets "Access Denied"', async () => {
    renderAt('/admin', STATES.complete);
    expect(await screen.findByTestId('toast')).toHaveTextContent('Access Denied');
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('unknown paths show the 404 screen', async () => {
    renderAt('/no/such/page', STATES.complete);
    expect(await notFound()).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
