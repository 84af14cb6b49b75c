/**
 * What a fan filters out of every read: the fans they blocked, those who blocked them, the fans
 * they muted (and, with muted words, the words), in one item read once per request with the fan's
 * profile: one BatchGetItem of both (`getViewerItems`, domain/viewer.ts builds the request's Viewer).
 *
 *   USER#{userId}     / FILTERS       the viewer's controls: `blocked` and `blockedBy` (string sets of
 *                                     user ids), `muted` (map user id -> expiresAt, epoch seconds,
 *                                     0 = forever), `words` (map, muted words)
 *   BLOCKS#{blockerId} / {blockedId}  a block, to list a fan's blocks a page at a time
 *
 * A block is one transaction: the list item, both fans' controls items, and the follow edges between
 * them both ways (removed as an unfollow removes them, both counters of both fans corrected). Expired
 * mutes stay in the map until replaced or removed: readers ignore them (DynamoDB Local never runs TTL,
 * and a map entry has no TTL anyway).
 *
 * Stream consumers: unread-recount (the controls item's INSERT/MODIFY: unread notifications it now
 * hides are marked read, domain/notifications.ts `markHiddenRead`). The follow edges a block removes
 * are follow REMOVE records: feed-fanout prunes the feeds and notifications takes the follow
 * notifications back, as for an unfollow.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MutedWordEntry } from '../../shared/muted-words';
import { batchGet, batchWrite, keyOf, type TransactItems, transactWrite } from './batch';
import { conditionFailedAt, type Db, isConditionFailed } from './client';
import { followerKey, followKey, isFollowing } from './follow';
import { idAfter, KEYS, type KeyLike } from './keys';
import type { AlertFields } from './rooms/alerts';
import type { SpoilerFields } from './spoilers/state';
import { type UserItem, userKey } from './user';

/** Spoiler Guard's fields ride the same item (./spoilers/state.ts), and show-night alerts' (./rooms/alerts.ts). */
export interface ControlsItem extends SpoilerFields, AlertFields {
  PK: string;
  SK: typeof KEYS.viewerControls.sk;
  type?: 'filters';
  blocked?: Set<string>;
  blockedBy?: Set<string>;
  muted?: Record<string, number>;
  words?: Record<string, MutedWordEntry>;
}

export interface BlockItem {
  PK: string;
  SK: string;
  type: 'block';
  blockerId: string;
  blockedId: string;
  createdAt: string;
}

export const controlsKey = (userId: string) => ({
  PK: `${KEYS.viewerControls.pk}${userId}`,
  SK: KEYS.viewerControls.sk,
});
/** The fan whose controls item this key is, or null for another item. */
export function parseControlsKey(key: KeyLike): { userId: string } | null {
  const userId = key.SK === KEYS.viewerControls.sk ? idAfter(KEYS.viewerControls.pk, key.PK) : null;
  return userId ? { userId } : null;
}

/**
 * Whether a change of a controls item hides someone or something it did not hide before: a block
 * either way, a mute (new or renewed) or a muted word (new or changed). Unblocks and unmutes hide
 * nothing new.
 */
export function hidesMoreThan(before: ControlsItem | undefined, after: ControlsItem | undefined): boolean {
  if (!after) return false;
  const grew = (a?: Set<string>, b?: Set<string>) => [...(b ?? [])].some((id) => !a?.has(id));
  const changed = (a: Record<string, unknown> = {}, b: Record<string, unknown> = {}) =>
    Object.entries(b).some(([k, v]) => JSON.stringify(a[k]) !== JSON.stringify(v));
  return (
    grew(before?.blocked, after.blocked) ||
    grew(before?.blockedBy, after.blockedBy) ||
    changed(before?.muted, after.muted) ||
    changed(before?.words, after.words)
  );
}

const blocksPk = (blockerId: string) => `${KEYS.block.pk}${blockerId}`;
export const blockKey = (blockerId: string, blockedId: string) => ({
  PK: blocksPk(blockerId),
  SK: blockedId,
});

/** The fan's controls item (strongly consistent: a block takes effect on the next request), or null. */
export async function getControlsItem(db: Db, userId: string): Promise<ControlsItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: controlsKey(userId), ConsistentRead: true }),
  );
  return (res.Item as ControlsItem | undefined) ?? null;
}

/**
 * A fan's profile and controls item in one strongly consistent BatchGetItem (a block or a ban takes
 * effect on the next request): what a request's viewer is made of. Either may be missing.
 */
export async function getViewerItems(
  db: Db,
  userId: string,
): Promise<{ user: UserItem | null; controls: ControlsItem | null }> {
  const found = await batchGet(db, [userKey(userId), controlsKey(userId)], { consistent: true });
  return {
    user: (found.get(keyOf(userKey(userId))) as UserItem | undefined) ?? null,
    controls: (found.get(keyOf(controlsKey(userId))) as ControlsItem | undefined) ?? null,
  };
}

/**
 * The follow edge of `followerId` -> `followedId`, for a transaction: removed (with its reverse
 * item) if it exists, else checked to still be absent (a follow that raced in cancels the block,
 * which is then tried again).
 */
function edgeItems(db: Db, followerId: string, followedId: string, exists: boolean): TransactItems {
  if (!exists)
    return [
      {
        ConditionCheck: {
          TableName: db.table,
          Key: followKey(followerId, followedId),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ];
  return [
    {
      Delete: {
        TableName: db.table,
        Key: followKey(followerId, followedId),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    { Delete: { TableName: db.table, Key: followerKey(followedId, followerId) } },
  ];
}

/** One profile's counters after a block removed `following` and `follower` edges of it. */
function counterUpdate(
  db: Db,
  userId: string,
  otherId: string,
  change: { following: boolean; follower: boolean },
) {
  const adds: string[] = [];
  const values: Record<string, unknown> = {};
  if (change.following) {
    adds.push('followingCount :minus');
    values[':big'] = new Set([otherId]);
  }
  if (change.follower) adds.push('followerCount :minus');
  if (!adds.length)
    return {
      ConditionCheck: {
        TableName: db.table,
        Key: userKey(userId),
        ConditionExpression: 'attribute_exists(PK)',
      },
    };
  return {
    Update: {
      TableName: db.table,
      Key: userKey(userId),
      ConditionExpression: 'attribute_exists(PK)',
      UpdateExpression: `ADD ${adds.join(', ')}${change.following ? ' DELETE bigFollows :big' : ''}`,
      ExpressionAttributeValues: { ...values, ':minus': -1 },
    },
  };
}

export type BlockOutcome = 'blocked' | 'already' | 'missing';

/**
 * `blockerId` blocks `blockedId`, in one transaction: the list item, both controls items, the follow
 * edges both ways removed with the four counters corrected. 'already' when the block exists
 * (nothing changes), 'missing' when either profile is gone.
 */
export async function block(
  db: Db,
  blockerId: string,
  blockedId: string,
  now = new Date(),
): Promise<BlockOutcome> {
  for (let attempt = 0; ; attempt++) {
    const [forward, backward] = await Promise.all([
      isFollowing(db, blockerId, blockedId, true),
      isFollowing(db, blockedId, blockerId, true),
    ]);
    const item: BlockItem = {
      ...blockKey(blockerId, blockedId),
      type: 'block',
      blockerId,
      blockedId,
      createdAt: now.toISOString(),
    };
    const items: TransactItems = [
      { Put: { TableName: db.table, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      counterUpdate(db, blockerId, blockedId, { following: forward, follower: backward }),
      counterUpdate(db, blockedId, blockerId, { following: backward, follower: forward }),
      {
        Update: {
          TableName: db.table,
          Key: controlsKey(blockerId),
          UpdateExpression: 'ADD blocked :other SET #type = :type',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':other': new Set([blockedId]), ':type': 'filters' },
        },
      },
      {
        Update: {
          TableName: db.table,
          Key: controlsKey(blockedId),
          UpdateExpression: 'ADD blockedBy :other SET #type = :type',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':other': new Set([blockerId]), ':type': 'filters' },
        },
      },
      ...edgeItems(db, blockerId, blockedId, forward),
      ...edgeItems(db, blockedId, blockerId, backward),
    ];
    try {
      await transactWrite(db, items);
      return 'blocked';
    } catch (err) {
      if (conditionFailedAt(err, 0)) return 'already';
      if (conditionFailedAt(err, 1) || conditionFailedAt(err, 2)) return 'missing';
      // A follow or unfollow between the reads and the transaction: read the edges again.
      if (attempt < 3 && items.some((_, i) => i >= 5 && conditionFailedAt(err, i))) continue;
      throw err;
    }
  }
}

/** Takes a block back (both controls items and the list item); false when there was none. */
export async function unblock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  try {
    await transactWrite(db, [
      {
        Delete: {
          TableName: db.table,
          Key: blockKey(blockerId, blockedId),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      {
        Update: {
          TableName: db.table,
          Key: controlsKey(blockerId),
          UpdateExpression: 'DELETE blocked :other',
          ExpressionAttributeValues: { ':other': new Set([blockedId]) },
        },
      },
      {
        Update: {
          TableName: db.table,
          Key: controlsKey(blockedId),
          UpdateExpression: 'DELETE blockedBy :other',
          ExpressionAttributeValues: { ':other': new Set([blockerId]) },
        },
      },
    ]);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

/** One page of the fans a fan blocked (by id), from after `afterId`, and the id to continue after. */
export async function blocksPage(
  db: Db,
  blockerId: string,
  limit: number,
  afterId?: string,
): Promise<{ items: BlockItem[]; next: string | undefined }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': blocksPk(blockerId) },
      ConsistentRead: true,
      Limit: limit,
      ExclusiveStartKey: afterId ? blockKey(blockerId, afterId) : undefined,
    }),
  );
  const items = (res.Items ?? []) as BlockItem[];
  const last = items[items.length - 1];
  return { items, next: res.LastEvaluatedKey && last ? last.blockedId : undefined };
}

/**
 * Mutes a fan until `expiresAt` (epoch seconds, 0 = forever); a mute already there is replaced
 * (renewed). The `muted` map is made on the first mute (a nested SET needs its map to exist).
 */
export async function setMute(db: Db, muterId: string, mutedId: string, expiresAt: number): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: controlsKey(muterId),
          ConditionExpression: 'attribute_exists(muted)',
          UpdateExpression: 'SET muted.#id = :at',
          ExpressionAttributeNames: { '#id': mutedId },
          ExpressionAttributeValues: { ':at': expiresAt },
        }),
      );
      return;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
    }
    try {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: controlsKey(muterId),
          ConditionExpression: 'attribute_not_exists(muted)',
          UpdateExpression: 'SET muted = :map, #type = :type',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':map': { [mutedId]: expiresAt }, ':type': 'filters' },
        }),
      );
      return;
    } catch (err) {
      // Another mute made the map meanwhile: set the entry in it.
      if (!isConditionFailed(err)) throw err;
    }
  }
  throw new Error('The muted map kept changing');
}

/** Takes a mute back; false when there was none. */
export async function removeMute(db: Db, muterId: string, mutedId: string): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: controlsKey(muterId),
        ConditionExpression: 'attribute_exists(muted.#id)',
        UpdateExpression: 'REMOVE muted.#id',
        ExpressionAttributeNames: { '#id': mutedId },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/**
 * Removes a block whose other side is being purged, whatever is left of it: the list item and both
 * set entries, in one transaction, with no condition (a replayed page finds nothing and changes
 * nothing).
 */
export async function dropBlockOfPurged(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await transactWrite(db, [
    { Delete: { TableName: db.table, Key: blockKey(blockerId, blockedId) } },
    {
      Update: {
        TableName: db.table,
        Key: controlsKey(blockerId),
        UpdateExpression: 'DELETE blocked :id',
        ExpressionAttributeValues: { ':id': new Set([blockedId]) },
      },
    },
    {
      Update: {
        TableName: db.table,
        Key: controlsKey(blockedId),
        UpdateExpression: 'DELETE blockedBy :id',
        ExpressionAttributeValues: { ':id': new Set([blockerId]) },
      },
    },
  ]);
}

/** Deletes a purged fan's controls item (mutes and muted words with it). */
export const deleteControlsItem = (db: Db, userId: string) =>
  batchWrite(db, [{ delete: controlsKey(userId) }]);
