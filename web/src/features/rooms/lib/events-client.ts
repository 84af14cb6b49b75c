/**
 * A small AWS AppSync Events client for one room's channel (docs/rooms.md, "The room's page"): ours
 * rather than Amplify's `events` (about 29 KB gzip more, `wss://` forced on any endpoint that is not
 * AWS's, a fixed 5 s reconnect). The protocol (docs/rooms-events-local.md):
 *
 * 1. open `eventsRealtimeUrl` with the subprotocols `aws-appsync-event-ws` and
 *    `header-<base64url JSON {host, Authorization}>` (the fan's Cognito ID token);
 * 2. send `connection_init`, wait for `connection_ack` (it names `connectionTimeoutMs`);
 * 3. `subscribe {id, channel, authorization}` -> `subscribe_success` | `subscribe_error`;
 * 4. `data {id, event}`: each event one JSON string; `ka` keeps the connection: none within
 *    `connectionTimeoutMs` and the socket is given up;
 * 5. on leave `unsubscribe {id}`, then close.
 *
 * Any drop (a close, an error frame, a silent socket) reconnects with a fresh token after a delay of
 * full jitter: random(0, min(ROOM_RECONNECT_MAX_MS, ROOM_RECONNECT_BASE_MS * 2^attempt)), the attempt
 * count reset by each `subscribe_success`. Events replays nothing: `onSubscribed` runs after every
 * `subscribe_success` so the caller fetches what it missed.
 */
import { ROOM_RECONNECT_BASE_MS, ROOM_RECONNECT_MAX_MS } from '@shared/rooms';

export const EVENTS_SUBPROTOCOL = 'aws-appsync-event-ws';
/** Used until `connection_ack` names it (AWS's own value). */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 300_000;
const NORMAL_CLOSE = 1000;

export type RoomEventsStatus = 'connecting' | 'live' | 'reconnecting';

export interface RoomEventsOptions {
  /** config.json's eventsRealtimeUrl: absolute (wss://...) or relative to the page (/event/realtime). */
  realtimeUrl: string;
  /** config.json's eventsHttpHost: the `host` the auth header names. */
  httpHost: string;
  /** The room's channel, roomChannel(showId). */
  channel: string;
  /** The fan's ID token, fetched again for every connection. */
  getToken: () => Promise<string | null>;
  /** Each event published on the channel, parsed from its JSON string. */
  onEvent: (event: unknown) => void;
  /** After every subscribe_success (the first and after each reconnect): fetch what was missed. */
  onSubscribed: () => void;
  onStatus?: (status: RoomEventsStatus) => void;
  /** Tests: a fake socket, a fixed random, the page's origin. */
  WebSocketImpl?: new (
    url: string,
    protocols: string[],
  ) => WebSocket;
  random?: () => number;
  origin?: string;
}

export interface RoomEvents {
  /** Unsubscribe and close for good (leaving the room). */
  close: () => void;
}

/** base64url of a string's UTF-8 bytes, no padding (the `header-` subprotocol). */
export function base64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The real-time endpoint as a ws:// or wss:// URL (a relative one resolves against the page). */
export function realtimeSocketUrl(realtimeUrl: string, origin: string): string {
  const url = new URL(realtimeUrl, origin);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}

/** The subprotocols of a connection: the protocol's name and the auth header. */
export function eventsSubprotocols(httpHost: string, token: string): string[] {
  return [
    EVENTS_SUBPROTOCOL,
    `header-${base64Url(JSON.stringify({ host: httpHost, Authorization: token }))}`,
  ];
}

/** The wait before reconnect attempt `attempt` (0 first): full jitter under a capped exponential. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const cap = Math.min(ROOM_RECONNECT_MAX_MS, ROOM_RECONNECT_BASE_MS * 2 ** attempt);
  return Math.floor(random() * cap);
}

interface Frame {
  type?: unknown;
  id?: unknown;
  event?: unknown;
  connectionTimeoutMs?: unknown;
}

let nextId = 0;

/** Connects to a room's channel and keeps it connected until `close()`. */
export function connectRoomEvents(options: RoomEventsOptions): RoomEvents {
  const Socket = options.WebSocketImpl ?? WebSocket;
  const random = options.random ?? Math.random;
  const origin = options.origin ?? window.location.origin;
  let stopped = false;
  let attempt = 0;
  let socket: WebSocket | null = null;
  let subscriptionId: string | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const status = (s: RoomEventsStatus) => options.onStatus?.(s);

  const drop = (ws: WebSocket) => {
    clearTimeout(silenceTimer);
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
    if (ws.readyState === 0 || ws.readyState === 1) ws.close(NORMAL_CLOSE);
    if (socket === ws) socket = null;
  };

  const reconnect = (ws: WebSocket | null) => {
    if (ws) drop(ws);
    if (stopped) return;
    status('reconnecting');
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => void open(), reconnectDelay(attempt, random));
    attempt += 1;
  };

  async function open(): Promise<void> {
    const token = await options.getToken().catch(() => null);
    if (stopped) return;
    if (!token) return reconnect(null);
    let ws: WebSocket;
    try {
      ws = new Socket(
        realtimeSocketUrl(options.realtimeUrl, origin),
        eventsSubprotocols(options.httpHost, token),
      );
    } catch {
      return reconnect(null);
    }
    socket = ws;
    const authorization = { host: options.httpHost, Authorization: token };
    let timeoutMs = DEFAULT_CONNECTION_TIMEOUT_MS;
    // No keep-alive (nor anything) within the connection's timeout: the socket is dead.
    const heard = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => reconnect(ws), timeoutMs);
    };
    ws.onopen = () => {
      heard();
      ws.send(JSON.stringify({ type: 'connection_init' }));
    };
    ws.onmessage = (message: MessageEvent) => {
      let frame: Frame;
      try {
        frame = JSON.parse(String(message.data)) as Frame;
      } catch {
        return;
      }
      heard();
      switch (frame.type) {
        case 'connection_ack': {
          if (typeof frame.connectionTimeoutMs === 'number' && frame.connectionTimeoutMs > 0) {
            timeoutMs = frame.connectionTimeoutMs;
            heard();
          }
          nextId += 1;
          subscriptionId = `room-${Date.now().toString(36)}-${nextId}`;
          ws.send(
            JSON.stringify({
              type: 'subscribe',
              id: subscriptionId,
              channel: options.channel,
              authorization,
            }),
          );
          return;
        }
        case 'subscribe_success':
          if (frame.id !== subscriptionId) return;
          attempt = 0;
          status('live');
          options.onSubscribed();
          return;
        case 'data': {
          if (frame.id !== subscriptionId || typeof frame.event !== 'string') return;
          let event: unknown;
          try {
            event = JSON.parse(frame.event);
          } catch {
            return;
          }
          options.onEvent(event);
          return;
        }
        case 'ka':
          return;
        case 'subscribe_error':
        case 'connection_error':
        case 'error':
          // A refused subscribe (an expired token), a refused connection: start over with a fresh token.
          return reconnect(ws);
        default:
          return;
      }
    };
    ws.onclose = () => reconnect(ws);
    ws.onerror = () => undefined;
  }

  status('connecting');
  void open();
  return {
    close: () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(reconnectTimer);
      const ws = socket;
      if (!ws) return;
      if (ws.readyState === 1 && subscriptionId) {
        ws.send(JSON.stringify({ type: 'unsubscribe', id: subscriptionId }));
      }
      drop(ws);
    },
  };
}
