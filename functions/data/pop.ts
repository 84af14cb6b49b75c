/**
 * Pops (reactions) on posts and comments.
 *
 *   POST#{postId} / POP#{userId}          a fan's Pop on a post
 *   COMMENT#{commentId} / POP#{userId}    a fan's Pop on a comment
 *
 * The marker and the target's popCount change in one transaction guarded by the marker's
 * existence, so the count always equals the number of markers, however many fans tap at once.
 *
 * Stream consumers (docs/architecture.md, "Which consumers react to which item"):
 *   INSERT  notifications (the post's or comment's author), trending-activity (on posts)
 *   REMOVE  notifications (taken back), trending-activity (on posts)
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DomainError } from '../lib/errors';
import { batchWrite, transactWrite } from './batch';
import { conditionFailedAt, type Db } from './client';
import { commentKey } from './comment';
import { idAfter, KEYS, type KeyLike } from './keys';
import { type Cursor, queryPage, queryPages } from './page';
import { postKey } from './post';

/** A fan's Pop marker. */
export interface PopItem {
  PK: string;
  SK: string;
  type: 'pop';
  userId: string;
  createdAt: string;
}

/** The item a Pop counts on: a post or a comment key. */
export interface PopTarget {
  PK: string;
  SK: string;
}

/** A fan's Pops: FANPOPS#{userId} / {the popped item's PK} (the account purge pages through it). */
export const fanPopKey = (userId: string, target: PopTarget) => ({
  PK: `${KEYS.fanPop.pk}${userId}`,
  SK: target.PK,
});

/** What a fan pops: a post or a comment, by id. */
export type PopOn = { postId: string } | { commentId: string };

/** The item a Pop on `on` counts on (its key). */
export const popTargetOf = (on: PopOn): PopTarget =>
  'postId' in on ? postKey(on.postId) : commentKey(on.commentId);

export const popKey = (target: PopTarget, userId: string) => ({
  PK: target.PK,
  SK: `${KEYS.pop.sk}${userId}`,
});

/** The fan of a Pop marker key, or null for any other key. */
export function parsePopKey(key: KeyLike): { userId: string } | null {
  const userId = idAfter(KEYS.pop.sk, key.SK);
  return userId ? { userId } : null;
}

/** What a Pop marker key's partition is: a post or a comment. */
export function parsePopTarget(key: KeyLike): { postId: string } | { commentId: string } | null {
  const postId = idAfter(KEYS.post.pk, key.PK);
  if (postId) return { postId };
  const commentId = idAfter(KEYS.comment.pk, key.PK);
  return commentId ? { commentId } : null;
}

export class PopTargetMissingError extends DomainError {
  constructor() {
    super('notFound', 'Nothing to pop here');
    this.name = 'PopTargetMissingError';
  }
}

export function change(db: Db, target: PopTarget, userId: string, add: boolean, now: Date) {
  const index = add
    ? {
        Put: {
          TableName: db.table,
          Item: { ...fanPopKey(userId, target), type: 'fan-pop', targetSK: target.SK },
        },
      }
    : { Delete: { TableName: db.table, Key: fanPopKey(userId, target) } };
  return transactWrite(db, [
    add
      ? {
          Put: {
            TableName: db.table,
            Item: {
              ...popKey(target, userId),
              type: 'pop',
              userId,
              createdAt: now.toISOString(),
            } satisfies PopItem,
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        }
      : {
          Delete: {
            TableName: db.table,
            Key: popKey(target, userId),
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
    {
      Update: {
        TableName: db.table,
        Key: { PK: target.PK, SK: target.SK },
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: 'ADD popCount :delta',
        ExpressionAttributeValues: { ':delta': add ? 1 : -1 },
      },
    },
    index,
  ]);
}

/**
 * Toggles the caller's Pop: adds it if absent (added = true), takes it back if present (false).
 * Returns the target's popCount after the change.
 */
export async function togglePop(
  db: Db,
  target: PopTarget,
  userId: string,
  now: Date,
): Promise<{ added: boolean; popCount: number }> {
  for (let attempt = 0; attempt < 6; attempt++) {
    for (const add of [true, false]) {
      try {
        await change(db, target, userId, add, now);
        const res = await db.doc.send(
          new GetCommand({
            TableName: db.table,
            Key: target,
            ProjectionExpression: 'popCount',
            ConsistentRead: true,
          }),
        );
        return { added: add, popCount: Math.max(0, Number(res.Item?.popCount ?? 0)) };
      } catch (err) {
        if (conditionFailedAt(err, 1)) throw new PopTargetMissingError();
        // The marker was (add) already there / (remove) already gone: try the other way.
        if (!conditionFailedAt(err, 0)) throw err;
      }
    }
  }
  throw new Error('The Pop kept changing under us');
}

const popMarkersQuery = (target: PopTarget, limit: number) => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :pop)',
  ExpressionAttributeValues: { ':pk': target.PK, ':pop': KEYS.pop.sk },
  ProjectionExpression: 'PK, SK',
  ConsistentRead: true,
  Limit: limit,
});
const asKey = (item: Record<string, unknown>): PopTarget => ({
  PK: item.PK as string,
  SK: item.SK as string,
});

/** Every Pop marker key on a target, page by page, read consistently. */
export function popKeyPages(db: Db, target: PopTarget, pageSize = 500): AsyncGenerator<PopTarget[]> {
  return queryPages(db, popMarkersQuery(target, pageSize), asKey);
}

/** One page of Pop marker keys on a target (consistent read) from `cursor` (the cascade of a delete). */
export const popKeyPage = (db: Db, target: PopTarget, limit: number, cursor?: Cursor) =>
  queryPage(db, popMarkersQuery(target, limit), asKey, cursor);

/**
 * Takes a purged fan's Pop back: the marker, the target's popCount and the fan's index entry in one
 * transaction; a marker or target gone already leaves nothing to count down, so what is left of the
 * two is removed without it. Idempotent.
 */
export async function dropPopOfPurged(db: Db, userId: string, target: PopTarget): Promise<void> {
  const marker = { Delete: { TableName: db.table, Key: popKey(target, userId) } };
  const index = { Delete: { TableName: db.table, Key: fanPopKey(userId, target) } };
  try {
    await transactWrite(db, [
      { Delete: { ...marker.Delete, ConditionExpression: 'attribute_exists(PK)' } },
      {
        Update: {
          TableName: db.table,
          Key: { PK: target.PK, SK: target.SK },
          ConditionExpression: 'attribute_exists(PK)',
          UpdateExpression: 'ADD popCount :minus',
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
      index,
    ]);
  } catch (err) {
    if (!conditionFailedAt(err, 0) && !conditionFailedAt(err, 1)) throw err;
    await transactWrite(db, [marker, index]);
  }
}

/** One page of the Pop markers on a deleted post or comment (the cascade of its delete). */
export const popMarkerPage = (db: Db, on: PopOn, limit: number, cursor?: Cursor) =>
  popKeyPage(db, popTargetOf(on), limit, cursor);

/** Deletes Pop markers a `popMarkerPage` returned, and each popper's index entry of them. */
export const deletePopMarkers = (db: Db, on: PopOn, markers: readonly PopTarget[]) =>
  batchWrite(
    db,
    markers.flatMap((key) => {
      const popper = parsePopKey(key)?.userId;
      return [{ delete: key }, ...(popper ? [{ delete: fanPopKey(popper, popTargetOf(on)) }] : [])];
    }),
  );
