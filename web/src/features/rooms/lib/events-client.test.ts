import { ROOM_RECONNECT_BASE_MS, ROOM_RECONNECT_MAX_MS, roomChannel } from '@shared/rooms';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  base64Url,
  connectRoomEvents,
  DEFAULT_CONNECTION_TIMEOUT_MS,
  EVENTS_SUBPROTOCOL,
  type RoomEventsOptions,
  realtimeSocketUrl,
  reconnectDelay,
} from './events-client';

/** A fake socket: records what the client sends; the test plays the server's frames. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.closed = code;
  }
  // The server's side.
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  frame(frame: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** Opened, acknowledged and subscribed: returns the subscription's id. */
  handshake(ack: Record<string, unknown> = { connectionTimeoutMs: 300_000 }) {
    this.open();
    this.frame({ type: 'connection_ack', ...ack });
    const subscribe = this.sent.find((f) => f.type === 'subscribe');
    const id = String(subscribe?.id);
    this.frame({ type: 'subscribe_success', id });
    return id;
  }
}

const SHOW = '01J00000000000000000000SHW';
let tokens: number;

function start(overrides: Partial<RoomEventsOptions> = {}) {
  const onEvent = vi.fn();
  const onSubscribed = vi.fn();
  const onStatus = vi.fn();
  const events = connectRoomEvents({
    realtimeUrl: '/event/realtime',
    httpHost: '127.0.0.1:5173',
    channel: roomChannel(SHOW),
    getToken: async () => `token-${++tokens}`,
    onEvent,
    onSubscribed,
    onStatus,
    WebSocketImpl: FakeSocket as unknown as RoomEventsOptions['WebSocketImpl'],
    random: () => 0.5,
    origin: 'http://127.0.0.1:5173',
    ...overrides,
  });
  return { events, onEvent, onSubscribed, onStatus };
}

/** Lets the token promise resolve and the socket be made. */
const socketMade = async (n: number) => {
  await vi.waitFor(() => expect(FakeSocket.all.length).toBe(n));
  return FakeSocket.all[n - 1] as FakeSocket;
};

beforeEach(() => {
  FakeSocket.all = [];
  tokens = 0;
});
afterEach(() => vi.useRealTimers());

describe('the room events client', () => {
  it('connects with the protocol and the auth header, subscribes after the ack and hands over each event', async () => {
    const { onEvent, onSubscribed, onStatus } = start();
    const ws = await socketMade(1);
    expect(ws.url).toBe('ws://127.0.0.1:5173/event/realtime');
    const [protocol, header] = ws.protocols;
    expect(protocol).toBe(EVENTS_SUBPROTOCOL);
    const encoded = String(header).replace(/^header-/, '');
    expect(encoded).not.toMatch(/[+/=]/);
    const json = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    expect(JSON.parse(json)).toEqual({ host: '127.0.0.1:5173', Authorization: 'token-1' });

    ws.open();
    expect(ws.sent).toEqual([{ type: 'connection_init' }]);
    ws.frame({ type: 'connection_ack', connectionTimeoutMs: 300_000 });
    const subscribe = ws.sent[1];
    expect(subscribe).toMatchObject({
      type: 'subscribe',
      channel: `/rooms/${SHOW}`,
      authorization: { host: '127.0.0.1:5173', Authorization: 'token-1' },
    });
    expect(String(subscribe?.id)).toMatch(/^[a-zA-Z0-9-_+]{1,128}$/);
    expect(onSubscribed).not.toHaveBeenCalled();
    ws.frame({ type: 'subscribe_success', id: subscribe?.id });
    expect(onSubscribed).toHaveBeenCalledTimes(1);
    expect(onStatus).toHaveBeenLastCalledWith('live');

    ws.frame({ type: 'data', id: subscribe?.id, event: JSON.stringify({ showId: SHOW, lastSeq: 3 }) });
    ws.frame({ type: 'data', id: 'another', event: JSON.stringify({ other: true }) });
    ws.frame({ type: 'data', id: subscribe?.id, event: 'not json' });
    ws.frame({ type: 'ka' });
    expect(onEvent.mock.calls).toEqual([[{ showId: SHOW, lastSeq: 3 }]]);
  });

  it('unsubscribes and closes on leave, and never reconnects after', async () => {
    vi.useFakeTimers();
    const { events } = start();
    const ws = await socketMade(1);
    const id = ws.handshake();
    events.close();
    expect(ws.sent.at(-1)).toEqual({ type: 'unsubscribe', id });
    expect(ws.closed).toBe(1000);
    await vi.advanceTimersByTimeAsync(ROOM_RECONNECT_MAX_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reconnects after a drop with a fresh token and a jittered backoff, and subscribes again', async () => {
    vi.useFakeTimers();
    const { onSubscribed, onStatus } = start();
    const first = await socketMade(1);
    first.handshake();
    first.drop();
    expect(onStatus).toHaveBeenLastCalledWith('reconnecting');
    // Attempt 0: random 0.5 of the base.
    await vi.advanceTimersByTimeAsync(ROOM_RECONNECT_BASE_MS * 0.5 - 1);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = await socketMade(2);
    expect(second.protocols[1]).not.toBe(first.protocols[1]);
    // It fails before subscribing: attempt 1 waits 0.5 * 2 * base.
    second.drop();
    await vi.advanceTimersByTimeAsync(ROOM_RECONNECT_BASE_MS - 1);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const third = await socketMade(3);
    third.handshake();
    expect(onSubscribed).toHaveBeenCalledTimes(2);
    // Subscribed again: the next drop starts from the base again.
    third.drop();
    await vi.advanceTimersByTimeAsync(ROOM_RECONNECT_BASE_MS * 0.5);
    await socketMade(4);
  });

  it('gives up a socket that sends no keep-alive within the acknowledged timeout', async () => {
    vi.useFakeTimers();
    start();
    const ws = await socketMade(1);
    ws.handshake({ connectionTimeoutMs: 1_000 });
    await vi.advanceTimersByTimeAsync(900);
    ws.frame({ type: 'ka' });
    await vi.advanceTimersByTimeAsync(900);
    expect(ws.closed).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(ws.closed).toBe(1000);
    await vi.advanceTimersByTimeAsync(ROOM_RECONNECT_BASE_MS);
    await socketMade(2);
  });

  it('starts over on a refused subscribe or connection, and waits for a token', async () => {
    vi.useFakeTimers();
    let token: string | null = null;
    start({ getToken: async () => token });
    await vi.advanceTimersByTimeAsync(ROOM_RECONNECT_BASE_MS);
    expect(FakeSocket.all).toHaveLength(0);
    token = 'fresh';
    await vi.advanceTimersByTimeAsync(ROOM_RECONNECT_MAX_MS);
    const ws = await socketMade(1);
    ws.open();
    ws.frame({ type: 'connection_ack' });
    ws.frame({
      type: 'subscribe_error',
      id: ws.sent[1]?.id,
      errors: [{ errorType: 'UnauthorizedException' }],
    });
    expect(ws.closed).toBe(1000);
    await vi.advanceTimersByTimeAsync(ROOM_RECONNECT_MAX_MS);
    const next = await socketMade(2);
    next.open();
    next.frame({ type: 'connection_error', errors: [] });
    expect(next.closed).toBe(1000);
  });
});

describe('its pieces', () => {
  it('writes the auth header as base64url without padding, UTF-8 included', () => {
    expect(base64Url('{"a":"b"}')).toBe('eyJhIjoiYiJ9');
    expect(base64Url('??>')).toBe('Pz8-');
    expect(base64Url('é')).toBe('w6k');
  });

  it('resolves the endpoint against the page, ws for http and wss for https', () => {
    expect(realtimeSocketUrl('/event/realtime', 'https://ringside.example')).toBe(
      'wss://ringside.example/event/realtime',
    );
    expect(
      realtimeSocketUrl('wss://x.appsync-realtime-api.eu-west-1.amazonaws.com/event/realtime', 'http://a'),
    ).toBe('wss://x.appsync-realtime-api.eu-west-1.amazonaws.com/event/realtime');
  });

  it('backs off exponentially with full jitter, capped', () => {
    expect(reconnectDelay(0, () => 0.999)).toBe(Math.floor(0.999 * ROOM_RECONNECT_BASE_MS));
    expect(reconnectDelay(3, () => 1)).toBe(ROOM_RECONNECT_BASE_MS * 8);
    expect(reconnectDelay(30, () => 1)).toBe(ROOM_RECONNECT_MAX_MS);
    expect(reconnectDelay(5, () => 0)).toBe(0);
    expect(DEFAULT_CONNECTION_TIMEOUT_MS).toBe(300_000);
  });
});
