import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AppRouter, AppRoutes } from '@/app/router';
import { FakeWebSocket, installFakeWebSocket } from '@/testing/fake-websocket';
import { storeAmplifySession } from '@/testing/session';
import { createTestQueryClient, jsonResponse, makeUser, renderWithProviders } from '@/testing/test-utils';

vi.mock('@/lib/config', () => ({ getConfig: () => ({ wsUrl: '/ws' }), loadedConfig: () => null }));

type Session = Awaited<ReturnType<typeof fetchAuthSession>>;
const session = (token?: string) =>
  ({ tokens: token ? { idToken: { toString: () => token } } : undefined }) as unknown as Session;

const popped = {
  id: '01JNOTE000000000000000001',
  type: 'pop',
  message: 'Bret Hart popped your post',
  read: false,
  createdAt: new Date().toISOString(),
  postId: 'p1',
  fromUserId: 'fan-bret',
  actorCount: 1,
  actors: [{ id: 'fan-bret', displayName: 'Bret Hart', handle: 'hitman', profileImageUrl: null }],
};

const fetchMock = vi.fn<typeof fetch>();
let me = makeUser({ unreadNotifications: 12 });

beforeEach(() => {
  me = makeUser({ unreadNotifications: 12 });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/user') return jsonResponse(me);
    if (url.startsWith('/api/notifications')) return jsonResponse([popped]);
    return jsonResponse([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  storeAmplifySession();
  vi.mocked(fetchAuthSession).mockResolvedValue(session('id-token-1'));
  installFakeWebSocket();
});
afterEach(() => {
  vi.mocked(fetchAuthSession).mockResolvedValue(session());
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the bell and the Alerts tab', () => {
  it('show the badge capped at 9+ and open the notification panel', async () => {
    const { user } = renderWithProviders(<AppRoutes session={{ status: 'complete', user: me }} />, {
      route: '/trending',
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 9+ unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(panel).findByRole('button', { name: /Bret Hart popped your post/ }),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '9+ Alerts, unread', hidden: true }));
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(again).getByRole('button', { name: /Bret Hart popped your post/ })).toBeInTheDocument();
  });
});

describe('the live channel in the app', () => {
  async function renderApp() {
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <AppRouter />
      </AppProvider>,
    );
    // The first screen is a lazily loaded chunk: give it time on a cold start.
    await screen.findByRole('region', { name: 'Create a post' }, { timeout: 5000 });
    await waitFor(() => expect(FakeWebSocket.made).toHaveLength(1));
    return user;
  }

  it('opens once for the signed-in fan and stays open from screen to screen', async () => {
    const user = await renderApp();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/ws?token=id-token-1');
    act(() => socket.open());
    expect(socket.sentJson()).toEqual([{ type: 'auth', userId: me.id }]);
    await user.click(screen.getByRole('link', { name: 'Trending' }));
    expect(await screen.findByRole('heading', { name: 'Trending & Discovery' })).toBeInTheDocument();
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(socket.closedWith).toBeUndefined();
  });

  it('a live message shows its toast and updates the badge from the refreshed fan', async () => {
    await renderApp();
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    expect(screen.getByRole('button', { name: 'Notifications, 9+ unread' })).toBeInTheDocument();
    // The fan read some elsewhere; one new follower since.
    me = makeUser({ unreadNotifications: 3 });
    act(() =>
      socket.receive({ type: 'notification', data: { type: 'follow', message: 'Bret followed you' } }),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('New Follower!');
    expect(toast).toHaveTextContent('Bret followed you');
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });
});
