/**
 * Live connections watching a show's page (docs/shows.md, "Live show pages").
 *
 *   WATCH#{showId} / {connectionId}   a connection watching a show: `expiresAt` (TTL; readers skip
 *                                     expired ones, DynamoDB Local never deletes by TTL). No fan's id:
 *                                     the push it gets names nothing of anyone.
 *   CONN#{connectionId} / CONN        the connection (data/connection.ts) names the show it watches
 *                                     (`watching`): at most one per connection, and $disconnect
 *                                     finds the watch to delete from it
 *
 * A watch changes in one transaction: the connection's `watching` (conditioned on the value read,
 * and on the connection existing), the old watch deleted, the new one put.
 *
 * Stream consumers: none (nothing reacts to a watch; the show-watchers consumer reads them).
 */
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactItems } from '../batch';
import type { Db } from '../client';
import { connectionKey, showWatchKey } from '../connection';

export { showWatchKey };

/** What a connection watches now (null: nothing, or the connection is not stored). */
export async function watchedBy(
  db: Db,
  connectionId: string,
): Promise<{ exists: boolean; showId: string | null }> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: connectionKey(connectionId), ConsistentRead: true }),
  );
  return { exists: Boolean(res.Item), showId: (res.Item?.watching as string | undefined) ?? null };
}

/**
 * The connection watches `showId` instead of `before` (null: stops watching). Throws
 * ConditionalCheckFailed (the transaction is cancelled) when the connection is gone or watched
 * something else meanwhile.
 */
export async function setWatch(
  db: Db,
  connectionId: string,
  before: string | null,
  showId: string | null,
  expiresAt: number,
): Promise<void> {
  const items: TransactItems = [
    {
      Update: {
        TableName: db.table,
        Key: connectionKey(connectionId),
        UpdateExpression: showId ? 'SET watching = :show' : 'REMOVE watching',
        ConditionExpression: before
          ? 'attribute_exists(PK) AND watching = :before'
          : 'attribute_exists(PK) AND attribute_not_exists(watching)',
        ExpressionAttributeValues: {
          ...(showId ? { ':show': showId } : {}),
          ...(before ? { ':before': before } : {}),
        },
      },
    },
  ];
  if (before && before !== showId)
    items.push({ Delete: { TableName: db.table, Key: showWatchKey(before, connectionId) } });
  if (showId)
    items.push({
      Put: {
        TableName: db.table,
        Item: { ...showWatchKey(showId, connectionId), type: 'show-watch', showId, connectionId, expiresAt },
      },
    });
  await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
}

/** The connections watching a show (expired ones skipped), at most `limit`. */
export async function showWatchers(
  db: Db,
  showId: string,
  limit: number,
  now = new Date(),
): Promise<string[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': showWatchKey(showId, '').PK },
      ProjectionExpression: 'SK, expiresAt',
      Limit: limit,
    }),
  );
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return (res.Items ?? [])
    .filter((item) => typeof item.expiresAt !== 'number' || item.expiresAt > nowSeconds)
    .map((item) => item.SK as string);
}

/** Forgets one watch (its connection is gone: a push found it 410). */
export async function removeWatch(db: Db, showId: string, connectionId: string): Promise<void> {
  await db.doc.send(new DeleteCommand({ TableName: db.table, Key: showWatchKey(showId, connectionId) }));
}
