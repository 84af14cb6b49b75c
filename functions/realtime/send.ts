/** Pushes a message to every open WebSocket connection of a user; stale (410 Gone) connections are removed. */
import type { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import type { WsServerMessage } from '../../shared/schemas/notifications';
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
