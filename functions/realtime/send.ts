/**
 * Pushes messages over the live channel: to every open connection of a user, or to given connections
 * (a show's watchers); stale (410 Gone) connections are removed.
 */
import type { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import type { WsServerMessage, WsShowMessage } from '../../shared/schemas/notifications';
import type { Db } from '../data/client';
import { listConnectionIds, removeConnection } from '../data/connection';
import { requireEnv } from '../lib/env';
import { loadConnections } from '../lib/lazy';

/** The SDK's @connections module, loaded on first use (a lazy module: lib/lazy.ts), not at module init. */
const managementSdk = loadConnections;

let client: ApiGatewayManagementApiClient | undefined;

export async function getManagementClient(): Promise<ApiGatewayManagementApiClient> {
  const { ApiGatewayManagementApiClient } = await managementSdk();
  client ??= new ApiGatewayManagementApiClient({ endpoint: requireEnv('WS_MANAGEMENT_ENDPOINT') });
  return client;
}

export interface SendResult {
  delivered: number;
  removed: number;
}

const isGone = (err: unknown) =>
  (err as Error)?.name === 'GoneException' ||
  (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 410;

export async function sendToUser(
  deps: { db: Db; api: ApiGatewayManagementApiClient },
  userId: string,
  message: WsServerMessage,
): Promise<SendResult> {
  const ids = await listConnectionIds(deps.db, userId);
  const { PostToConnectionCommand } = await managementSdk();
  const data = new TextEncoder().encode(JSON.stringify(message));
  const result: SendResult = { delivered: 0, removed: 0 };
  for (const connectionId of ids) {
    try {
      await deps.api.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
      result.delivered++;
    } catch (err) {
      if (!isGone(err)) throw err;
      await removeConnection(deps.db, connectionId);
      result.removed++;
    }
  }
  return result;
}

/** Pushes to this many connections at a time. */
const SEND_CONCURRENCY = 10;

/**
 * Pushes one message to each of `connectionIds`, SEND_CONCURRENCY at a time; a connection that is
 * gone (410) is forgotten (`gone`, which takes its watch with it).
 */
export async function sendToConnections(
  deps: { api: ApiGatewayManagementApiClient; gone: (connectionId: string) => Promise<void> },
  connectionIds: readonly string[],
  message: WsShowMessage,
): Promise<SendResult> {
  const { PostToConnectionCommand } = await managementSdk();
  const data = new TextEncoder().encode(JSON.stringify(message));
  const result: SendResult = { delivered: 0, removed: 0 };
  const queue = [...connectionIds];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await deps.api.send(new PostToConnectionCommand({ ConnectionId: id, Data: data }));
        result.delivered++;
      } catch (err) {
        if (!isGone(err)) throw err;
        await deps.gone(id);
        result.removed++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, worker));
  return result;
}

/** Closes a connection (API Gateway's DeleteConnection); one that is already gone is fine. */
export async function closeConnectionAt(
  api: ApiGatewayManagementApiClient,
  connectionId: string,
): Promise<void> {
  const { DeleteConnectionCommand } = await managementSdk();
  try {
    await api.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (err) {
    if (!isGone(err)) throw err;
  }
}
