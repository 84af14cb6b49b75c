/**
 * The calendar's reads (issue 28, docs/wrestling.md): shows by start time, all of them or one
 * promotion's, and the promotions, wrestlers and teams a fan follows.
 *
 *   GSI2 SHOWS / {startsAt}#{id}                    every show, by start (data/catalogue/entities.ts writes it)
 *   GSI3 PSHOWS#{promotionId} / {startsAt}#{id}     one promotion's shows, by start
 *   USER#{userId} / EFOLLOWS#{entityId}             the fan's followed entities (./entity-follow.ts)
 *   GSI1 LINKED#{id} / appeared#{showId}            a wrestler's or team's bookings
 *                                                   (data/catalogue/relations.ts appearancesBetween)
 *
 * `startsAt` is stored in UTC (toISOString), so a window [from, to] is one BETWEEN on the sort key.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, keyOf } from '../batch';
import type { Db } from '../client';
import { KEYS } from '../keys';
import { followedEntityIdOf } from './entity-follow';
import { type EntityItem, entityKey, entityPk, kindIndexKey, type LinkItem, type MatchItem } from './items';

/** The most followed entities one calendar call reads to find the fan's promotions. */
export const FOLLOWED_READ_MAX = 200;

/** Shows starting in [fromIso, toIso] (UTC ISO strings), oldest first, at most `limit`. */
export async function showsInWindow(
  db: Db,
  window: { fromIso: string; toIso: string; promotionId?: string },
  limit: number,
): Promise<EntityItem[]> {
  const byPromotion = window.promotionId !== undefined;
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: byPromotion ? 'GSI3' : 'GSI2',
      KeyConditionExpression: byPromotion
        ? 'GSI3PK = :pk AND GSI3SK BETWEEN :from AND :to'
        : 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': byPromotion ? `${KEYS.entity.gsi3}${window.promotionId}` : KEYS.entity.gsi2,
        ':from': window.fromIso,
        // '~' sorts after the '#{id}' that follows a start time equal to `to`.
        ':to': `${window.toIso}~`,
      },
      Limit: limit,
    }),
  );
  return (res.Items ?? []) as EntityItem[];
}

/** The ids of what a fan follows that has a calendar: promotions (their shows) and wrestlers and teams (their bookings). */
export interface CalendarFollows {
  promotions: string[];
  performers: string[];
}

/**
 * The promotions, wrestlers and teams a fan follows (at most FOLLOWED_READ_MAX followed entities
 * read), in the order of their edges.
 */
export async function followedCalendarIds(db: Db, userId: string): Promise<CalendarFollows> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: {
        ':pk': `${KEYS.entityFollow.pk}${userId}`,
        ':sk': KEYS.entityFollow.sk,
      },
      Limit: FOLLOWED_READ_MAX,
    }),
  );
  const edges = (res.Items ?? [])
    .map((item) => ({ id: followedEntityIdOf(item.SK as string), kind: item.kind as string | undefined }))
    .filter((e): e is { id: string; kind: string | undefined } => Boolean(e.id));
  // An edge that does not say its entity's kind: the entity item does.
  const unknown = edges.filter((e) => e.kind === undefined).map((e) => e.id);
  const found = unknown.length ? await batchGet(db, unknown.map(entityKey)) : new Map();
  const kindOf = (e: { id: string; kind: string | undefined }) =>
    e.kind ?? (found.get(keyOf(entityKey(e.id)))?.kind as string | undefined);
  return {
    promotions: edges.filter((e) => kindOf(e) === 'promotion').map((e) => e.id),
    performers: edges.filter((e) => kindOf(e) === 'wrestler' || kindOf(e) === 'team').map((e) => e.id),
  };
}

/** A show and its card (matches by position) and who appears on it: one Query of its partition. */
export async function readShowPartition(
  db: Db,
  showId: string,
): Promise<{ show: EntityItem | null; matches: MatchItem[]; links: LinkItem[] }> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': entityPk(showId) },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start);
  const show = (items.find((i) => i.SK === KEYS.entity.sk) as EntityItem | undefined) ?? null;
  const matches = (items.filter((i) => i.type === 'match') as unknown as MatchItem[]).sort(
    (a, b) => a.position - b.position,
  );
  const links = items.filter((i) => i.type === 'entity-link') as unknown as LinkItem[];
  return { show, matches, links };
}

/** The time part of a ULID of `time`: show ids are ULIDs of their start. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function ulidTime(time: number): string {
  let out = '';
  for (let i = 0, t = Math.max(0, time); i < 10; i++, t = Math.floor(t / 32)) out = CROCKFORD[t % 32] + out;
  return out;
}

/**
 * The shows of one name (a series, by its folded name: search's series entries) nearest `now`: up
 * to `each` starting at or after it (soonest first) and up to `each` before it (latest first). Two
 * Queries of GSI1 ENTITIES#show, side by side.
 */
export async function seriesShows(db: Db, series: string, now: number, each: number): Promise<EntityItem[]> {
  const pk = `${KEYS.entity.gsi1}show`;
  const split = kindIndexKey(series, ulidTime(now));
  const query = (forward: boolean) =>
    db.doc.send(
      new QueryCommand({
        TableName: db.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
        ExpressionAttributeValues: forward
          ? { ':pk': pk, ':from': split, ':to': kindIndexKey(series, '~') }
          : { ':pk': pk, ':from': kindIndexKey(series, ''), ':to': split },
        ScanIndexForward: forward,
        Limit: each,
      }),
    );
  const [next, last] = await Promise.all([query(true), query(false)]);
  return [...(next.Items ?? []), ...(last.Items ?? [])] as EntityItem[];
}

/** One page of every show, newest first (by start; the admin list of shows without a search). */
export async function showsNewestFirst(
  db: Db,
  limit: number,
  cursor?: Record<string, unknown>,
): Promise<{ items: EntityItem[]; next: Record<string, unknown> | undefined }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': KEYS.entity.gsi2 },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { items: (res.Items ?? []) as EntityItem[], next: res.LastEvaluatedKey };
}

/**
 * A match found by its id alone (issue 39): one Query of GSI1 MATCHID#{id} / MATCH (the index holds
 * the whole item). Null when there is none, or the match was written before it carried the index
 * keys (the catalogue import rewrites those).
 */
export async function matchById(db: Db, matchId: string): Promise<MatchItem | null> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': `${KEYS.match.gsi1}${matchId}`, ':sk': KEYS.match.gsi1Sk },
      Limit: 1,
    }),
  );
  return (res.Items?.[0] as MatchItem | undefined) ?? null;
}
