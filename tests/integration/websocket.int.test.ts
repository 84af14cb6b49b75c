import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getDb } from '../../functions/data/client';
import { listConnectionIds, saveConnection } from '../../functions/data/connection';
import { sendToUser } from '../../functions/realtime/send';
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

describe('WebSocket API', () => {
  it('refuses connections without a valid token', async () => {
    await expect(connect()).rejects.toThrow('HTTP 401');
    await expect(connect('garbage')).rejects.toThrow('HTTP 401');
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
