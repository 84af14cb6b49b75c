/**
 * Closed accounts and what the purge reads.
 *
 *   CLOSED#{userId} / CLOSED    the account was deleted: refused from then on, its data purged;
 *                               GSI1 PURGING / {id} until the sweeper has verified the purge
 *
 * Closing is one transaction: the marker (put once), the profile, the sign-up record and the handle
 * marker deleted (the handle is free at once). The marker's INSERT starts the purge (domain/account.ts).
 *
 * Stream consumers (docs/architecture.md, "Which consumers react to which item"):
 *   INSERT  account-purge (the closed marker starts the purge)
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { transactWrite } from './batch';
import { conditionFailedAt, type Db } from './client';
import { idAfter, KEYS, type KeyLike } from './keys';
import type { Cursor } from './page';
import { signUpKey } from './signup';
import { handleKey, userKey } from './user';

export const closedKey = (userId: string) => ({
  PK: `${KEYS.closedAccount.pk}${userId}`,
  SK: KEYS.closedAccount.sk,
});

/** The closed account a key names, or null for any other key. */
export function parseClosedKey(key: KeyLike): { userId: string } | null {
  const userId = key.SK === KEYS.closedAccount.sk ? idAfter(KEYS.closedAccount.pk, key.PK) : null;
  return userId ? { userId } : null;
}

export interface ClosedItem {
  PK: string;
  SK: string;
  type: 'closed';
  userId: string;
  closedAt: string;
  /**
   * Why: the fan deleted it, the sweeper found the Cognito user gone, or the fan never confirmed
   * their e-mail in time (the address is released).
   */
  reason: 'deleted' | 'cognito-user-gone' | 'email-unconfirmed';
  purgedAt?: string;
  GSI1PK?: string;
  GSI1SK?: string;
}

/**
 * Closes an account: the marker (once), the profile, its sign-up record and its handle marker gone.
 * (The controls item, with its muted words, goes in the purge: purge-blocks reads it first.)
 * Returns false if it was closed already. `handle` is the profile's (its marker is deleted only if
 * it is theirs).
 */
export async function closeAccount(
  db: Db,
  userId: string,
  handle: string | null,
  reason: ClosedItem['reason'],
  now: Date,
): Promise<boolean> {
  const marker: ClosedItem = {
    ...closedKey(userId),
    type: 'closed',
    userId,
    closedAt: now.toISOString(),
    reason,
    GSI1PK: KEYS.closedAccount.gsi1,
    GSI1SK: userId,
  };
  try {
    await transactWrite(db, [
      { Put: { TableName: db.table, Item: marker, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Delete: { TableName: db.table, Key: userKey(userId) } },
      { Delete: { TableName: db.table, Key: signUpKey(userId) } },
      ...(handle
        ? [
            {
              Delete: {
                TableName: db.table,
                Key: handleKey(handle),
                ConditionExpression: 'attribute_not_exists(PK) OR userId = :me',
                ExpressionAttributeValues: { ':me': userId },
              },
            },
          ]
        : []),
    ]);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

export async function getClosed(db: Db, userId: string): Promise<ClosedItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: closedKey(userId), ConsistentRead: true }),
  );
  return (res.Item as ClosedItem | undefined) ?? null;
}

/** Closed accounts whose purge is not verified yet (GSI1 PURGING), a page at a time. */
export async function purgingPage(db: Db, limit: number, cursor?: Cursor) {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': KEYS.closedAccount.gsi1 },
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { ids: (res.Items ?? []).map((i) => String(i.GSI1SK)), next: res.LastEvaluatedKey };
}

/** The purge is verified: the marker leaves the PURGING index (it stays, refusing the account). */
export async function markPurged(db: Db, userId: string, now: Date): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: closedKey(userId),
      UpdateExpression: 'SET purgedAt = :at REMOVE GSI1PK, GSI1SK',
      ExpressionAttributeValues: { ':at': now.toISOString() },
    }),
  );
}

/** Every profile (GSI1 PROFILES), a page at a time: the sweeper checks them against Cognito. */
export async function profileIdPage(db: Db, limit: number, cursor?: Cursor) {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': KEYS.user.gsi1 },
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { ids: (res.Items ?? []).map((i) => String(i.GSI1SK)), next: res.LastEvaluatedKey };
}

const sweepKey = (name: string) => ({ PK: `${KEYS.sweep.pk}${name}`, SK: KEYS.sweep.sk });

/** Where a sweeper's pass resumes (undefined: from the start). */
export async function readSweepCursor(db: Db, name: string): Promise<Cursor | undefined> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: sweepKey(name), ConsistentRead: true }),
  );
  return (res.Item?.cursor as Cursor | undefined) ?? undefined;
}

export async function writeSweepCursor(db: Db, name: string, cursor: Cursor | undefined): Promise<void> {
  await db.doc.send(
    new PutCommand({ TableName: db.table, Item: { ...sweepKey(name), cursor: cursor ?? null } }),
  );
}
