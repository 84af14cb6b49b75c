import { act, screen, waitFor } from '@testing-library/react';
import { fetchAuthSession } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '@/testing/fake-websocket';
import { storeAmplifySession } from '@/testing/session';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import LiveNotifications from './live-notifications';

const fetchMock = vi.fn<typeof fetch>();

type Session = Awaited<ReturnType<typeof fetchAuthSession>>;
const session = (token?: string) =>
  ({ tokens: token ? { idToken: { toString: () => token } } : undefined }) as unknown as Session;

beforeEach(() => {
  storeAmplifySession();
  vi.mocked(fetchAuthSession).mockResolvedValue(session('id-token-1'));
  installFakeWebSocket();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse([]));
});
afterEach(() => {
  vi.mocked(fetchAuthSession).mockResolvedValue(session());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const notificationCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/notifications')).length;

const note = (id: string, read: boolean) => ({
  id,
  type: 'pop',
  message: 'Bret popped your post',
  read,
  createdAt: '2026-01-02T03:04:05.000Z',
  postId: 'p1',
  fromUserId: 'fan-1',
  actorCount: 1,
  actors: [],
});

async function mount() {
  const result = renderWithProviders(<LiveNotifications userId="me-1" wsUrl="/ws" />);
  const invalidate = vi.spyOn(result.queryClient, 'invalidateQueries');
  await act(() => vi.advanceTimersByTimeAsync(0));
  // The first test of the file also loads the token's module (a dynamic import): wait for the socket.
  const socket = await waitFor(() => FakeWebSocket.latest());
  socket.open();
  return { ...result, invalidate, socket };
}

describe('LiveNotifications: a live message', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it.each([
    ['follow', 'New Follower!', 'Bret Hart followed you'],
    ['pop', 'Got a Pop!', 'Bret Hart and 4 others popped your post'],
    ['comment', 'New Comment!', 'Bret Hart commented on your post'],
    ['other', 'Notification', 'Welcome to the ring'],
  ])('of type %s shows one toast "%s" with the message', async (type, title, message) => {
    const { socket } = await mount();
    act(() => socket.receive({ type: 'notification', data: { type, message } }));
    const toasts = await screen.findAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent(title);
    expect(toasts[0]).toHaveTextContent(message);
  });

  it('then refreshes the current fan, the notifications and the feed', async () => {
    const { socket, invalidate } = await mount();
    act(() => socket.receive({ type: 'notification', data: { type: 'follow', message: 'Hi' } }));
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([['/api/user'], ['/api/notifications'], ['/api/posts', 'feed']]),
    );
  });

  it("connects with the fan's Cognito ID token and sends the auth message on open", async () => {
    const { socket } = await mount();
    expect(socket.url).toBe('ws://localhost:3000/ws?token=id-token-1');
    expect(socket.sentJson()).toEqual([{ type: 'auth', userId: 'me-1' }]);
  });
});

describe('LiveNotifications: the 30 s poll (the fallback while the socket is down)', () => {
  it('asks for the notifications every 30 s, and refreshes the fan (the badge) when they change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = [note('01A', false)];
    fetchMock.mockImplementation(async () => jsonResponse(answer));
    const { invalidate, socket } = await mount();
    socket.drop(1006);
    expect(notificationCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(notificationCalls()).toBe(2);
    const userRefreshed = () =>
      invalidate.mock.calls.map(([f]) => f?.queryKey).some((k) => k?.[0] === '/api/user');
    // Nothing new: the fan is not refetched.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(userRefreshed()).toBe(false);
    answer = [note('01B', false), note('01A', false)];
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(notificationCalls()).toBe(3);
    await waitFor(() => expect(userRefreshed()).toBe(true));
  });
});
