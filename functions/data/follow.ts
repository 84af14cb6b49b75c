/**
 * Follow edges.
 *
 *   USER#{followerId} / FOLLOWS#{followedId}     the edge; "am I following X" is one GetItem
 *   FOLLOWERS#{followedId} / {followerId}        the same edge under the followed fan: their
 *                                                followers, readable with consistent reads
 *
 * Both edge items and both counters (followingCount on the follower, followerCount on the followed
 * fan) change in one transaction guarded by the edge's existence, so a double click never counts
 * twice. The followers list lives in the base table, not an index, so the feed fan-out of a post
 * reads it consistently and never misses a follow committed before the post.
 *
 * Stream consumers (docs/architecture.md, "Which consumers react to which item"):
 *   INSERT  notifications (the followed fan), feed-fanout (backfill; an author reaching the big
 *           threshold)
 *   REMOVE  notifications (taken back), feed-fanout (prune)
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { API_ERRORS } from '../../shared/messages';
import { DomainError } from '../lib/errors';
import { type TransactItems, transactWrite } from './batch';
import { conditionFailedAt, type Db } from './client';
import { idAfter, KEYS, type KeyLike } from './keys';
import { userKey } from './user';

export interface FollowItem {
  PK: string;
  SK: string;
  type: 'follow';
  followerId: string;
  followedId: string;
  createdAt: string;
}

export const followKey = (followerId: string, followedId: string) => ({
  PK: `${KEYS.follow.pk}${followerId}`,
  SK: `${KEYS.follow.sk}${followedId}`,
});
/** The partition of a fan's followers (the fan-out pages it: data/feed-sources.ts). */
export const followersPk = (followedId: string) => `${KEYS.follower.pk}${followedId}`;
export const followerKey = (followedId: string, followerId: string) => ({
  PK: followersPk(followedId),
  SK: followerId,
});

export class FollowTargetMissingError extends DomainError {
  constructor() {
    super('notFound', API_ERRORS.userNotFound);
    this.name = 'FollowTargetMissingError';
  }
}

export async function isFollowing(db: Db, followerId: string, followedId: string, consistent = false) {
  const res = await db.doc.send(
    new GetCommand({
      TableName: db.table,
      Key: followKey(followerId, followedId),
      ProjectionExpression: 'PK',
      ConsistentRead: consistent,
    }),
  );
  return res.Item !== undefined;
}

/**
 * The two items of a follow edge (under the follower, and under the followed fan). `follow` writes
 * them with the counters; benchmarks and load tests may write many of them directly.
 */
export function followEdgeItems(followerId: string, followedId: string, now = new Date()) {
  const edge: FollowItem = {
    ...followKey(followerId, followedId),
    type: 'follow',
    followerId,
    followedId,
    createdAt: now.toISOString(),
  };
  return [edge, { ...followerKey(followedId, followerId), type: 'follower' }] as const;
}

/**
 * Creates the edge and bumps both counters; returns false if the edge already existed (nothing
 * changes). A followed big account is also added to the follower's `bigFollows`, so their posts
 * are merged into the follower's feed at read time.
 */
export async function follow(
  db: Db,
  followerId: string,
  followed: { id: string; bigAccount?: boolean },
  now = new Date(),
): Promise<boolean> {
  const [edge, reverse] = followEdgeItems(followerId, followed.id, now);
  try {
    await transactWrite(db, [
      { Put: { TableName: db.table, Item: edge, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName: db.table,
          Key: userKey(followerId),
          ConditionExpression: 'attribute_exists(PK)',
          UpdateExpression: followed.bigAccount
            ? 'ADD followingCount :one, bigFollows :big'
            : 'ADD followingCount :one',
          ExpressionAttributeValues: followed.bigAccount
            ? { ':one': 1, ':big': new Set([followed.id]) }
            : { ':one': 1 },
        },
      },
      {
        Update: {
          TableName: db.table,
          Key: userKey(followed.id),
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(banned) OR banned = :false)',
          UpdateExpression: 'ADD followerCount :one',
          ExpressionAttributeValues: { ':one': 1, ':false': false },
        },
      },
      { Put: { TableName: db.table, Item: reverse } },
      // Neither fan blocked the other (data/controls.ts): checked in the write, so a block that
      // commits first always wins. A missing filter item passes (contains() of nothing is false).
      {
        ConditionCheck: {
          TableName: db.table,
          Key: { PK: `${KEYS.viewerControls.pk}${followerId}`, SK: KEYS.viewerControls.sk },
          ConditionExpression: 'NOT contains(blocked, :other) AND NOT contains(blockedBy, :other)',
          ExpressionAttributeValues: { ':other': followed.id },
        },
      },
    ]);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    // A blocked fan is told what a missing one is: nothing says they were blocked.
    if (conditionFailedAt(err, 2) || conditionFailedAt(err, 4)) throw new FollowTargetMissingError();
    throw err;
  }
}

/**
 * Removes the edge and lowers both counters; returns false if there was no edge. If the followed
 * fan's profile is gone, the edge and the follower's count still go (never an orphan counter item).
 */
export async function unfollow(db: Db, followerId: string, followedId: string): Promise<boolean> {
  const removeEdge = {
    Delete: {
      TableName: db.table,
      Key: followKey(followerId, followedId),
      ConditionExpression: 'attribute_exists(PK)',
    },
  };
  const lowerFollowing = {
    Update: {
      TableName: db.table,
      Key: userKey(followerId),
      ConditionExpression: 'attribute_exists(PK)',
      UpdateExpression: 'ADD followingCount :minus DELETE bigFollows :big',
      ExpressionAttributeValues: { ':minus': -1, ':big': new Set([followedId]) },
    },
  };
  const lowerFollowers = {
    Update: {
      TableName: db.table,
      Key: userKey(followedId),
      ConditionExpression: 'attribute_exists(PK)',
      UpdateExpression: 'ADD followerCount :minus',
      ExpressionAttributeValues: { ':minus': -1 },
    },
  };
  const removeReverse = { Delete: { TableName: db.table, Key: followerKey(followedId, followerId) } };
  try {
    await transactWrite(db, [removeEdge, lowerFollowing, lowerFollowers, removeReverse]);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    if (!conditionFailedAt(err, 2)) throw err;
  }
  try {
    await transactWrite(db, [removeEdge, lowerFollowing, removeReverse]);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

/** The two fans of a follow edge key, or null for any other key. */
export function parseFollowKey(key: KeyLike): { followerId: string; followedId: string } | null {
  const followerId = idAfter(KEYS.follow.pk, key.PK);
  const followedId = idAfter(KEYS.follow.sk, key.SK);
  return followerId && followedId ? { followerId, followedId } : null;
}

/**
 * Removes a follow edge whose other side is being purged: both edge items, and the counter of the
 * fan who stays (`countFollower: false` when the follower is the one purged, `countFollowed: false`
 * when the followed fan is). Idempotent: an edge already gone changes nothing.
 */
export async function dropFollowEdge(
  db: Db,
  followerId: string,
  followedId: string,
  counts: { countFollower?: boolean; countFollowed?: boolean },
): Promise<void> {
  const items: TransactItems = [
    {
      Delete: {
        TableName: db.table,
        Key: followKey(followerId, followedId),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    { Delete: { TableName: db.table, Key: followerKey(followedId, followerId) } },
  ];
  if (counts.countFollower !== false)
    items.push({
      Update: {
        TableName: db.table,
        Key: userKey(followerId),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: 'ADD followingCount :minus DELETE bigFollows :big',
        ExpressionAttributeValues: { ':minus': -1, ':big': new Set([followedId]) },
      },
    });
  if (counts.countFollowed !== false)
    items.push({
      Update: {
        TableName: db.table,
        Key: userKey(followedId),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: 'ADD followerCount :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    });
  try {
    await transactWrite(db, items);
  } catch (err) {
    if (conditionFailedAt(err, 0)) {
      // The edge is gone; its reverse may linger from an interrupted purge.
      await transactWrite(db, [
        { Delete: { TableName: db.table, Key: followerKey(followedId, followerId) } },
      ]);
      return;
    }
    if (!conditionFailedAt(err, 2) && !conditionFailedAt(err, 3)) throw err;
    // The fan who stays is gone too: just the edge.
    await transactWrite(db, items.slice(0, 2));
  }
}
