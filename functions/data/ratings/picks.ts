/**
 * Predictions (issue 39, docs/ratings.md "Predictions" and "Picks and leaderboards as built"): a
 * fan's picks at a show, the show's pick counts, a match's result as scored.
 *
 *   PICKS#{showId} / FAN#{userId}               a fan's picks at a show: `picks` (match id -> side),
 *       GSI1 PICKSBY#{userId} / {showId}        `version` (1, 2... per change: the route's one
 *                                               conditional write), `sc` (match id -> the scored
 *                                               entry: rev, side, points, correct, decided), `rc`,
 *                                               `rd`, `rp` (the record: correct, decided, points,
 *                                               kept with ADD as matches are scored), `boards` (the
 *                                               leaderboard buckets the fan has points in: the purge)
 *   PICKS#{showId} / COUNTS                     fans per side: `n#{matchId}#{side}` numbers (ADD, in
 *                                               the route's transaction with the picks item)
 *   PICKS#{showId} / SCORED#{matchId}           a match's result as scored: `rev` (1, 2... per result
 *                                               entered or corrected), `winnerSide`, `sideCounts`,
 *                                               `points` per side
 *
 * The route writes `picks` and `version` only, and the counts' moves in the same transaction (exact:
 * nothing to redeliver); the pick-scores pages write `sc`, the record and `boards` only, so neither
 * overwrites the other. No stream consumer reads these items (the lanes' sources have no room for
 * another key prefix: docs/ratings.md).
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, batchWrite, keyOf, type TransactItems, transactWrite } from '../batch';
import { conditionFailedAt, type Db, isConditionFailed } from '../client';
import { idAfter, KEYS, type KeyLike } from '../keys';
import { getItem, groupKey, type NotificationItem, notificationKey } from '../notification';
import type { Cursor } from '../page';
import { boardWrite } from './leaderboard';

/** One match's scoring in a fan's picks item: what was added to their record for it. */
export interface ScoredEntry {
  /** The result's revision it was scored with (a corrected result: rev + 1). */
  rev: number;
  side: number;
  points: number;
  correct: 0 | 1;
  decided: 0 | 1;
}

export interface PicksItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  type: 'picks';
  showId: string;
  userId: string;
  picks: Record<string, number>;
  version: number;
  sc?: Record<string, ScoredEntry>;
  rc?: number;
  rd?: number;
  rp?: number;
  /** A string set. */
  boards?: Set<string>;
  updatedAt: string;
}

export interface ScoredItem {
  PK: string;
  SK: string;
  type: 'pick-scored';
  showId: string;
  matchId: string;
  rev: number;
  /** The result as scored (winner side, or null: void), to tell a correction from a replay. */
  winnerSide: number | null;
  sideCounts: number[];
  points: number[];
  scoredAt: string;
}

const picksPk = (showId: string) => `${KEYS.picks.pk}${showId}`;
export const picksKey = (showId: string, userId: string) => ({
  PK: picksPk(showId),
  SK: `${KEYS.picks.sk}${userId}`,
});
export const pickCountsKey = (showId: string) => ({ PK: picksPk(showId), SK: KEYS.pickCounts.sk });
export const pickScoredKey = (showId: string, matchId: string) => ({
  PK: picksPk(showId),
  SK: `${KEYS.pickScored.sk}${matchId}`,
});

/** The show and fan a PICKS#{showId} / FAN#{userId} key names (stream records), or null. */
export function parsePicksKey(key: KeyLike): { showId: string; userId: string } | null {
  const showId = idAfter(KEYS.picks.pk, key.PK);
  const userId = idAfter(KEYS.picks.sk, key.SK);
  return showId && userId ? { showId, userId } : null;
}

/** The record the picks item holds (ADDed as matches are scored). */
export const recordOfItem = (item: Pick<PicksItem, 'rc' | 'rd' | 'rp'> | null) => ({
  correct: item?.rc ?? 0,
  decided: item?.rd ?? 0,
  points: item?.rp ?? 0,
});

/** A fan's picks item (strongly consistent: the route reads its version before its write). */
export async function getPicks(db: Db, showId: string, userId: string): Promise<PicksItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: picksKey(showId, userId), ConsistentRead: true }),
  );
  return (res.Item as PicksItem | undefined) ?? null;
}

/** The counts attribute of one side of one match. */
const countName = (matchId: string, side: number) => `n#${matchId}#${side}`;

/** The show's pick counts: match id -> fans per side (as long as the longest side counted). */
export function countsOf(item: Record<string, unknown> | null | undefined): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const [name, value] of Object.entries(item ?? {})) {
    const m = /^n#(.+)#(\d+)$/.exec(name);
    if (!m?.[1] || typeof value !== 'number') continue;
    const list = out.get(m[1]) ?? [];
    list[Number(m[2])] = value;
    out.set(m[1], list);
  }
  for (const list of out.values()) for (let i = 0; i < list.length; i++) list[i] ??= 0;
  return out;
}

/** The show's pick counts item (strongly consistent when scoring). */
export async function getPickCounts(db: Db, showId: string, consistent = false) {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: pickCountsKey(showId), ConsistentRead: consistent }),
  );
  return countsOf(res.Item);
}

/**
 * Writes a fan's picks (the whole map) and moves the show's counts by `deltas` (match id, side, +-1)
 * in ONE transaction, conditioned on the version read: false when another write got there first
 * (read again). The picks item is updated, not put: its scored entries and record stay as they are.
 */
export async function putPicks(
  db: Db,
  showId: string,
  userId: string,
  picks: Record<string, number>,
  seenVersion: number,
  deltas: readonly { matchId: string; side: number; by: number }[],
  now: string,
): Promise<boolean> {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const adds = deltas.map((d, i) => {
    names[`#c${i}`] = countName(d.matchId, d.side);
    values[`:c${i}`] = d.by;
    return `#c${i} :c${i}`;
  });
  const items: TransactItems = [
    {
      Update: {
        TableName: db.table,
        Key: picksKey(showId, userId),
        UpdateExpression:
          'SET picks = :picks, version = :next, updatedAt = :now, GSI1PK = :g1, GSI1SK = :g1s, ' +
          '#type = :type, showId = :show, userId = :user, sc = if_not_exists(sc, :empty)',
        ConditionExpression: seenVersion ? 'version = :seen' : 'attribute_not_exists(PK)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':picks': picks,
          ':next': seenVersion + 1,
          ':now': now,
          ':g1': `${KEYS.picks.gsi1}${userId}`,
          ':g1s': showId,
          ':type': 'picks',
          ':show': showId,
          ':user': userId,
          ':empty': {},
          ...(seenVersion ? { ':seen': seenVersion } : {}),
        },
      },
    },
    ...(adds.length
      ? [
          {
            Update: {
              TableName: db.table,
              Key: pickCountsKey(showId),
              UpdateExpression: `SET #type = :type ADD ${adds.join(', ')}`,
              ExpressionAttributeNames: { ...names, '#type': 'type' },
              ExpressionAttributeValues: { ...values, ':type': 'pick-counts' },
            },
          },
        ]
      : []),
  ];
  try {
    await transactWrite(db, items);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

/** The fan's picks item, the show's counts and the scored markers of these matches: one BatchGet. */
export async function picksScreenItems(db: Db, showId: string, userId: string, matchIds: readonly string[]) {
  const found = await batchGet(db, [
    picksKey(showId, userId),
    pickCountsKey(showId),
    ...matchIds.map((m) => pickScoredKey(showId, m)),
  ]);
  const scored = new Map<string, ScoredItem>();
  for (const m of matchIds) {
    const item = found.get(keyOf(pickScoredKey(showId, m))) as ScoredItem | undefined;
    if (item) scored.set(m, item);
  }
  return {
    picks: (found.get(keyOf(picksKey(showId, userId))) as PicksItem | undefined) ?? null,
    counts: countsOf(found.get(keyOf(pickCountsKey(showId)))),
    scored,
  };
}

/** A match's scored marker (strongly consistent). */
export async function getScored(db: Db, showId: string, matchId: string): Promise<ScoredItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: pickScoredKey(showId, matchId), ConsistentRead: true }),
  );
  return (res.Item as ScoredItem | undefined) ?? null;
}

/**
 * Writes a match's scored marker for a result: the first (rev 1), or a correction (rev + 1 over the
 * `previous` one read); false when another write got there first (a replay, or a race: read again).
 */
export async function putScored(db: Db, item: ScoredItem, previous: ScoredItem | null): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: pickScoredKey(item.showId, item.matchId),
        UpdateExpression:
          'SET #type = :type, showId = :show, matchId = :match, rev = :rev, winnerSide = :w, ' +
          'sideCounts = :counts, points = :points, scoredAt = :at',
        ConditionExpression: previous ? 'rev = :prev' : 'attribute_not_exists(PK)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'pick-scored',
          ':show': item.showId,
          ':match': item.matchId,
          ':rev': item.rev,
          ':w': item.winnerSide,
          ':counts': item.sideCounts,
          ':points': item.points,
          ':at': item.scoredAt,
          ...(previous ? { ':prev': previous.rev } : {}),
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** A page of the show's picks items (the pick-scores pages: every picker of the show). */
export async function pickersPage(
  db: Db,
  showId: string,
  limit: number,
  cursor?: Cursor,
): Promise<{ items: PicksItem[]; next: Cursor | undefined }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :fan)',
      ExpressionAttributeValues: { ':pk': picksPk(showId), ':fan': KEYS.picks.sk },
      ConsistentRead: true,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { items: (res.Items ?? []) as PicksItem[], next: res.LastEvaluatedKey };
}

/**
 * Scores one match for one fan in ONE transaction: their entry set (conditioned on the entry they
 * had: none, or the one of an earlier rev), the record moved by the difference, the boards they now
 * have points in added, and each board entry moved from the points read (`moves`, conditioned on
 * them). False when a condition refused it (another scoring of this fan meanwhile: read again).
 */
export async function scorePick(
  db: Db,
  item: Pick<PicksItem, 'showId' | 'userId'>,
  matchId: string,
  entry: ScoredEntry,
  before: ScoredEntry | undefined,
  moves: readonly { bucket: string; before: number | null; after: number }[],
): Promise<boolean> {
  const boards = moves.map((m) => m.bucket);
  const entryWrite: TransactItems[number] = {
    Update: {
      TableName: db.table,
      Key: picksKey(item.showId, item.userId),
      UpdateExpression: `SET sc.#m = :entry ADD rc :dc, rd :dd, rp :dp${boards.length ? ', boards :boards' : ''}`,
      ConditionExpression: before
        ? 'sc.#m.rev = :rev'
        : 'attribute_exists(PK) AND attribute_not_exists(sc.#m)',
      ExpressionAttributeNames: { '#m': matchId },
      ExpressionAttributeValues: {
        ':entry': entry,
        ...(boards.length ? { ':boards': new Set(boards) } : {}),
        ':dc': entry.correct - (before?.correct ?? 0),
        ':dd': entry.decided - (before?.decided ?? 0),
        ':dp': entry.points - (before?.points ?? 0),
        ...(before ? { ':rev': before.rev } : {}),
      },
    },
  };
  const items = [entryWrite, ...moves.map((m) => boardWrite(db, m.bucket, item.userId, m.before, m.after))];
  try {
    await transactWrite(db, items);
    return true;
  } catch (err) {
    if (items.some((_, i) => conditionFailedAt(err, i))) return false;
    throw err;
  }
}

/** A page of the shows a fan picked at (GSI1 PICKSBY#: the account purge), with their items' keys and boards. */
export async function picksOfFanPage(
  db: Db,
  userId: string,
  limit: number,
  cursor?: Cursor,
): Promise<{ items: { key: { PK: string; SK: string }; boards: string[] }[]; next: Cursor | undefined }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `${KEYS.picks.gsi1}${userId}` },
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return {
    items: (res.Items ?? []).map((i) => ({
      key: { PK: String(i.PK), SK: String(i.SK) },
      boards: i.boards instanceof Set ? [...(i.boards as Set<string>)] : [],
    })),
    next: res.LastEvaluatedKey,
  };
}

/**
 * Sets the record on a fan's "You went 5/7 at Raw" notification of a show (its group's current
 * one), in place: not moved up, not made unread again. The notification as it now is, or null.
 */
export async function setPicksNotificationRecord(
  db: Db,
  userId: string,
  group: string,
  record: { correct: number; decided: number; points: number },
): Promise<NotificationItem | null> {
  const pointer = await getItem<{ notificationId: string }>(db, groupKey(userId, group));
  if (!pointer) return null;
  try {
    const res = await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: notificationKey(userId, pointer.notificationId),
        UpdateExpression: 'SET picksRecord = :record',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':record': record },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (res.Attributes as NotificationItem | undefined) ?? null;
  } catch (err) {
    if (isConditionFailed(err)) return null;
    throw err;
  }
}

/** Deletes picks items by key (the account purge). */
export const deletePicksItems = (db: Db, keys: readonly { PK: string; SK: string }[]) =>
  batchWrite(
    db,
    keys.map((k) => ({ delete: { PK: k.PK, SK: k.SK } })),
  );
