/**
 * Fans following catalogue entities (promotions, wrestlers, teams, championships).
 *
 *   USER#{userId} / EFOLLOWS#{entityId}     the edge; "do I follow X" is one GetItem; a fan's list
 *   EFOLLOWERS#{entityId} / {userId}        the same edge under the entity: its followers (the
 *                                           feed fan-out of tagged posts pages it, consistently)
 *
 * Both edges and the entity's `followerCount` change in one transaction guarded by the edge's
 * existence (exact under concurrency). A fan following a big entity (`big` on the entity item) also
 * has its id in `bigEntityFollows` (string set) on their profile, in the same transaction: the home
 * feed merges those entities' newest posts at read time instead of fanning them out.
 *
 * Stream consumers (docs/architecture.md, "Which consumers react to which item"):
 *   INSERT  entity-feed (backfill of recent tagged posts; an entity reaching the big threshold)
 *   REMOVE  entity-feed (the pointers that came from the entity are pruned)
 */

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';
import { isConditionFailed } from './client';
import { idAfter, KEYS, type KeyLike } from './keys';
import { type Cursor, queryPage, queryPages } from './page';
import { userKey } from './user';

export interface EntityFollowItem {
  PK: string;
  SK: string;
  type: 'entity-follow';
  userId: string;
  entityId: string;
  createdAt: string;
}

export const entityFollowKey = (userId: string, entityId: string) => ({
  PK: `${KEYS.entityFollow.pk}${userId}`,
  SK: `${KEYS.entityFollow.sk}${entityId}`,
});
export const entityFollowersPk = (entityId: string) => `${KEYS.entityFollower.pk}${entityId}`;
export const entityFollowerKey = (entityId: string, userId: string) => ({
  PK: entityFollowersPk(entityId),
  SK: userId,
});
export const followedEntityIdOf = (sk: string) => idAfter(KEYS.entityFollow.sk, sk);

/** An entity's followers, page by page (consistent reads: a follow committed before is seen). */
export function entityFollowerIdPages(db: Db, entityId: string): AsyncGenerator<string[]> {
  return queryPages(
    db,
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': entityFollowersPk(entityId) },
      ProjectionExpression: 'SK',
      ConsistentRead: true,
    },
    (item) => item.SK as string,
  );
}

/** One page of an entity's followers (consistent read) from `cursor`, and the cursor after it. */
export function entityFollowerIdPage(db: Db, entityId: string, limit: number, cursor?: Cursor) {
  return queryPage(
    db,
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': entityFollowersPk(entityId) },
      ProjectionExpression: 'SK',
      ConsistentRead: true,
      Limit: limit,
    },
    (item) => item.SK as string,
    cursor,
  );
}

/** Whether the fan follows the entity (one GetItem). */
export async function isFollowingEntity(db: Db, userId: string, entityId: string, consistent = false) {
  const res = await db.doc.send(
    new GetCommand({
      TableName: db.table,
      Key: entityFollowKey(userId, entityId),
      ProjectionExpression: 'PK',
      ConsistentRead: consistent,
    }),
  );
  return res.Item !== undefined;
}

/** The fan and entity of a follow edge key (USER#/EFOLLOWS#), or null for any other key. */
export function parseEntityFollowKey(key: KeyLike): { userId: string; entityId: string } | null {
  const userId = idAfter(KEYS.entityFollow.pk, key.PK);
  const entityId = idAfter(KEYS.entityFollow.sk, key.SK);
  return userId && entityId ? { userId, entityId } : null;
}

/** Adds a big entity to a follower's `bigEntityFollows` (their feed merges it at read time). */
export async function addBigEntityFollow(db: Db, userId: string, entityId: string): Promise<void> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: userKey(userId),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: 'ADD bigEntityFollows :entity',
        ExpressionAttributeValues: { ':entity': new Set([entityId]) },
      }),
    );
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}
