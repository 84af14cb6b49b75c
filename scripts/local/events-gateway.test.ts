/**
 * The contract of the local AppSync Events endpoint, frame by frame, over a real socket: what a
 * client of AWS's `aws-appsync-event-ws` protocol sends and gets (docs/rooms-events-local.md).
 * Tokens are RS256 JWTs from a JWKS served here, verified as the local Cognito's are; HTTP and
 * WebSocket publishes are signed by the AWS SDK's own SigV4 signer, as our functions will sign them.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import http from 'node:http';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  authSubprotocol,
  channelMatches,
  EVENTS_SUBPROTOCOL,
  type EventsGateway,
  LOCAL_IAM_CREDENTIALS,
  localCognitoTokens,
  parseChannel,
  startEventsGateway,
} from './events-gateway';
import { listen } from './http-util';

const CLIENT_ID = 'local-client';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

let issuer: string;
let gateway: EventsGateway;
let stopJwks: () => Promise<void>;

function jwt(claims: Record<string, unknown>, key = privateKey): string {
  const head = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64({
    iss: issuer,
    sub: 'fan-1',
    exp: Math.floor(Date.now() / 1000) + 3600,
    iat: Math.floor(Date.now() / 1000),
    ...claims,
  })}`;
  return `${head}.${sign('RSA-SHA256', Buffer.from(head), key).toString('base64url')}`;
}
const idToken = (claims: Record<string, unknown> = {}, key = privateKey) =>
  jwt({ token_use: 'id', aud: CLIENT_ID, ...claims }, key);
const accessToken = () => jwt({ token_use: 'access', client_id: CLIENT_ID });

type Frame = { type: string; id?: string; event?: string; errors?: { errorType: string }[] } & Record<
  string,
  unknown
>;

/**
 * A socket that records every frame it gets; `next` takes the first frame matching not taken yet
 * (waiting for it), so frames of one kind are taken in the order they came.
 */
async function connect(subprotocols: string[]) {
  const ws = new WebSocket(gateway.realtimeEndpoint, subprotocols);
  const frames: Frame[] = [];
  const taken = new Set<number>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
    for (const w of waiters) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = (match: (f: Frame) => boolean = () => true, timeoutMs = 2000) =>
    new Promise<Frame>((resolve, reject) => {
      const look = () => {
        const i = frames.findIndex((f, index) => !taken.has(index) && match(f));
        if (i < 0) return;
        taken.add(i);
        waiters.delete(look);
        clearTimeout(timer);
        resolve(frames[i] as Frame);
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.add(look);
      look();
    });
  const send = (frame: object) => ws.send(JSON.stringify(frame));
  return { ws, frames, next, send, closed };
}
type Client = Awaited<ReturnType<typeof connect>>;

const host = () => `127.0.0.1:${gateway.port}`;
const fanHeader = (token = idToken()) => authSubprotocol({ host: host(), Authorization: token });

async function connected(token = idToken()): Promise<Client> {
  const c = await connect([EVENTS_SUBPROTOCOL, fanHeader(token)]);
  c.send({ type: 'connection_init' });
  await c.next((f) => f.type === 'connection_ack');
  return c;
}

async function subscribe(c: Client, id: string, channel: string, token = idToken()) {
  c.send({ type: 'subscribe', id, channel, authorization: { host: host(), Authorization: token } });
  return c.next((f) => f.id === id);
}

/** Signs POST /event as the AWS SDK signs our functions' requests (service appsync). */
async function signed(body: string, secretAccessKey: string = LOCAL_IAM_CREDENTIALS.secretAccessKey) {
  const signer = new SignatureV4({
    service: 'appsync',
    region: 'us-east-1',
    credentials: { accessKeyId: LOCAL_IAM_CREDENTIALS.accessKeyId, secretAccessKey },
    sha256: Sha256,
  });
  const request = await signer.sign({
    method: 'POST',
    protocol: 'http:',
    hostname: '127.0.0.1',
    port: gateway.port,
    path: '/event',
    query: {},
    headers: { host: host(), 'content-type': 'application/json' },
    body,
  });
  return request.headers as Record<string, string>;
}

function post(body: string, headers: Record<string, string>): Promise<{ status: number; body: Frame }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: gateway.port, path: '/event', method: 'POST', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()) as Frame,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const publishBody = (channel: string, events: unknown[]) =>
  JSON.stringify({ channel, events: events.map((e) => JSON.stringify(e)) });
const publish = async (channel: string, events: unknown[]) => {
  const body = publishBody(channel, events);
  return post(body, await signed(body));
};

beforeAll(async () => {
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
  const jwks = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  const served = await listen(jwks, 0);
  stopJwks = served.stop;
  const address = jwks.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  gateway = await startEventsGateway({
    port: 0,
    namespaces: ['rooms'],
    verifier: localCognitoTokens({ issuer, clientId: CLIENT_ID }),
    keepAliveMs: 100,
  });
});

afterAll(async () => {
  await gateway?.stop();
  await stopJwks?.();
});

describe('channel paths', () => {
  it('1 to 5 segments, the first a namespace the API defines; a subscription may end in /*', () => {
    const ns = ['rooms'];
    expect(parseChannel('/rooms', ns, 'publish')).toEqual({ segments: ['rooms'] });
    expect(parseChannel('rooms/show-1/', ns, 'publish')).toEqual({ segments: ['rooms', 'show-1'] });
    expect(parseChannel('/rooms/show-1', ns, 'publish')).toEqual({ segments: ['rooms', 'show-1'] });
    expect(parseChannel('rooms/show-1', ns, 'publish')).toEqual({ segments: ['rooms', 'show-1'] });
    expect(parseChannel('/rooms/a/b/c/d', ns, 'publish')).toEqual({
      segments: ['rooms', 'a', 'b', 'c', 'd'],
    });
    expect(parseChannel('/rooms/*', ns, 'subscribe')).toEqual({ segments: ['rooms', '*'] });
    for (const bad of [
      '/*',
      '/rooms/a/b/c/d/*',
      '/rooms/a/b/c/d/e',
      `/rooms/${'a'.repeat(51)}`,
      '/rooms/a_b',
      '/rooms//a',
      '/rooms/-a',
      '/*/a',
      '/rooms/*/a',
      '',
    ])
      expect(parseChannel(bad, ns, 'subscribe')).toHaveProperty('error.errorType', 'BadRequestException');
    expect(parseChannel('/rooms/*', ns, 'publish')).toHaveProperty('error');
    expect(parseChannel('/chat/a', ns, 'subscribe')).toHaveProperty(
      'error.message',
      'No channel namespace "chat" in this API',
    );
  });

  it('a trailing wildcard covers every channel below it, never the path itself', () => {
    expect(channelMatches(['rooms', '*'], ['rooms', 'a'])).toBe(true);
    expect(channelMatches(['rooms', '*'], ['rooms', 'a', 'b'])).toBe(true);
    expect(channelMatches(['rooms', 'a', '*'], ['rooms', 'a'])).toBe(false);
    expect(channelMatches(['rooms', 'a', '*'], ['rooms', 'b', 'c'])).toBe(false);
    expect(channelMatches(['rooms', 'a'], ['rooms', 'a', 'b'])).toBe(false);
    expect(channelMatches(['rooms', 'a'], ['rooms', 'a'])).toBe(true);
  });
});

describe('the local AppSync Events endpoint (aws-appsync-event-ws)', () => {
  it('connects with the subprotocol and a fan ID token, acks with connectionTimeoutMs, then keeps alive', async () => {
    const c = await connect([EVENTS_SUBPROTOCOL, fanHeader()]);
    expect(c.ws.protocol).toBe(EVENTS_SUBPROTOCOL);
    c.send({ type: 'connection_init' });
    expect(await c.next()).toEqual({ type: 'connection_ack', connectionTimeoutMs: 300_000 });
    expect(await c.next()).toEqual({ type: 'ka' });
    expect(await c.next()).toEqual({ type: 'ka' });
    c.ws.close();
  });

  it('needs no connection_init: keep-alives come anyway and a subscribe works', async () => {
    const c = await connect([EVENTS_SUBPROTOCOL, fanHeader()]);
    expect(await c.next()).toEqual({ type: 'ka' });
    expect(await subscribe(c, 'no-init', '/rooms/show-1')).toEqual({
      type: 'subscribe_success',
      id: 'no-init',
    });
    c.ws.close();
  });

  it('accepts an access token of the app client too (what Amplify sends)', async () => {
    const c = await connected(accessToken());
    expect(await subscribe(c, 's1', '/rooms/show-1', accessToken())).toEqual({
      type: 'subscribe_success',
      id: 's1',
    });
    c.ws.close();
  });

  it('refuses a connection without a valid token: connection_error at once, then the socket closes', async () => {
    const expired = idToken({ exp: Math.floor(Date.now() / 1000) - 10 });
    const otherClient = idToken({ aud: 'another-client' });
    for (const protocols of [
      [EVENTS_SUBPROTOCOL],
      [EVENTS_SUBPROTOCOL, fanHeader(idToken({}, other))],
      [EVENTS_SUBPROTOCOL, fanHeader(expired)],
      [EVENTS_SUBPROTOCOL, fanHeader(otherClient)],
      [EVENTS_SUBPROTOCOL, 'header-not-base64-json'],
    ]) {
      const c = await connect(protocols);
      expect(await c.next()).toEqual({
        type: 'connection_error',
        errors: [expect.objectContaining({ errorType: 'UnauthorizedException' })],
      });
      expect(await c.closed).toBe(1008);
    }
  });

  it('refuses the handshake without the aws-appsync-event-ws subprotocol or off /event/realtime', async () => {
    await expect(connect([fanHeader()])).rejects.toThrow(/400/);
    const wrongPath = new WebSocket(`ws://${host()}/graphql`, [EVENTS_SUBPROTOCOL, fanHeader()]);
    await expect(new Promise((_, reject) => wrongPath.once('error', reject))).rejects.toThrow(/400/);
  });

  it('answers subscribe with subscribe_success or subscribe_error (bad channel, unknown namespace, no auth, same id)', async () => {
    const c = await connected();
    expect(await subscribe(c, 'a', '/rooms/show-1')).toEqual({ type: 'subscribe_success', id: 'a' });
    expect(await subscribe(c, 'a', '/rooms/show-2')).toMatchObject({ type: 'subscribe_error', id: 'a' });
    for (const [id, channel] of [
      ['b', '/chat/show-1'],
      ['c', '/rooms/show_1'],
      ['d', '/rooms/a/b/c/d/e'],
      ['e', '/rooms/*/a'],
      ['f', '/rooms/a/b/c/d/*'],
    ] as const)
      expect(await subscribe(c, id, channel)).toEqual({
        type: 'subscribe_error',
        id,
        errors: [expect.objectContaining({ errorType: 'BadRequestException' })],
      });
    c.send({ type: 'subscribe', id: 'g', channel: '/rooms/show-1' });
    expect(await c.next((f) => f.id === 'g')).toEqual({
      type: 'subscribe_error',
      id: 'g',
      errors: [expect.objectContaining({ errorType: 'UnauthorizedException' })],
    });
    expect(await subscribe(c, 'h', '/rooms/show-1', idToken({}, other))).toMatchObject({
      type: 'subscribe_error',
      errors: [{ errorType: 'UnauthorizedException' }],
    });
    c.send({
      type: 'subscribe',
      id: 'not an id!',
      channel: '/rooms/show-1',
      authorization: { Authorization: idToken() },
    });
    expect(await c.next((f) => f.type === 'subscribe_error' && f.id === undefined)).toMatchObject({
      errors: [{ errorType: 'BadRequestException' }],
    });
    c.send({ type: 'nonsense', id: 'i' });
    expect(await c.next((f) => f.id === 'i')).toMatchObject({
      type: 'error',
      errors: [{ errorType: 'BadRequestException' }],
    });
    c.ws.close();
  });

  it('an HTTP publish signed with IAM reaches every matching subscription, each event its own data frame, in order', async () => {
    const fan = await connected();
    const watcher = await connected();
    await subscribe(fan, 'show-1', '/rooms/show-1');
    await subscribe(fan, 'show-2', '/rooms/show-2');
    await subscribe(watcher, 'all', '/rooms/*');
    await subscribe(watcher, 'show-1-below', '/rooms/show-1/*');

    const events = [{ seq: 1, text: 'Here comes the main event' }, { seq: 2, text: 'Pop!' }, { seq: 3 }];
    const answer = await publish('/rooms/show-1', events);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      failed: [],
      successful: [0, 1, 2].map((index) => ({ identifier: expect.any(String), index })),
    });
    for (const [client, id] of [
      [fan, 'show-1'],
      [watcher, 'all'],
    ] as const)
      for (const event of events)
        expect(await client.next((f) => f.type === 'data')).toEqual({
          type: 'data',
          id,
          event: JSON.stringify(event),
        });

    // One level deeper: the wildcards match, the exact subscription does not.
    expect((await publish('rooms/show-1/match-3', [{ seq: 4 }])).status).toBe(200);
    const deeper = [
      await watcher.next((f) => f.type === 'data'),
      await watcher.next((f) => f.type === 'data'),
    ];
    expect(deeper.map((f) => f.id).sort()).toEqual(['all', 'show-1-below']);
    expect(deeper.every((f) => f.event === '{"seq":4}')).toBe(true);
    // show-2's marker arrives, and fan got nothing for match-3 nor for show-1's subscription since.
    await publish('/rooms/show-2', ['marker']);
    expect(await fan.next((f) => f.type === 'data')).toEqual({
      type: 'data',
      id: 'show-2',
      event: '"marker"',
    });
    fan.ws.close();
    watcher.ws.close();
  });

  it('refuses an HTTP publish that is unsigned, signed wrong, altered, from a fan, or malformed', async () => {
    const body = publishBody('/rooms/show-1', [{ seq: 1 }]);
    expect(await post(body, { 'content-type': 'application/json' })).toEqual({
      status: 401,
      body: { errors: [expect.objectContaining({ errorType: 'UnauthorizedException' })] },
    });
    expect((await post(body, await signed(body, 'wrong-secret'))).status).toBe(401);
    expect((await post(publishBody('/rooms/show-2', [{ seq: 1 }]), await signed(body))).status).toBe(401);
    expect((await post(body, { authorization: idToken(), 'content-type': 'application/json' })).status).toBe(
      401,
    );

    const sixEvents = publishBody('/rooms/show-1', [1, 2, 3, 4, 5, 6]);
    const notJsonEvent = JSON.stringify({ channel: '/rooms/show-1', events: ['{not json'] });
    const objectEvent = JSON.stringify({ channel: '/rooms/show-1', events: [{ seq: 1 }] });
    for (const bad of [
      sixEvents,
      notJsonEvent,
      objectEvent,
      publishBody('/rooms/show-1', []),
      publishBody('/chat/show-1', [1]),
      publishBody('/rooms/*', [1]),
    ]) {
      const answer = await post(bad, await signed(bad));
      expect(answer).toEqual({
        status: 400,
        body: { errors: [expect.objectContaining({ errorType: 'BadRequestException' })] },
      });
    }
    expect((await publish('/rooms/show-1', [1, 2, 3, 4, 5])).status).toBe(200);
  });

  it('publishes over the socket with IAM (publish_success), refuses a fan token (publish_error)', async () => {
    const c = await connected();
    await subscribe(c, 'sub', '/rooms/show-9');
    const events = [JSON.stringify({ seq: 1 }), JSON.stringify({ seq: 2 })];
    const authorization = await signed(JSON.stringify({ channel: '/rooms/show-9', events }));
    c.send({ type: 'publish', id: 'p1', channel: '/rooms/show-9', events, authorization });
    expect(await c.next((f) => f.id === 'p1')).toEqual({
      type: 'publish_success',
      id: 'p1',
      failed: [],
      successful: [0, 1].map((index) => ({ identifier: expect.any(String), index })),
    });
    expect(await c.next((f) => f.type === 'data')).toEqual({ type: 'data', id: 'sub', event: '{"seq":1}' });
    expect(await c.next((f) => f.type === 'data')).toEqual({ type: 'data', id: 'sub', event: '{"seq":2}' });

    c.send({
      type: 'publish',
      id: 'p2',
      channel: '/rooms/show-9',
      events,
      authorization: { Authorization: idToken() },
    });
    expect(await c.next((f) => f.id === 'p2')).toEqual({
      type: 'publish_error',
      id: 'p2',
      errors: [expect.objectContaining({ errorType: 'UnauthorizedException' })],
    });
    const six = Array.from({ length: 6 }, (_, i) => String(i));
    c.send({
      type: 'publish',
      id: 'p3',
      channel: '/rooms/show-9',
      events: six,
      authorization: await signed(JSON.stringify({ channel: '/rooms/show-9', events: six })),
    });
    expect(await c.next((f) => f.id === 'p3')).toMatchObject({
      type: 'publish_error',
      errors: [{ errorType: 'BadRequestException' }],
    });
    c.ws.close();
  });

  it('unsubscribe stops deliveries to that subscription only; an unknown id is an unsubscribe_error', async () => {
    const c = await connected();
    await subscribe(c, 'one', '/rooms/show-1');
    await subscribe(c, 'two', '/rooms/show-2');
    c.send({ type: 'unsubscribe', id: 'one' });
    expect(await c.next((f) => f.id === 'one')).toEqual({ type: 'unsubscribe_success', id: 'one' });
    c.send({ type: 'unsubscribe', id: 'one' });
    expect(await c.next((f) => f.id === 'one')).toEqual({
      type: 'unsubscribe_error',
      id: 'one',
      errors: [{ errorType: 'UnknownOperationError', message: 'Unknown operation id one' }],
    });
    await publish('/rooms/show-1', ['after']);
    await publish('/rooms/show-2', ['marker']);
    expect(await c.next((f) => f.type === 'data')).toEqual({ type: 'data', id: 'two', event: '"marker"' });
    // The id is free again.
    expect(await subscribe(c, 'one', '/rooms/show-1')).toEqual({ type: 'subscribe_success', id: 'one' });
    c.ws.close();
  });
  it('drops a subscriber that never reads, and keeps every event flowing to the others', async () => {
    // A gateway of its own, dropping past 256 KB waiting, whose log says when it drops.
    const lines: string[] = [];
    const shared = gateway;
    gateway = await startEventsGateway({
      port: 0,
      namespaces: ['rooms'],
      verifier: localCognitoTokens({ issuer, clientId: CLIENT_ID }),
      maxBufferedBytes: 256 * 1024,
      log: (line) => lines.push(line),
    });
    try {
      const stuck = await connected();
      const healthy = await connected();
      await subscribe(stuck, 'stuck', '/rooms/busy');
      await subscribe(healthy, 'healthy', '/rooms/busy');
      // The stuck viewer's socket stops reading; the kernel's buffers fill first, then the gateway's.
      (stuck.ws as unknown as { _socket: { pause(): void } })._socket.pause();
      const big = 'x'.repeat(200 * 1024);
      let rounds = 0;
      while (rounds < 40 && !lines.some((l) => l.startsWith('dropping'))) {
        expect((await publish('/rooms/busy', [big, big, big, big, big])).status).toBe(200);
        for (let i = 0; i < 5; i += 1) await healthy.next((f) => f.type === 'data', 5000);
        rounds += 1;
      }
      expect(lines.filter((l) => l.startsWith('dropping'))).toHaveLength(1);
      // The healthy viewer got every event (5 a round) and is still subscribed.
      await publish('/rooms/busy', ['after']);
      expect(await healthy.next((f) => f.type === 'data')).toEqual({
        type: 'data',
        id: 'healthy',
        event: '"after"',
      });
      healthy.ws.close();
      stuck.ws.terminate();
    } finally {
      await gateway.stop();
      gateway = shared;
    }
  }, 60_000);
});
