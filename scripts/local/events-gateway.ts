/**
 * The local AWS AppSync Events API (issue 38's engine; docs/rooms-events-local.md): one server with
 * the HTTP publish endpoint (POST /event) and the real-time endpoint (GET /event/realtime, a
 * WebSocket with the `aws-appsync-event-ws` subprotocol), speaking the frames of AWS's protocol:
 * connection_init / connection_ack (connectionTimeoutMs), ka, subscribe / subscribe_success /
 * subscribe_error, data (each event its own frame, the event as a JSON string), unsubscribe /
 * unsubscribe_success, publish / publish_success / publish_error, and `error` for what it cannot read.
 *
 * Auth as the deployed API is configured: connecting and subscribing with the local Cognito's tokens
 * (the base64url `header-...` subprotocol, then each subscribe's `authorization`; a socket opened
 * without a valid one gets `connection_error` and is closed), publishing with IAM over HTTP or the
 * socket (a SigV4 signature checked against the local cloud's fixed dummy key, the one the functions
 * already sign with for the S3 emulator). Only the configured namespaces exist; a channel is
 * `/namespace/segment...` (1 to 5 segments), and a subscription may end in `/*`, which matches every
 * channel below it. Nothing is stored or replayed, as in AWS.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Claims } from '../../functions/lib/claims';
import { assertLocalOnly, type TokenVerifier } from '../../functions/lib/verifier';
import { listen, readBody } from './http-util';

export const EVENTS_SUBPROTOCOL = 'aws-appsync-event-ws';
export const EVENTS_HTTP_PATH = '/event';
export const EVENTS_REALTIME_PATH = '/event/realtime';
/** What connection_ack announces: the longest a client waits for a `ka` before reconnecting. */
export const CONNECTION_TIMEOUT_MS = 300_000;
export const MAX_EVENTS_PER_PUBLISH = 5;
export const MAX_EVENT_BYTES = 240 * 1024;
export const MAX_CHANNEL_SEGMENTS = 5;
/** The local cloud's dummy AWS key (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY of cloud.ts). */
export const LOCAL_IAM_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type PublishAuthMode = 'AWS_IAM' | 'AMAZON_COGNITO_USER_POOLS';

export interface EventsGatewayOptions {
  /** 0: a free port chosen by the OS (tests). */
  port: number;
  /** The channel namespaces the API defines (EventApi.addChannelNamespace in AWS). */
  namespaces: string[];
  /** Verifies the local Cognito's tokens for connecting and subscribing (localCognitoTokens). */
  verifier: TokenVerifier;
  /** Who may publish, over HTTP and WebSocket (default: our functions with IAM only). */
  publishAuthModes?: PublishAuthMode[];
  iamCredentials?: { accessKeyId: string; secretAccessKey: string };
  /** How often each connection gets a `ka` (AWS: every 60 s, the default). */
  keepAliveMs?: number;
  /**
   * A subscriber whose socket has this many bytes waiting (a viewer that never reads) is dropped,
   * so one stuck viewer cannot hold the others' frames or the process's memory (default 4 MiB; a
   * local choice: AWS does not document its limit, only that the service keeps serving the rest).
   */
  maxBufferedBytes?: number;
  log?: (line: string) => void;
}

export interface EventsGateway {
  /** Base of the HTTP endpoint (POST `${httpEndpoint}/event`). */
  httpEndpoint: string;
  /** The real-time endpoint (`ws://127.0.0.1:port/event/realtime`). */
  realtimeEndpoint: string;
  port: number;
  stop: () => Promise<void>;
}

interface EventsError {
  errorType: string;
  message: string;
}
const unauthorized: EventsError = {
  errorType: 'UnauthorizedException',
  message: 'You are not authorized to make this call.',
};
const badRequest = (message: string): EventsError => ({ errorType: 'BadRequestException', message });
/** An operation's id, as AWS's protocol page gives it. */
const OPERATION_ID = /^[a-zA-Z0-9-_+]{1,128}$/;

/**
 * Verifies the local Cognito's ID and access tokens for our app client: AWS's protocol page names
 * the ID token, Amplify's events client sends the access token (docs/rooms-events-local.md).
 */
export function localCognitoTokens(o: { issuer: string; clientId: string }): TokenVerifier {
  assertLocalOnly(process.env, o.issuer);
  // The emulator serves its JWKS over plain http, which aws-jwt-verify's own fetcher refuses.
  const fetcher = {
    fetch: async (uri: string) => {
      const res = await fetch(uri, { signal: AbortSignal.timeout(3000) });
      if (!res.ok) throw new Error(`JWKS fetch failed with ${res.status}`);
      return res.arrayBuffer();
    },
  };
  const verifier = JwtRsaVerifier.create(
    { issuer: o.issuer, audience: null, jwksUri: `${o.issuer}/.well-known/jwks.json` },
    { jwksCache: new SimpleJwksCache({ fetcher }) },
  );
  return {
    verify: async (token) => {
      const claims = (await verifier.verify(token)) as unknown as Claims;
      const forClient =
        (claims.token_use === 'id' && claims.aud === o.clientId) ||
        (claims.token_use === 'access' && claims.client_id === o.clientId);
      if (!forClient) throw new Error('Not a token of this app client');
      return claims;
    },
  };
}

/**
 * A channel path's segments, or an error: 1 to 5 segments of 1-50 letters, digits and inner dashes,
 * the first a namespace of the API; the leading and trailing slashes are optional (`/ns/a/b`,
 * `ns/a/b/`). A subscription (not a publish) may end in `*`.
 */
export function parseChannel(
  channel: unknown,
  namespaces: readonly string[],
  use: 'publish' | 'subscribe',
): { segments: string[] } | { error: EventsError } {
  if (typeof channel !== 'string' || channel === '') return { error: badRequest('A channel is required') };
  const segments = channel.replace(/^\//, '').replace(/\/$/, '').split('/');
  if (segments.length > MAX_CHANNEL_SEGMENTS)
    return { error: badRequest(`A channel has 1 to ${MAX_CHANNEL_SEGMENTS} segments: ${channel}`) };
  const last = segments.length - 1;
  for (const [i, segment] of segments.entries()) {
    const wildcard = segment === '*' && i === last && i > 0 && use === 'subscribe';
    if (!wildcard && !/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,48}[A-Za-z0-9])?$/.test(segment))
      return { error: badRequest(`Invalid channel segment "${segment}" in ${channel}`) };
  }
  if (!namespaces.includes(segments[0] as string))
    return { error: badRequest(`No channel namespace "${segments[0]}" in this API`) };
  return { segments };
}

/** Whether a subscription's channel (maybe ending in `*`) covers a published channel. */
export function channelMatches(pattern: readonly string[], channel: readonly string[]): boolean {
  if (pattern[pattern.length - 1] === '*') {
    const prefix = pattern.slice(0, -1);
    return channel.length > prefix.length && prefix.every((s, i) => s === channel[i]);
  }
  return pattern.length === channel.length && pattern.every((s, i) => s === channel[i]);
}

/** The events of a publish, or an error: 1 to 5, each a string holding valid JSON. */
function parseEvents(events: unknown): { events: string[] } | { error: EventsError } {
  if (!Array.isArray(events) || events.length === 0)
    return { error: badRequest('events must be a non-empty list') };
  if (events.length > MAX_EVENTS_PER_PUBLISH)
    return { error: badRequest(`At most ${MAX_EVENTS_PER_PUBLISH} events per publish`) };
  for (const event of events) {
    if (typeof event !== 'string') return { error: badRequest('Each event is a JSON string') };
    if (Buffer.byteLength(event) > MAX_EVENT_BYTES)
      return { error: badRequest(`An event is at most ${MAX_EVENT_BYTES} bytes`) };
    try {
      JSON.parse(event);
    } catch {
      return { error: badRequest('Each event is a JSON string') };
    }
  }
  return { events: events as string[] };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Checks a SigV4 `Authorization` header (service `appsync`) against the local key: the canonical
 * request rebuilt from the signed headers, path and body, as AWS checks it. Headers lower-case.
 */
export function verifySigV4(
  req: { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: string },
  credentials: { accessKeyId: string; secretAccessKey: string },
): boolean {
  const header = String(req.headers.authorization ?? '');
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!m) return false;
  const [, keyId, day, region, service, signedHeaders, signature] = m as unknown as string[];
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (keyId !== credentials.accessKeyId || service !== 'appsync' || !amzDate.startsWith(day as string))
    return false;
  const names = (signedHeaders as string).split(';');
  if (!names.includes('host')) return false;
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const [path, query = ''] = req.path.split('?');
  const canonicalRequest = [req.method, path, query, canonicalHeaders, signedHeaders, sha256(req.body)].join(
    '\n',
  );
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day as string);
  for (const part of [region as string, service as string, 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(toSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature as string, 'hex'));
}

/** The auth header a client puts in the `header-<base64url JSON>` subprotocol. */
export function authSubprotocol(headers: Record<string, string>): string {
  return `header-${Buffer.from(JSON.stringify(headers)).toString('base64url')}`;
}

function headerFromSubprotocols(value: string | undefined): Record<string, unknown> | null {
  const encoded = (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .find((p) => p.startsWith('header-'));
  if (!encoded) return null;
  try {
    const parsed = JSON.parse(Buffer.from(encoded.slice('header-'.length), 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

interface Subscription {
  socket: WebSocket;
  id: string;
  pattern: string[];
}

export async function startEventsGateway(opts: EventsGatewayOptions): Promise<EventsGateway> {
  const log = opts.log ?? (() => undefined);
  const publishModes = opts.publishAuthModes ?? ['AWS_IAM'];
  const credentials = opts.iamCredentials ?? LOCAL_IAM_CREDENTIALS;
  const keepAliveMs = opts.keepAliveMs ?? 60_000;
  const maxBufferedBytes = opts.maxBufferedBytes ?? 4 * 1024 * 1024;
  const subscriptions = new Set<Subscription>();
  const timers = new Set<NodeJS.Timeout>();

  const tokenOk = async (authorization: unknown) => {
    if (typeof authorization !== 'string' || authorization === '') return false;
    try {
      await opts.verifier.verify(authorization.replace(/^Bearer /, ''));
      return true;
    } catch {
      return false;
    }
  };

  /** May this request publish? IAM (a SigV4 header) or a Cognito token, as the modes allow. */
  const publishAllowed = async (
    headers: Record<string, string | string[] | undefined>,
    path: string,
    body: string,
  ) => {
    const authorization = String(headers.authorization ?? '');
    if (authorization.startsWith('AWS4-HMAC-SHA256 '))
      return (
        publishModes.includes('AWS_IAM') && verifySigV4({ method: 'POST', path, headers, body }, credentials)
      );
    return publishModes.includes('AMAZON_COGNITO_USER_POOLS') && tokenOk(authorization);
  };

  /** Delivers each event as its own `data` frame, in order, to every matching subscription. */
  // One data frame per event and subscription. A room has thousands of subscribers: each event is
  // serialised once, and the frame's bytes once per subscription id (viewers that chose the same id
  // share them), so a publish costs the sends, not thousands of JSON.stringify calls.
  const fanOut = (channel: string[], events: string[]) => {
    const tails = events.map((event) => `,"event":${JSON.stringify(event)}}`);
    const frames = new Map<string, Buffer[]>();
    for (const sub of subscriptions) {
      if (!channelMatches(sub.pattern, channel)) continue;
      let bytes = frames.get(sub.id);
      if (!bytes) {
        const head = `{"type":"data","id":${JSON.stringify(sub.id)}`;
        bytes = tails.map((tail) => Buffer.from(head + tail));
        frames.set(sub.id, bytes);
      }
      if (sub.socket.bufferedAmount > maxBufferedBytes) {
        log(`dropping a subscriber that does not read (${sub.socket.bufferedAmount} bytes waiting)`);
        sub.socket.terminate();
        continue;
      }
      for (const frame of bytes) sub.socket.send(frame, { binary: false });
    }
    return events.map((_, index) => ({ identifier: randomUUID(), index }));
  };

  const server = http.createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = (req.url ?? '/').split('?')[0];
    if (path !== EVENTS_HTTP_PATH) return send(404, { errors: [badRequest('Not Found')] });
    if (req.method !== 'POST') return send(405, { errors: [badRequest('Publishing (POST) only')] });
    const body = (await readBody(req)).toString('utf8');
    if (!(await publishAllowed(req.headers, req.url ?? path, body)))
      return send(401, { errors: [unauthorized] });
    let message: { channel?: unknown; events?: unknown };
    try {
      message = JSON.parse(body) as typeof message;
    } catch {
      return send(400, { errors: [badRequest('The body is not JSON')] });
    }
    const channel = parseChannel(message?.channel, opts.namespaces, 'publish');
    if ('error' in channel) return send(400, { errors: [channel.error] });
    const events = parseEvents(message.events);
    if ('error' in events) return send(400, { errors: [events.error] });
    send(200, { failed: [], successful: fanOut(channel.segments, events.events) });
  });

  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has(EVENTS_SUBPROTOCOL) ? EVENTS_SUBPROTOCOL : false),
  });

  server.on('upgrade', (req, socket, head) => {
    const offered = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim());
    if ((req.url ?? '').split('?')[0] !== EVENTS_REALTIME_PATH || !offered.includes(EVENTS_SUBPROTOCOL)) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const connectAuth = headerFromSubprotocols(req.headers['sec-websocket-protocol']);
    tokenOk(connectAuth?.Authorization).then((authorized) =>
      wss.handleUpgrade(req, socket, head, (ws) => serve(ws, authorized)),
    );
  });

  /** A socket after the handshake: refused (connection_error, then closed) or serving its frames. */
  const serve = (ws: WebSocket, authorized: boolean) => {
    const reply = (frame: object) => ws.send(JSON.stringify(frame));
    if (!authorized) {
      reply({ type: 'connection_error', errors: [unauthorized] });
      ws.close(1008, 'Unauthorized');
      return;
    }
    // connection_init is optional, so keep-alives start with the connection.
    const keepAlive = setInterval(() => reply({ type: 'ka' }), keepAliveMs);
    timers.add(keepAlive);
    const mine = () => [...subscriptions].filter((s) => s.socket === ws);

    const handle = async (data: string) => {
      let msg: { type?: unknown; id?: unknown; channel?: unknown; events?: unknown; authorization?: unknown };
      try {
        msg = JSON.parse(data) as typeof msg;
      } catch {
        return reply({ type: 'error', errors: [badRequest('Frames are JSON')] });
      }
      const id = typeof msg?.id === 'string' && OPERATION_ID.test(msg.id) ? msg.id : undefined;
      const auth = (msg?.authorization ?? {}) as Record<string, string | undefined>;
      const badId = [badRequest('An operation id is 1-128 characters of [a-zA-Z0-9-_+]')];
      switch (msg?.type) {
        case 'connection_init':
          return reply({ type: 'connection_ack', connectionTimeoutMs: CONNECTION_TIMEOUT_MS });
        case 'subscribe': {
          if (!id) return reply({ type: 'subscribe_error', errors: badId });
          if (mine().some((s) => s.id === id))
            return reply({
              type: 'subscribe_error',
              id,
              errors: [badRequest(`Duplicate subscription id ${id}`)],
            });
          const channel = parseChannel(msg.channel, opts.namespaces, 'subscribe');
          if ('error' in channel) return reply({ type: 'subscribe_error', id, errors: [channel.error] });
          if (!(await tokenOk(auth.Authorization)))
            return reply({ type: 'subscribe_error', id, errors: [unauthorized] });
          subscriptions.add({ socket: ws, id, pattern: channel.segments });
          return reply({ type: 'subscribe_success', id });
        }
        case 'unsubscribe': {
          const sub = mine().find((s) => s.id === id);
          if (!sub) {
            const unknown = {
              errorType: 'UnknownOperationError',
              message: `Unknown operation id ${String(msg.id)}`,
            };
            return reply({ type: 'unsubscribe_error', id: msg.id, errors: [unknown] });
          }
          subscriptions.delete(sub);
          return reply({ type: 'unsubscribe_success', id });
        }
        case 'publish': {
          if (!id) return reply({ type: 'publish_error', errors: badId });
          // IAM over the socket signs {channel, events} as the body of POST /event (AWS's protocol page).
          const signed = JSON.stringify({ channel: msg.channel, events: msg.events });
          const headers = Object.fromEntries(Object.entries(auth).map(([k, v]) => [k.toLowerCase(), v]));
          if (!(await publishAllowed(headers, EVENTS_HTTP_PATH, signed)))
            return reply({ type: 'publish_error', id, errors: [unauthorized] });
          const channel = parseChannel(msg.channel, opts.namespaces, 'publish');
          if ('error' in channel) return reply({ type: 'publish_error', id, errors: [channel.error] });
          const events = parseEvents(msg.events);
          if ('error' in events) return reply({ type: 'publish_error', id, errors: [events.error] });
          const successful = fanOut(channel.segments, events.events);
          return reply({ type: 'publish_success', id, successful, failed: [] });
        }
        default:
          return reply({
            type: 'error',
            ...(id ? { id } : {}),
            errors: [badRequest(`Unknown type ${String(msg?.type)}`)],
          });
      }
    };

    // One frame at a time, so replies and deliveries keep the order the client sent its frames in.
    let queue = Promise.resolve();
    ws.on('message', (data) => {
      queue = queue
        .then(() => handle(data.toString()))
        .catch((err: Error) => log(`events frame: ${err.message}`));
    });
    ws.on('close', () => {
      for (const s of mine()) subscriptions.delete(s);
      clearInterval(keepAlive);
      timers.delete(keepAlive);
    });
    ws.on('error', (err) => log(`events socket: ${err.message}`));
  };

  const listening = await listen(server, opts.port);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    httpEndpoint: `http://127.0.0.1:${port}`,
    realtimeEndpoint: `ws://127.0.0.1:${port}${EVENTS_REALTIME_PATH}`,
    port,
    stop: async () => {
      for (const t of timers) clearInterval(t);
      for (const client of wss.clients) client.terminate();
      wss.close();
      await listening.stop();
    },
  };
}
