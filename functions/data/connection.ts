/**
 * WebSocket connections.
 *
 *   USER#{userId} / CONN#{connectionId}   one per open connection of a user (query: all of a user's)
 *   CONN#{connectionId} / CONN            reverse lookup for $disconnect; `watching`: the show whose
 *                                         page the connection shows, if any (data/catalogue/show-watch.ts)
 *   WATCH#{showId} / {connectionId}       that watch (data/catalogue/show-watch.ts), deleted with the connection
 * Items carry expiresAt (API Gateway closes connections after 2 h); readers skip expired ones
 * because DynamoDB Local never deletes by TTL.
 */
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import type { Db } from './client';
import { idAfter, KEYS, type KeyLike } from './keys';

const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

const { connection: CONN } = KEYS;
const userConnectionsPk = (userId: string) => `${CONN.userPk}${userId}`;
export const userConnectionKey = (userId: string, connectionId: string) => ({
  PK: userConnectionsPk(userId),
  SK: `${CONN.userSk}${connectionId}`,
});
/** The connection of a fan's connection item (USER#{userId} / CONN#{connectionId}), or null. */
export function parseUserConnectionKey(key: KeyLike): { userId: string; connectionId: string } | null {
  const userId = idAfter(CONN.userPk, key.PK);
  const connectionId = idAfter(CONN.userSk, key.SK);
  return userId && connectionId ? { userId, connectionId } : null;
}
export const connectionKey = (connectionId: string) => ({ PK: `${CONN.pk}${connectionId}`, SK: CONN.sk });
export const showWatchKey = (showId: string, connectionId: string) => ({
  PK: `${KEYS.showWatch.pk}${showId}`,
  SK: connectionId,
});

export async function saveConnection(db: Db, userId: string, connectionId: string, now = new Date()) {
  const expiresAt = Math.floor(now.getTime() / 1000) + CONNECTION_TTL_SECONDS;
  const common = { type: 'connection', userId, connectionId, connectedAt: now.toISOString(), expiresAt };
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.table, Item: { ...userConnectionKey(userId, connectionId), ...common } } },
        { Put: { TableName: db.table, Item: { ...connectionKey(connectionId), ...common } } },
      ],
    }),
  );
}

export async function removeConnection(db: Db, connectionId: string): Promise<void> {
  const res = await db.doc.send(new GetCommand({ TableName: db.table, Key: connectionKey(connectionId) }));
  const userId = res.Item?.userId as string | undefined;
  const watching = res.Item?.watching as string | undefined;
  await db.doc.send(new DeleteCommand({ TableName: db.table, Key: connectionKey(connectionId) }));
  if (watching)
    await db.doc.send(new DeleteCommand({ TableName: db.table, Key: showWatchKey(watching, connectionId) }));
  if (userId) {
    await db.doc.send(
      new DeleteCommand({ TableName: db.table, Key: userConnectionKey(userId, connectionId) }),
    );
  }
}

/** A fan's open connections (expired ones skipped), oldest first. */
export async function listConnections(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ connectionId: string; connectedAt: string }[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': userConnectionsPk(userId), ':sk': CONN.userSk },
      ConsistentRead: true,
    }),
  );
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return (res.Items ?? [])
    .filter((item) => typeof item.expiresAt !== 'number' || item.expiresAt > nowSeconds)
    .map((item) => ({ connectionId: item.connectionId as string, connectedAt: item.connectedAt as string }))
    .sort((x, y) => (x.connectedAt ?? '').localeCompare(y.connectedAt ?? ''));
}

export async function listConnectionIds(db: Db, userId: string, now = new Date()): Promise<string[]> {
  return (await listConnections(db, userId, now)).map((c) => c.connectionId);
}

/** Deletes connections of a fan, both items of each (the account purge: no push can reach them). */
export const deleteConnections = (db: Db, userId: string, connectionIds: readonly string[]) =>
  batchWrite(
    db,
    connectionIds.flatMap((id) => [{ delete: userConnectionKey(userId, id) }, { delete: connectionKey(id) }]),
  );
