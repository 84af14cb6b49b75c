/**
 * Held bursts (issue 39, docs/ratings.md "Bursts"), for the admins' review.
 *
 *   BURST#{burstId} / BURST   a target's ratings held by the burst defence: `target`, `targetId`,
 *                             `showId`, `reasons` (a string set), `raters` (the held raters' ids, a
 *                             string set), `count`, `halves` (their sum), `from`, `to`, `decision`,
 *                             `reviewedAt` (every held rating has the decision's review)
 *                             (keep | leaveOut), `decidedAt`, `decidedBy`
 *     GSI1 BURSTS / {open | done}#{from}#{burstId}   the admin's list, open first
 *
 * Written by the rating-bursts consumer (one update per held rating: ADDs, so a hold counted twice
 * is impossible only because a rating is held once: data/ratings/ratings.ts `holdRating`).
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type TransactItems, transactWrite } from '../batch';
import { conditionFailedAt, type Db } from '../client';
import { KEYS } from '../keys';

export interface BurstItem {
  id: string;
  target: 'match' | 'show';
  targetId: string;
  showId: string;
  reasons: string[];
  raters: string[];
  count: number;
  halves: number;
  from: string;
  to: string;
  decision: 'keep' | 'leaveOut' | null;
  /** Every held rating has the decision's review (absent: decided, the reviews not all written yet). */
  reviewed: boolean;
}

export const burstKey = (burstId: string) => ({
  PK: `${KEYS.ratingBurst.pk}${burstId}`,
  SK: KEYS.ratingBurst.sk,
});

const toBurst = (i: Record<string, unknown>): BurstItem => ({
  id: i.id as string,
  target: i.target as 'match' | 'show',
  targetId: i.targetId as string,
  showId: i.showId as string,
  reasons: [...((i.reasons as Set<string> | undefined) ?? [])].sort(),
  raters: [...((i.raters as Set<string> | undefined) ?? [])],
  count: (i.count as number | undefined) ?? 0,
  halves: (i.halves as number | undefined) ?? 0,
  from: i.from as string,
  to: i.to as string,
  decision: (i.decision as BurstItem['decision'] | undefined) ?? null,
  reviewed: typeof i.reviewedAt === 'string',
});

export async function getBurst(db: Db, burstId: string): Promise<BurstItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: burstKey(burstId), ConsistentRead: true }),
  );
  return res.Item ? toBurst(res.Item) : null;
}

/** One held rating added to its burst (the burst made by the first). */
export async function addToBurst(
  db: Db,
  b: { id: string; target: 'match' | 'show'; targetId: string; showId: string },
  held: { userId: string; halves: number; at: string; reasons: readonly string[] },
): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: burstKey(b.id),
      UpdateExpression:
        'SET id = :id, #type = :type, target = :target, targetId = :tid, showId = :sid, #from = if_not_exists(#from, :at), #to = :at, GSI1PK = :g1, GSI1SK = if_not_exists(GSI1SK, :g1sk) ADD #count :one, halves :h, raters :raters, reasons :reasons',
      ExpressionAttributeNames: { '#type': 'type', '#from': 'from', '#to': 'to', '#count': 'count' },
      ExpressionAttributeValues: {
        ':id': b.id,
        ':type': 'rating-burst',
        ':target': b.target,
        ':tid': b.targetId,
        ':sid': b.showId,
        ':at': held.at,
        ':g1': KEYS.ratingBurst.gsi1,
        ':g1sk': `open#${held.at}#${b.id}`,
        ':one': 1,
        ':h': held.halves,
        ':raters': new Set([held.userId]),
        ':reasons': new Set(held.reasons.length ? held.reasons : ['time']),
      },
    }),
  );
}

/** The admin's list: open bursts first, then decided ones, newest first within each. */
export async function burstList(db: Db, limit: number): Promise<BurstItem[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': KEYS.ratingBurst.gsi1 },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map(toBurst);
}

/**
 * Records the decision once, in one transaction with `also` (the audit entry); false when the burst
 * was decided already.
 */
export async function decideBurst(
  db: Db,
  burst: BurstItem,
  decision: 'keep' | 'leaveOut',
  by: string,
  at: string,
  also: TransactItems,
): Promise<boolean> {
  try {
    await transactWrite(db, [
      {
        Update: {
          TableName: db.table,
          Key: burstKey(burst.id),
          UpdateExpression: 'SET decision = :d, decidedAt = :at, decidedBy = :by, GSI1SK = :sk',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(decision)',
          ExpressionAttributeValues: {
            ':d': decision,
            ':at': at,
            ':by': by,
            ':sk': `done#${burst.from}#${burst.id}`,
          },
        },
      },
      ...also,
    ]);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

/** Every held rating of the burst has its review: a later call with the same decision is refused. */
export async function markBurstReviewed(db: Db, burstId: string, at: string): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: burstKey(burstId),
      UpdateExpression: 'SET reviewedAt = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}
