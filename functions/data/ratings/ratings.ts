/**
 * A fan's rating of a match or a show (issue 39, docs/ratings.md "What is counted where").
 *
 *   RATING#{targetId} / FAN#{userId}   the rating: `halves` (0..20), `watched`, `comment`,
 *                                      `weightMilli` (the weight it was folded in with), `version`
 *                                      (1, 2... on every change: the fan's, a hold, a review),
 *                                      `firstAt` (its first write: names this rating among later
 *                                      ones of the same fan), `accountCreatedAt` (the rater's, for
 *                                      the burst detector), `follows` (raters of the window the
 *                                      rater follows, found at write), `held` (burst id) /
 *                                      `heldReasons` / `review` (kept | leftOut)
 *     GSI1 RATEDBY#{userId} / {ratedAt}#{targetId}   the fan's diary, the account purge
 *     GSI2 RATINGS#{targetId} / {ratedAt}#{userId}   the target's ratings, newest first (the page of
 *                                      comments, the burst detector's window)
 *
 * One write per rating, conditioned on the version read (two changes from one read: one wins).
 *
 * Stream consumers (docs/architecture.md):
 *   INSERT / MODIFY / REMOVE  rating-counts (the old image out of the counters, the new one in)
 *   INSERT / MODIFY           rating-bursts (the target's window through the burst detector)
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, batchWrite, keyOf } from '../batch';
import { type Db, isConditionFailed } from '../client';
import { followKey } from '../follow';
import { idAfter, KEYS, type KeyLike } from '../keys';
import { type Cursor, queryPage } from '../page';

export type RatingTargetKind = 'match' | 'show';

export interface RatingItem {
  PK: string;
  SK: string;
  type: 'rating';
  target: RatingTargetKind;
  targetId: string;
  showId: string;
  promotionId: string | null;
  /** A match's sides (its wrestlers' and teams' ids), copied at write: the diary and lists name them. */
  sides: string[][] | null;
  userId: string;
  halves: number;
  watched: 'live' | 'later';
  comment: string | null;
  weightMilli: number;
  version: number;
  firstAt: string;
  ratedAt: string;
  accountCreatedAt: string;
  follows: string[];
  held?: string;
  heldReasons?: string[];
  review?: 'kept' | 'leftOut';
  GSI1PK: string;
  GSI1SK: string;
  GSI2PK: string;
  GSI2SK: string;
}

export const ratingKey = (targetId: string, userId: string) => ({
  PK: `${KEYS.rating.pk}${targetId}`,
  SK: `${KEYS.rating.sk}${userId}`,
});

/** The target and fan a RATING#{targetId} / FAN#{userId} key names (stream records), or null. */
export function parseRatingKey(key: KeyLike): { targetId: string; userId: string } | null {
  const targetId = idAfter(KEYS.rating.pk, key.PK);
  const userId = idAfter(KEYS.rating.sk, key.SK);
  return targetId && userId ? { targetId, userId } : null;
}

/** Whether the rating counts in the score: not held, or held and kept by an admin. */
export const isScored = (r: Pick<RatingItem, 'held' | 'review'>): boolean => !r.held || r.review === 'kept';

export const ratingItem = (
  fields: Omit<RatingItem, 'PK' | 'SK' | 'type' | 'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK'>,
): RatingItem => ({
  ...fields,
  ...ratingKey(fields.targetId, fields.userId),
  type: 'rating',
  GSI1PK: `${KEYS.rating.gsi1}${fields.userId}`,
  GSI1SK: `${fields.ratedAt}#${fields.targetId}`,
  GSI2PK: `${KEYS.rating.gsi2}${fields.targetId}`,
  GSI2SK: `${fields.ratedAt}#${fields.userId}`,
});

export async function getRating(db: Db, targetId: string, userId: string, consistent = false) {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: ratingKey(targetId, userId), ConsistentRead: consistent }),
  );
  return (res.Item as RatingItem | undefined) ?? null;
}

/** The viewer's ratings of several targets (one BatchGet): target id -> rating. */
export async function ratingsOfFan(db: Db, targetIds: readonly string[], userId: string) {
  const found = await batchGet(
    db,
    targetIds.map((id) => ratingKey(id, userId)),
  );
  const out = new Map<string, RatingItem>();
  for (const id of targetIds) {
    const item = found.get(keyOf(ratingKey(id, userId)));
    if (item) out.set(id, item as RatingItem);
  }
  return out;
}

/** Several fans' ratings of one target (one BatchGet): user id -> rating. */
export async function ratingsOfRaters(db: Db, targetId: string, userIds: readonly string[]) {
  const found = await batchGet(
    db,
    userIds.map((u) => ratingKey(targetId, u)),
  );
  const out = new Map<string, RatingItem>();
  for (const u of userIds) {
    const item = found.get(keyOf(ratingKey(targetId, u)));
    if (item) out.set(u, item as RatingItem);
  }
  return out;
}

/**
 * Writes the rating: new (no rating of this fan yet) or replacing the version read. False when
 * another write got there first (read again and retry).
 */
export async function putRating(db: Db, item: RatingItem, seenVersion: number | null): Promise<boolean> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: item,
        ConditionExpression: seenVersion === null ? 'attribute_not_exists(PK)' : 'version = :seen',
        ...(seenVersion === null ? {} : { ExpressionAttributeValues: { ':seen': seenVersion } }),
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** Deletes the fan's rating; the deleted item, or null when there was none. */
export async function deleteRating(db: Db, targetId: string, userId: string): Promise<RatingItem | null> {
  try {
    const res = await db.doc.send(
      new DeleteCommand({
        TableName: db.table,
        Key: ratingKey(targetId, userId),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    return (res.Attributes as RatingItem | undefined) ?? null;
  } catch (err) {
    if (isConditionFailed(err)) return null;
    throw err;
  }
}

/** A page of a target's ratings, newest first (`before`: the GSI2SK of the last one shown). */
export async function targetRatingsPage(db: Db, targetId: string, limit: number, before?: string) {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI2',
      KeyConditionExpression: before ? 'GSI2PK = :pk AND GSI2SK < :before' : 'GSI2PK = :pk',
      ExpressionAttributeValues: {
        ':pk': `${KEYS.rating.gsi2}${targetId}`,
        ...(before ? { ':before': before } : {}),
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  const items = (res.Items ?? []) as RatingItem[];
  return { items, next: res.LastEvaluatedKey && items.length ? (items.at(-1) as RatingItem).GSI2SK : null };
}

/** The newest `limit` raters of a target (ids only): whom a new rater's follows are checked against. */
export async function newestRaterIds(db: Db, targetId: string, limit: number): Promise<string[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': `${KEYS.rating.gsi2}${targetId}` },
      ProjectionExpression: 'userId',
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map((i) => i.userId as string);
}

/** Which of `others` the fan follows (one BatchGet per 100 follow edges). */
export async function followedAmong(db: Db, userId: string, others: readonly string[]): Promise<string[]> {
  const candidates = others.filter((id) => id !== userId);
  if (!candidates.length) return [];
  const found = await batchGet(
    db,
    candidates.map((id) => followKey(userId, id)),
  );
  return candidates.filter((id) => found.has(keyOf(followKey(userId, id))));
}

/** A page of a fan's ratings, newest first (the diary; `before`: the GSI1SK of the last one shown). */
export async function fanRatingsPage(db: Db, userId: string, limit: number, before?: string) {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: before ? 'GSI1PK = :pk AND GSI1SK < :before' : 'GSI1PK = :pk',
      ExpressionAttributeValues: {
        ':pk': `${KEYS.rating.gsi1}${userId}`,
        ...(before ? { ':before': before } : {}),
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  const items = (res.Items ?? []) as RatingItem[];
  return { items, next: res.LastEvaluatedKey && items.length ? (items.at(-1) as RatingItem).GSI1SK : null };
}

/** A page of the targets a fan rated (the account purge). */
export const ratedTargetPage = (db: Db, userId: string, limit: number, cursor?: Cursor) =>
  queryPage(
    db,
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `${KEYS.rating.gsi1}${userId}` },
      ProjectionExpression: 'targetId',
      Limit: limit,
    },
    (item) => item.targetId as string,
    cursor,
  );

/** Deletes a fan's ratings of these targets (the purge; rating-counts folds each out). */
export const deleteRatingsOfFan = (db: Db, userId: string, targetIds: readonly string[]) =>
  batchWrite(
    db,
    targetIds.map((id) => ({ delete: ratingKey(id, userId) })),
  );

/**
 * Holds a rating for a burst (the burst defence): `held`, its reasons, version + 1, conditioned on
 * the version read and on it not being held already. False when it changed meanwhile or was held.
 */
export async function holdRating(
  db: Db,
  r: Pick<RatingItem, 'targetId' | 'userId' | 'version'>,
  burstId: string,
  reasons: readonly string[],
): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: ratingKey(r.targetId, r.userId),
        UpdateExpression: 'SET held = :burst, heldReasons = :reasons, version = :next',
        ConditionExpression: 'version = :seen AND attribute_not_exists(held)',
        ExpressionAttributeValues: {
          ':burst': burstId,
          ':reasons': [...reasons],
          ':next': r.version + 1,
          ':seen': r.version,
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** An admin's review of a held rating (version + 1 so the counters see the change); false: not held by it. */
export async function reviewRating(
  db: Db,
  targetId: string,
  userId: string,
  burstId: string,
  review: 'kept' | 'leftOut',
): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: ratingKey(targetId, userId),
        UpdateExpression: 'SET review = :review, version = version + :one',
        ConditionExpression: 'held = :burst AND attribute_not_exists(review)',
        ExpressionAttributeValues: { ':review': review, ':one': 1, ':burst': burstId },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}
