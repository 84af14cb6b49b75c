import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiveLiveMessage, setLiveSocket, watchLiveShow } from './show-watch';

afterEach(() => setLiveSocket(null));

const sent = (send: ReturnType<typeof vi.fn>) => send.mock.calls.map(([data]) => JSON.parse(String(data)));

describe('a show page on the live socket', () => {
  it('sends its watch once the socket opens, again on every new socket (telling the page to catch up), and stops', () => {
    const listener = vi.fn();
    const stop = watchLiveShow('S1', listener);
    const first = vi.fn();
    setLiveSocket(first);
    expect(sent(first)).toEqual([{ action: 'watchShow', showId: 'S1' }]);
    expect(listener).not.toHaveBeenCalled();
    // The socket drops; a new connection has no watch: sent again, and the page refetches.
    setLiveSocket(null);
    const second = vi.fn();
    setLiveSocket(second);
    expect(sent(second)).toEqual([{ action: 'watchShow', showId: 'S1' }]);
    expect(listener).toHaveBeenCalledWith({ type: 'reconnected', showId: 'S1' });
    stop();
    expect(sent(second)).toEqual([
      { action: 'watchShow', showId: 'S1' },
      { action: 'watchShow', showId: null },
    ]);
  });

  it('hands the page the messages about its show only; notifications and junk are not show messages', () => {
    const send = vi.fn();
    setLiveSocket(send);
    const listener = vi.fn();
    const stop = watchLiveShow('S1', listener);
    expect(sent(send)).toEqual([{ action: 'watchShow', showId: 'S1' }]);
    const card = { type: 'show', showId: 'S1', changed: 'card' };
    expect(receiveLiveMessage(JSON.stringify(card))).toBe(true);
    expect(receiveLiveMessage(JSON.stringify({ type: 'show', showId: 'S2', changed: 'posts' }))).toBe(true);
    expect(receiveLiveMessage(JSON.stringify({ type: 'watch', showId: 'S1', live: false }))).toBe(true);
    expect(listener.mock.calls).toEqual([[card], [{ type: 'watch', showId: 'S1', live: false }]]);
    const notification = { type: 'notification', data: { type: 'pop', message: 'a "showId" in text' } };
    expect(receiveLiveMessage(JSON.stringify(notification))).toBe(false);
    expect(receiveLiveMessage('not json "showId"')).toBe(false);
    expect(receiveLiveMessage(JSON.stringify({ type: 'pong' }))).toBe(false);
    // A page that stopped watching hears nothing more; a later page's watch replaces it.
    stop();
    const next = vi.fn();
    watchLiveShow('S3', next);
    receiveLiveMessage(JSON.stringify({ type: 'show', showId: 'S1', changed: 'card' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(next).not.toHaveBeenCalled();
    // A stale stop (the earlier page unmounting after the next one mounted) leaves the new watch.
    stop();
    expect(sent(send).at(-1)).toEqual({ action: 'watchShow', showId: 'S3' });
  });
});
