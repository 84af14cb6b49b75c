import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getDb } from '../../functions/data/client';
import { listConnectionIds, saveConnection } from '../../functions/data/connection';
import { rateKey } from '../../functions/data/rate';
import { CONNECT_ACTION } from '../../functions/domain/connections';
import { sendToUser } from '../../functions/realtime/send';
import { WS_CONNECT_RATE_LIMIT } from '../../shared/constants';
import { api, banFan, cloud, eventually, newFan } from './helpers';

function connect(token?: string): Promise<{ ws: WebSocket; messages: string[] }> {
  const url = `${cloud().wsUrl}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const messages: string[] = [];
    ws.on('message', (d) => messages.push(d.toString()));
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

const management = () => new ApiGatewayManagementApiClient({ endpoint: cloud().env.WS_MANAGEMENT_ENDPOINT });

/** The handshake's answer when a connection is refused: status, Retry-After and body. */
function refusal(token: string): Promise<{ status?: number; retryAfter?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${cloud().wsUrl}/ws?token=${encodeURIComponent(token)}`);
    ws.once('open', () => {
      ws.close();
      reject(new Error('connected'));
    });
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'], body }));
    });
  });
}

describe('WebSocket API', () => {
  it('refuses connections without a valid token', async () => {
    await expect(connect()).rejects.toThrow('HTTP 401');
    await expect(connect('garbage')).rejects.toThrow('HTTP 401');
  });

  it(`refuses a fan past ${WS_CONNECT_RATE_LIMIT.limit} connects in ${WS_CONNECT_RATE_LIMIT.windowSeconds / 60} minutes with 429, Retry-After and the message; others connect`, async () => {
    const [fan, other] = await Promise.all([newFan(), newFan()]);
    const db = getDb();
    const { limit, windowSeconds } = WS_CONNECT_RATE_LIMIT;
    const now = Math.floor(Date.now() / 1000);
    // Not at a window's very end: the counter filled below must still be the current one.
    if (windowSeconds - (now % windowSeconds) < 5) await new Promise((r) => setTimeout(r, 6_000));
    const seconds = Math.floor(Date.now() / 1000);
    const key = rateKey(CONNECT_ACTION, fan.sub, seconds - (seconds % windowSeconds));
    // The fan has used up this window (as `limit` connects would have).
    await db.doc.send(
      new PutCommand({ TableName: db.table, Item: { ...key, calls: limit, expiresAt: seconds + 7200 } }),
    );
    const refused = await refusal(fan.idToken);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(windowSeconds);
    expect(refused.body).toMatch(/^You're doing that too often\. Please try again in \d+ minutes?\.$/);
    expect(await listConnectionIds(db, fan.sub)).toEqual([]);
    const { ws } = await connect(other.idToken);
    ws.close(1000);
    // The next window starts with no counter: the fan connects again.
    await db.doc.send(new DeleteCommand({ TableName: db.table, Key: key }));
    const again = await connect(fan.idToken);
    again.ws.close(1000);
  });

  it('stores the connection under the verified user, delivers through @connections, forgets it on close', async () => {
    const fan = await newFan();
    const db = getDb();
    const { ws, messages } = await connect(fan.idToken);
    // A spoofed identity in the auth message changes nothing: identity comes from the token.
    ws.send(JSON.stringify({ type: 'auth', userId: 'someone-else' }));
    await eventually(async () => (await listConnectionIds(db, fan.sub)).length === 1);
    expect(await listConnectionIds(db, 'someone-else')).toEqual([]);

    const result = await sendToUser({ db, api: management() }, fan.sub, {
      type: 'notification',
      data: { type: 'follow', message: 'Suplex City Sam followed you' },
    });
    expect(result).toEqual({ delivered: 1, removed: 0 });
    await eventually(() => messages.length === 1);
    expect(JSON.parse(messages[0] ?? '')).toEqual({
      type: 'notification',
      data: { type: 'follow', message: 'Suplex City Sam followed you' },
    });

    ws.close(1000);
    await eventually(async () => (await listConnectionIds(db, fan.sub)).length === 0);
  });

  it('removes stale connections when @connections answers 410 Gone', async () => {
    const fan = await newFan();
    const db = getDb();
    await saveConnection(db, fan.sub, 'stale-connection-id');
    const result = await sendToUser({ db, api: management() }, fan.sub, {
      type: 'notification',
      data: { type: 'other', message: 'hello' },
    });
    expect(result).toEqual({ delivered: 0, removed: 1 });
    expect(await listConnectionIds(db, fan.sub)).toEqual([]);
  });

  it('refuses banned fans at $connect', async () => {
    const fan = await newFan();
    await api('/api/user', { token: fan.idToken });
    await banFan(fan.sub);
    await expect(connect(fan.idToken)).rejects.toThrow('HTTP 401');
  });
});
