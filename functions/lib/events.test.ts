/**
 * The publisher (./events.ts) against the local Events endpoint: its SigV4 signature (SHA-256 over
 * node:crypto) is accepted, a subscriber gets the event, and a refusal is an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  authSubprotocol,
  EVENTS_SUBPROTOCOL,
  type EventsGateway,
  startEventsGateway,
} from '../../scripts/local/events-gateway';
import { publishEvents, Sha256 } from './events';

let gateway: EventsGateway;
const saved = { ...process.env };

beforeAll(async () => {
  gateway = await startEventsGateway({
    port: 0,
    namespaces: ['rooms'],
    verifier: { verify: async () => ({ sub: 'fan-1', token_use: 'id' }) as never },
  });
  Object.assign(process.env, {
    EVENTS_HTTP_URL: gateway.httpEndpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  process.env = saved;
  await gateway.stop();
});

describe('Sha256', () => {
  it('hashes and HMACs as node:crypto does', async () => {
    const h = new Sha256();
    h.update('abc');
    expect(Buffer.from(await h.digest()).toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const m = new Sha256('key');
    m.update(new TextEncoder().encode('The quick brown fox jumps over the lazy dog'));
    expect(Buffer.from(await m.digest()).toString('hex')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });
});

describe('publishEvents', () => {
  it('is accepted with its signature and reaches a subscriber', async () => {
    const ws = new WebSocket(gateway.realtimeEndpoint, [
      EVENTS_SUBPROTOCOL,
      authSubprotocol({ Authorization: 'token', host: 'local' }),
    ]);
    const frames: Record<string, unknown>[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(
      JSON.stringify({
        type: 'subscribe',
        id: 's1',
        channel: '/rooms/show-1',
        authorization: { Authorization: 'token' },
      }),
    );
    await expect.poll(() => frames.some((f) => f.type === 'subscribe_success')).toBe(true);
    const answer = await publishEvents('/rooms/show-1', [JSON.stringify({ hello: 'room' })]);
    expect(answer.successful).toHaveLength(1);
    await expect.poll(() => frames.find((f) => f.type === 'data')?.event).toBe('{"hello":"room"}');
    ws.close();
  });

  it('throws when the API refuses (a wrong key; an unknown namespace)', async () => {
    await expect(publishEvents('/nowhere/show-1', ['{}'])).rejects.toThrow(/400/);
    process.env.AWS_SECRET_ACCESS_KEY = 'wrong';
    await expect(publishEvents('/rooms/show-1', ['{}'])).rejects.toThrow(/401/);
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  });
});
