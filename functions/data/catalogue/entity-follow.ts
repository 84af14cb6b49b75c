/**
 * Fans following catalogue entities (promotions, wrestlers, teams, championships).
 *
 *   USER#{userId} / EFOLLOWS#{entityId}     the edge; "do I follow X" is one GetItem; a fan's list
 *   EFOLLOWERS#{entityId} / {userId}        the same edge under the entity: its followers (the
 *                                           feed fan-out of tagged posts pages it, consistently:
 *                                           data/feed-sources.ts)
 *
 * Both edges and the entity's `followerCount` change in one transaction guarded by the edge's
 * existence (exact under concurrency). A fan following a big entity (`big` on the entity item) also
 * has its id in `bigEntityFollows` (string set) on their profile, in the same transaction: the home
 * feed merges those entities' newest posts at read time instead of fanning them out. A promotion's id
 * goes into (and out of) the `promotions` set of the fan's controls item in the same transaction too
 * (data/spoilers/promotions.ts: Spoiler Guard protects the shows of promotions a fan follows).
 *
 * Stream consumers (docs/architecture.md, "Which consumers react to which item"):
 *   INSERT  entity-feed (backfill of recent tagged posts; an entity reaching the big threshold)
 *   REMOVE  entity-feed (the pointers that came from the entity are pruned)
 *
 * The fan-out reads an entity's followers and writes `bigEntityFollows` through data/feed-sources.ts,
 * as it does for an author's.
 */

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { CATALOGUE_TEXTS } from '../../../shared/messages-wrestling';
import { DomainError } from '../../lib/errors';
import { type TransactItems, transactWrite } from '../batch';
import { conditionFailedAt, type Db } from '../client';
import { idAfter, KEYS, type KeyLike } from '../keys';
import { type Cursor, queryPage } from '../page';
import { addFollowedPromotion, dropFollowedPromotion } from '../spoilers/promotions';
import { userKey } from '../user';
import { entityKey } from './items';

/** The entity is gone (deleted between its read and the follow). */
export class EntityGoneError extends DomainError {
  constructor() {
    super('notFound', CATALOGUE_TEXTS.notFound);
    this.name = 'EntityGoneError';
  }
}

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

/** Whether the fan follows the entity (one GetItem). */
export async function isFollowingEntity(
  db: Db,
  userId: string,
  entityId: string,
  consistent = false,
): Promise<boolean> {
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

/**
 * Creates both edges and adds one to the entity's followerCount, in one transaction guarded by the
 * edge's absence: false (nothing changed) when the fan already followed it. A big entity's id also
 * goes into the fan's `bigEntityFollows`, a promotion's into their controls item's `promotions`. The
 * entity must still exist (a missing one throws EntityGoneError).
 */
export async function followEntityEdge(
  db: Db,
  userId: string,
  entity: { id: string; big?: boolean; kind?: string },
  now = new Date(),
): Promise<boolean> {
  const edge: EntityFollowItem = {
    ...entityFollowKey(userId, entity.id),
    type: 'entity-follow',
    userId,
    entityId: entity.id,
    createdAt: now.toISOString(),
  };
  const items: TransactItems = [
    { Put: { TableName: db.table, Item: edge, ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Put: {
        TableName: db.table,
        Item: { ...entityFollowerKey(entity.id, userId), type: 'entity-follower', createdAt: edge.createdAt },
      },
    },
    {
      Update: {
        TableName: db.table,
        Key: entityKey(entity.id),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: 'ADD followerCount :one',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ];
  if (entity.big)
    items.push({
      Update: {
        TableName: db.table,
        Key: userKey(userId),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: 'ADD bigEntityFollows :big',
        ExpressionAttributeValues: { ':big': new Set([entity.id]) },
      },
    });
  if (entity.kind === 'promotion') items.push(addFollowedPromotion(db, userId, entity.id));
  try {
    await transactWrite(db, items);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    if (conditionFailedAt(err, 2)) throw new EntityGoneError();
    throw err;
  }
}

/**
 * Removes both edges and takes one from the entity's followerCount (and its id from the fan's
 * `bigEntityFollows`; a promotion's from their controls item's `promotions`), guarded by the edge's
 * existence: false when there was no edge. An entity already gone leaves only the edges (and the
 * promotion) to remove; a promotion not in the set (a follow from before it was kept) is not removed
 * from it (an update would make an empty controls item). `countFan: false` leaves the fan's profile
 * and controls item alone (the purge of a closed account: the profile is gone, the controls item goes
 * whole).
 */
export async function unfollowEntityEdge(
  db: Db,
  userId: string,
  entityId: string,
  { countFan = true, promotion = false }: { countFan?: boolean; promotion?: boolean } = {},
): Promise<boolean> {
  const edges: TransactItems = [
    {
      Delete: {
        TableName: db.table,
        Key: entityFollowKey(userId, entityId),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    { Delete: { TableName: db.table, Key: entityFollowerKey(entityId, userId) } },
  ];
  const drop = dropFollowedPromotion(db, userId, entityId);
  const counts: TransactItems = [
    {
      Update: {
        TableName: db.table,
        Key: entityKey(entityId),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: 'ADD followerCount :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
    ...(countFan
      ? [
          {
            Update: {
              TableName: db.table,
              Key: userKey(userId),
              ConditionExpression: 'attribute_exists(PK)',
              UpdateExpression: 'DELETE bigEntityFollows :big',
              ExpressionAttributeValues: { ':big': new Set([entityId]) },
            },
          },
        ]
      : []),
  ];
  let dropping = countFan && promotion;
  let counting = true;
  // At most three tries: without the promotion once it is not in the set, without the counts once
  // the entity (or the fan's profile) is gone.
  for (;;) {
    const first = dropping ? [...edges, drop] : edges;
    try {
      await transactWrite(db, [...first, ...(counting ? counts : [])]);
      return true;
    } catch (err) {
      if (conditionFailedAt(err, 0)) return false;
      if (dropping && conditionFailedAt(err, edges.length)) dropping = false;
      else if (counting && counts.some((_, i) => conditionFailedAt(err, first.length + i))) counting = false;
      else throw err;
    }
  }
}

/** One page of the entities a fan follows (ids, by id), from `cursor`, and the cursor after it. */
export function followedEntityIdPage(db: Db, userId: string, limit: number, cursor?: Cursor) {
  return queryPage(
    db,
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': `${KEYS.entityFollow.pk}${userId}`, ':sk': KEYS.entityFollow.sk },
      ProjectionExpression: 'SK',
      Limit: limit,
    },
    (item) => followedEntityIdOf(item.SK as string) as string,
    cursor,
  );
}
