/**
 * Leaderboards (issue 39, docs/ratings.md "Picks and leaderboards as built"): a fan's points on a
 * board, sorted by an index so a page is one Query.
 *
 *   BOARD#{bucket}#{shard} / {userId}          a fan's points on a board (`points`, `bucket`)
 *       GSI3 BOARD#{bucket} / {points, padded}#{userId}   the board, highest first
 *
 * A bucket is everyone's or one promotion's (ALL, P{promotionId}) of one ISO week or of all time
 * (#W{2026-W48}, #ALL). The base table's partition is spread over LEADERBOARD_SHARDS shards by the
 * fan's id, so a show's scoring (every picker's four entries at once) writes to many partitions;
 * the index holds the board under one key, read in order (its writes are spread over the key's
 * sort-key ranges by the points themselves).
 *
 * A fan's entry is read by key (the shard is the id's hash): `me`, the "people I follow" board.
 */
import { createHash } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, batchWrite, type Key, keyOf, type TransactItems } from '../batch';
import { type EntityItem, entityKey } from '../catalogue/items';
import type { Db } from '../client';
import { KEYS } from '../keys';
import { type UserItem, userKey } from '../user';

export const LEADERBOARD_SHARDS = 10;
const PAD = 10;

export interface BoardEntryItem {
  PK: string;
  SK: string;
  GSI3PK: string;
  GSI3SK: string;
  type: 'leaderboard';
  bucket: string;
  userId: string;
  points: number;
}

/** The bucket of a board: everyone's (null) or a promotion's, a week's ("2026-W48") or all time. */
export const boardBucket = (promotionId: string | null, week: string | null) =>
  `${promotionId ? `P${promotionId}` : 'ALL'}#${week ? `W${week}` : 'ALL'}`;

const shardOf = (userId: string) =>
  createHash('sha1').update(userId).digest().readUInt16BE(0) % LEADERBOARD_SHARDS;

export const boardEntryKey = (bucket: string, userId: string): Key => ({
  PK: `${KEYS.leaderboard.pk}${bucket}#${shardOf(userId)}`,
  SK: userId,
});
const boardIndexPk = (bucket: string) => `${KEYS.leaderboard.gsi3}${bucket}`;
const sortKey = (points: number, userId: string) =>
  `${String(Math.max(0, points)).padStart(PAD, '0')}#${userId}`;

export function boardEntryItem(bucket: string, userId: string, points: number): BoardEntryItem {
  return {
    ...boardEntryKey(bucket, userId),
    GSI3PK: boardIndexPk(bucket),
    GSI3SK: sortKey(points, userId),
    type: 'leaderboard',
    bucket,
    userId,
    points,
  } as BoardEntryItem;
}

/** Fans' entries on boards, by key (one BatchGet per 100): `${bucket}|${userId}` -> points. */
export async function boardPoints(
  db: Db,
  wanted: readonly { bucket: string; userId: string }[],
  consistent = false,
): Promise<Map<string, number>> {
  const found = await batchGet(
    db,
    wanted.map((w) => boardEntryKey(w.bucket, w.userId)),
    { consistent },
  );
  const out = new Map<string, number>();
  for (const w of wanted) {
    const item = found.get(keyOf(boardEntryKey(w.bucket, w.userId)));
    if (item) out.set(`${w.bucket}|${w.userId}`, Number(item.points) || 0);
  }
  return out;
}

/**
 * The transaction item that moves a fan's points on a board from `before` (null: no entry yet) to
 * `after`, conditioned on what was read (two scorings of one fan at once: one retries).
 */
export function boardWrite(
  db: Db,
  bucket: string,
  userId: string,
  before: number | null,
  after: number,
): TransactItems[number] {
  return {
    Put: {
      TableName: db.table,
      Item: boardEntryItem(bucket, userId, after),
      ConditionExpression: before === null ? 'attribute_not_exists(PK)' : 'points = :before',
      ...(before === null ? {} : { ExpressionAttributeValues: { ':before': before } }),
    },
  };
}

/** Where a board page resumes: the last entry's points and fan. */
export interface BoardCursor {
  points: number;
  userId: string;
}

/** One page of a board, highest first: ONE Query of its index. */
export async function boardPage(
  db: Db,
  bucket: string,
  limit: number,
  after?: BoardCursor,
): Promise<{ entries: { userId: string; points: number }[]; more: boolean }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': boardIndexPk(bucket) },
      ScanIndexForward: false,
      Limit: limit,
      ...(after
        ? {
            ExclusiveStartKey: {
              ...boardEntryKey(bucket, after.userId),
              GSI3PK: boardIndexPk(bucket),
              GSI3SK: sortKey(after.points, after.userId),
            },
          }
        : {}),
    }),
  );
  return {
    entries: (res.Items ?? []).map((i) => ({ userId: String(i.userId), points: Number(i.points) || 0 })),
    more: res.LastEvaluatedKey !== undefined,
  };
}

/** Seeds entries directly (the leaderboard bench): BatchWrite, 25 a request. */
export const putBoardEntries = (db: Db, entries: readonly BoardEntryItem[]) =>
  batchWrite(
    db,
    entries.map((put) => ({ put })),
  );

/** Deletes a fan's entries on these boards (the account purge). */
export const deleteBoardEntries = (db: Db, userId: string, buckets: readonly string[]) =>
  batchWrite(
    db,
    buckets.map((bucket) => ({ delete: boardEntryKey(bucket, userId) })),
  );

/**
 * What a board page names, in ONE BatchGet: the fans' profiles, the viewer's own entry (when not on
 * the page: `mineOf`), and the promotion of a promotion board.
 */
export async function boardPageNames(
  db: Db,
  ask: { userIds: readonly string[]; bucket: string; mineOf: string | null; promotionId: string | null },
): Promise<{ users: Map<string, UserItem>; mine: number | null; promotion: EntityItem | null }> {
  const keys = [
    ...ask.userIds.map(userKey),
    ...(ask.mineOf ? [boardEntryKey(ask.bucket, ask.mineOf)] : []),
    ...(ask.promotionId ? [entityKey(ask.promotionId)] : []),
  ];
  const found = keys.length ? await batchGet(db, keys) : new Map();
  const users = new Map<string, UserItem>();
  for (const id of ask.userIds) {
    const u = found.get(keyOf(userKey(id))) as UserItem | undefined;
    if (u) users.set(id, u);
  }
  const own = ask.mineOf ? found.get(keyOf(boardEntryKey(ask.bucket, ask.mineOf))) : undefined;
  return {
    users,
    mine: own ? Number(own.points) || 0 : null,
    promotion: ask.promotionId
      ? ((found.get(keyOf(entityKey(ask.promotionId))) as EntityItem | undefined) ?? null)
      : null,
  };
}
