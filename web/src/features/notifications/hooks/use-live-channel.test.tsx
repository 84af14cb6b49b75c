import { Hub } from '@aws-amplify/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '@/testing/fake-websocket';
import { useLiveChannel } from './use-live-channel';

const notification = { type: 'notification', data: { type: 'pop', message: 'Bret popped your post' } };

beforeEach(() => {
  vi.useFakeTimers();
  installFakeWebSocket();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Mounts the hook with tokens tok-1, tok-2, ... one per connection; waits for the first socket. */
async function mount(wsUrl = '/ws') {
  let n = 0;
  const getToken = vi.fn(async () => `tok-${++n}`);
  const onMessage = vi.fn();
  const hook = renderHook(() => useLiveChannel({ userId: 'me-1', wsUrl, onMessage, getToken }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { ...hook, getToken, onMessage };
}

describe('useLiveChannel (SPEC 4 live channel)', () => {
  it('connects with the ID token and sends the auth message with the userId once open', async () => {
    await mount();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/ws?token=tok-1');
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sentJson()).toEqual([{ type: 'auth', userId: 'me-1' }]);
  });

  it('passes notifications on and ignores anything else (the ping reply, junk)', async () => {
    const { onMessage } = await mount();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({ type: 'pong' });
    socket.receive('not json');
    socket.receive(notification);
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(notification);
  });

  it('carries a show page’s watch, sent again on each new connection, and keeps show messages from the toasts', async () => {
    const { watchLiveShow } = await import('@/lib/live/show-watch');
    const listener = vi.fn();
    const stop = watchLiveShow('S1', listener);
    const { onMessage } = await mount();
    const socket = FakeWebSocket.latest();
    socket.open();
    expect(socket.sentJson()).toEqual([
      { type: 'auth', userId: 'me-1' },
      { action: 'watchShow', showId: 'S1' },
    ]);
    socket.receive({ type: 'show', showId: 'S1', changed: 'card' });
    expect(listener).toHaveBeenCalledWith({ type: 'show', showId: 'S1', changed: 'card' });
    expect(onMessage).not.toHaveBeenCalled();
    socket.drop();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const again = FakeWebSocket.latest();
    expect(again).not.toBe(socket);
    again.open();
    expect(again.sentJson()).toContainEqual({ action: 'watchShow', showId: 'S1' });
    expect(listener).toHaveBeenCalledWith({ type: 'reconnected', showId: 'S1' });
    stop();
  });

  it('pings every 5 minutes while open', async () => {
    await mount();
    const socket = FakeWebSocket.latest();
    socket.open();
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000 - 1));
    expect(socket.sentJson()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(socket.sentJson()).toEqual([{ type: 'auth', userId: 'me-1' }, { action: 'ping' }]);
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(socket.sentJson()).toHaveLength(3);
  });

  it('reconnects 3000 ms after a close with code 1006, with a freshly fetched token', async () => {
    const { getToken } = await mount();
    const first = FakeWebSocket.latest();
    first.open();
    first.drop(1006);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(FakeWebSocket.made).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeWebSocket.made).toHaveLength(2);
    expect(getToken).toHaveBeenCalledTimes(2);
    const second = FakeWebSocket.latest();
    expect(second.url).toBe('ws://localhost:3000/ws?token=tok-2');
    second.open();
    expect(second.sentJson()).toEqual([{ type: 'auth', userId: 'me-1' }]);
  });

  it('keeps trying every 3000 ms while the connection fails (never opened)', async () => {
    await mount();
    FakeWebSocket.latest().drop(1006);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    FakeWebSocket.latest().drop(1006);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(FakeWebSocket.made).toHaveLength(3);
  });

  it('does not reconnect after a normal close (1000)', async () => {
    await mount();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.drop(1000);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeWebSocket.made).toHaveLength(1);
  });

  it('closes with 1000 on unmount, and nothing reconnects or pings afterwards', async () => {
    const { unmount } = await mount();
    const socket = FakeWebSocket.latest();
    socket.open();
    unmount();
    expect(socket.closedWith).toBe(1000);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(socket.sent).toHaveLength(1);
  });

  it('an unmount during a reconnect wait cancels it', async () => {
    const { unmount } = await mount();
    FakeWebSocket.latest().drop(1006);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(FakeWebSocket.made).toHaveLength(1);
  });

  it('closes with 1000 when the fan signs out', async () => {
    await mount();
    const socket = FakeWebSocket.latest();
    socket.open();
    act(() => {
      Hub.dispatch('auth', { event: 'signedOut' });
    });
    expect(socket.closedWith).toBe(1000);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(FakeWebSocket.made).toHaveLength(1);
  });

  it('uses wss:// addresses as configured (AWS)', async () => {
    await mount('wss://live.example.com/prod');
    expect(FakeWebSocket.latest().url).toBe('wss://live.example.com/prod?token=tok-1');
  });

  it('waits for a session: no token, no socket, another try 3000 ms later', async () => {
    const getToken = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce(null)
      .mockResolvedValue('tok');
    renderHook(() => useLiveChannel({ userId: 'me-1', wsUrl: '/ws', onMessage: vi.fn(), getToken }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(FakeWebSocket.made).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(FakeWebSocket.made).toHaveLength(1);
  });
});
