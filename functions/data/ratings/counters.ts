/**
 * Ratings' counters (issue 39, docs/ratings.md "What is counted where"), kept by the rating-counts
 * consumer on the derived lane, never by scanning.
 *
 *   RATING#{targetId} / COUNTS                      a match's or show's counters: four tallies,
 *                                                   `live` and `later` (scored), `heldLive` and
 *                                                   `heldLater` (held by the burst defence), each as
 *                                                   flat numbers {group}C (ratings), {group}W (sum of
 *                                                   weights, milli), {group}H (sum of weight x halves),
 *                                                   {group}B0..B10 (the histogram's bars); `openedAt`
 *                                                   (the first rating: the usual rate's start);
 *                                                   `openBurst` (the burst new holds join)
 *   RATING#{targetId} / APPLIED#{userId}#{firstAt}#{version}[#out]
 *                                                   a rating version folded in (or out): the marker
 *                                                   that makes a redelivered record count once (TTL)
 *   USER#{userId} / RATER                           a fan's rater counters (`count`, `extremes`)
 *   RATINGSITE#{0..9} / TALLY                       the site's scored tally, in 10 shards (summed on read)
 *
 * Flat attributes so that one ADD creates or moves any of them (a nested map would have to exist).
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, keyOf, transactWrite } from '../batch';
import { conditionFailedAt, type Db, isConditionFailed } from '../client';
import { KEYS } from '../keys';

/** The counters' groups: scored live / later, held live / later. */
export const COUNTER_GROUPS = ['live', 'later', 'heldLive', 'heldLater'] as const;
export type CounterGroup = (typeof COUNTER_GROUPS)[number];

/** One group's numbers (the domain's `Tally`, structurally). */
export interface TallyData {
  count: number;
  weightMilli: number;
  weightedHalves: number;
  buckets: number[];
}
export type CountersData = Record<CounterGroup, TallyData>;

export interface CountersItem {
  counters: CountersData;
  openedAt: string | null;
}

/** How many site shards the tally is spread over (one hot item would cap the site's ratings/s). */
export const SITE_SHARDS = 10;
/** Markers outlive the stream's 24 hours of redelivery. */
const MARKER_TTL_SECONDS = 7 * 86_400;
const BUCKETS = 11;

export const countersKey = (targetId: string) => ({
  PK: `${KEYS.ratingCounts.pk}${targetId}`,
  SK: KEYS.ratingCounts.sk,
});
export const appliedKey = (targetId: string, marker: string) => ({
  PK: `${KEYS.ratingApplied.pk}${targetId}`,
  SK: `${KEYS.ratingApplied.sk}${marker}`,
});
export const raterKey = (userId: string) => ({
  PK: `${KEYS.raterCounts.pk}${userId}`,
  SK: KEYS.raterCounts.sk,
});
export const siteKey = (shard: number) => ({ PK: `${KEYS.ratingSite.pk}${shard}`, SK: KEYS.ratingSite.sk });

const emptyTally = (): TallyData => ({
  count: 0,
  weightMilli: 0,
  weightedHalves: 0,
  buckets: Array.from({ length: BUCKETS }, () => 0),
});

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** The counters of a stored COUNTS item (none: all zero). */
export function countersOf(item: Record<string, unknown> | undefined | null): CountersItem {
  const counters = {} as CountersData;
  for (const g of COUNTER_GROUPS) {
    const t = emptyTally();
    if (item) {
      t.count = num(item[`${g}C`]);
      t.weightMilli = num(item[`${g}W`]);
      t.weightedHalves = num(item[`${g}H`]);
      t.buckets = t.buckets.map((_, i) => num(item[`${g}B${i}`]));
    }
    counters[g] = t;
  }
  return { counters, openedAt: typeof item?.openedAt === 'string' ? item.openedAt : null };
}

export async function getCounters(db: Db, targetId: string, consistent = false): Promise<CountersItem> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: countersKey(targetId), ConsistentRead: consistent }),
  );
  return countersOf(res.Item);
}

/** Several targets' counters (one BatchGet). */
export async function countersOfTargets(db: Db, targetIds: readonly string[]) {
  const found = await batchGet(db, targetIds.map(countersKey));
  return new Map(targetIds.map((id) => [id, countersOf(found.get(keyOf(countersKey(id))))]));
}

export interface RaterData {
  count: number;
  extremes: number;
}

export async function getRaterCounts(db: Db, userId: string): Promise<RaterData> {
  const res = await db.doc.send(new GetCommand({ TableName: db.table, Key: raterKey(userId) }));
  return { count: num(res.Item?.count), extremes: num(res.Item?.extremes) };
}

/** The site's scored tally: the shards summed (one BatchGet). */
export async function getSiteTally(
  db: Db,
): Promise<{ weightMilli: number; weightedHalves: number; count: number }> {
  const keys = Array.from({ length: SITE_SHARDS }, (_, i) => siteKey(i));
  const found = await batchGet(db, keys);
  let weightMilli = 0;
  let weightedHalves = 0;
  let count = 0;
  for (const item of found.values()) {
    weightMilli += num(item.W);
    weightedHalves += num(item.H);
    count += num(item.C);
  }
  return { weightMilli, weightedHalves, count };
}

/** What one stream record changes: the counters' deltas per group, the rater's, the site's. */
export interface CountsChange {
  targetId: string;
  target: 'match' | 'show';
  /** The rating version's marker (see the header). */
  marker: string;
  /** Per group, per field, the increment (absent groups: none). */
  groups: Partial<CountersData>;
  rater: { userId: string; count: number; extremes: number } | null;
  site: { shard: number; count: number; weightMilli: number; weightedHalves: number } | null;
  at: string;
}

function countersUpdate(db: Db, change: CountsChange) {
  const adds: string[] = [];
  const values: Record<string, unknown> = {
    ':at': change.at,
    ':target': change.target,
    ':id': change.targetId,
  };
  let n = 0;
  const add = (name: string, value: number) => {
    if (!value) return;
    const v = `:v${n++}`;
    adds.push(`${name} ${v}`);
    values[v] = value;
  };
  for (const g of COUNTER_GROUPS) {
    const t = change.groups[g];
    if (!t) continue;
    add(`${g}C`, t.count);
    add(`${g}W`, t.weightMilli);
    add(`${g}H`, t.weightedHalves);
    for (const [i, b] of t.buckets.entries()) add(`${g}B${i}`, b);
  }
  return {
    Update: {
      TableName: db.table,
      Key: countersKey(change.targetId),
      UpdateExpression: `SET openedAt = if_not_exists(openedAt, :at), target = :target, targetId = :id${
        adds.length ? ` ADD ${adds.join(', ')}` : ''
      }`,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Applies one record's change in ONE transaction with its marker (condition: not there yet): false
 * when the marker was there (a redelivered record: nothing counted twice). A rater's counters are
 * only taken down while they exist (a purged fan's are gone: they are not made again).
 */
export async function applyCounts(db: Db, change: CountsChange, now: Date): Promise<boolean> {
  const marker = {
    Put: {
      TableName: db.table,
      Item: {
        ...appliedKey(change.targetId, change.marker),
        type: 'rating-applied',
        expiresAt: Math.floor(now.getTime() / 1000) + MARKER_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  const raterUpdate =
    change.rater && (change.rater.count || change.rater.extremes)
      ? {
          Update: {
            TableName: db.table,
            Key: raterKey(change.rater.userId),
            UpdateExpression: 'ADD #count :c, extremes :e SET #type = :type',
            ...(change.rater.count < 0 ? { ConditionExpression: 'attribute_exists(PK)' } : {}),
            ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
            ExpressionAttributeValues: {
              ':c': change.rater.count,
              ':e': change.rater.extremes,
              ':type': 'rater',
            },
          },
        }
      : null;
  const siteUpdate = change.site
    ? {
        Update: {
          TableName: db.table,
          Key: siteKey(change.site.shard),
          UpdateExpression: 'ADD C :c, W :w, H :h',
          ExpressionAttributeValues: {
            ':c': change.site.count,
            ':w': change.site.weightMilli,
            ':h': change.site.weightedHalves,
          },
        },
      }
    : null;
  const base = [marker, countersUpdate(db, change), ...(siteUpdate ? [siteUpdate] : [])];
  try {
    await transactWrite(db, raterUpdate ? [...base, raterUpdate] : base);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    // The rater's counters are gone (the account purge): count the rest without them.
    if (raterUpdate && conditionFailedAt(err, base.length)) {
      try {
        await transactWrite(db, base);
        return true;
      } catch (again) {
        if (conditionFailedAt(again, 0)) return false;
        throw again;
      }
    }
    throw err;
  }
}

/** Deletes a fan's rater counters (the account purge, once their ratings are gone). */
export const deleteRaterCounts = (db: Db, userId: string) =>
  db.doc.send(new DeleteCommand({ TableName: db.table, Key: raterKey(userId) }));

/**
 * The target's open burst (`openBurst` on its COUNTS item): the one already open, or `candidate`
 * made the open one now. One atomic update, so consumers running side by side hold into one burst.
 */
export async function claimOpenBurst(db: Db, targetId: string, candidate: string): Promise<string> {
  const res = await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: countersKey(targetId),
      UpdateExpression: 'SET openBurst = if_not_exists(openBurst, :c)',
      ExpressionAttributeValues: { ':c': candidate },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return (res.Attributes?.openBurst as string | undefined) ?? candidate;
}

/** The burst is decided: the target's next held ratings open a new one. */
export async function closeOpenBurst(db: Db, targetId: string, burstId: string): Promise<void> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: countersKey(targetId),
        UpdateExpression: 'REMOVE openBurst',
        ConditionExpression: 'openBurst = :id',
        ExpressionAttributeValues: { ':id': burstId },
      }),
    );
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}
