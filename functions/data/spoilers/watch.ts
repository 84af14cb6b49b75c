/**
 * What a fan says of a show and their Spoiler Guard settings (issue 37, docs/spoilers.md "Watch status
 * and settings"), written on their controls item (data/controls.ts `controlsKey`) beside the blocks
 * and mutes, so the request's one read of the viewer brings them:
 *
 *   USER#{userId} / FILTERS   `watch.{showId}` = { status, at, name, promotionId, startsAt, endsAt }
 *                             (the show's facts as they were when the fan said it: the guard decides a
 *                             `later` for a show older than the recent ones from them),
 *                             `spoilerProtect` (followed | all | none), `spoilerLift` (24h | 3d | 7d | never)
 *
 * The `watch` map holds at most WATCH_MAX entries: a status for a show not in a full map replaces the
 * entry said longest ago (the oldest `at`), in the same UpdateItem, conditioned so that concurrent
 * writes cannot grow it past the bound. The first status makes the map (and the item when the fan has
 * none yet). Entries that no longer decide anything are removed after a write (`removeWatchEntries`;
 * which ones: domain/spoilers/watch.ts). The item goes with the account purge (purge-blocks deletes
 * it whole).
 *
 * Stream consumers: as data/controls.ts (unread-recount; a watch or settings change hides no fan).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { LiftChoice, ProtectChoice, WatchStatus } from '../../../shared/spoilers';
import type { EntityItem } from '../catalogue/items';
import { type Db, isConditionFailed } from '../client';
import { controlsKey } from '../controls';
import type { ShowFacts, SpoilerFields, WatchEntry } from './state';

/** The most shows a fan's `watch` map holds (the oldest said is dropped for a new one). */
export const WATCH_MAX = 200;

/** The facts of a show entity the guard decides from (its end: its start when it has none). */
export function showFactsOf(item: EntityItem): ShowFacts {
  return {
    id: item.id,
    name: item.name,
    promotionId: typeof item.promotionId === 'string' ? item.promotionId : null,
    startsAt: String(item.startsAt),
    endsAt: String(item.endsAt ?? item.startsAt),
  };
}

/** The entry of a status said about a show at `at`. */
export const watchEntryOf = (show: ShowFacts, status: WatchStatus, at: Date): WatchEntry => ({
  ...show,
  status,
  at: at.toISOString(),
});

/** What is stored of an entry: the show's id is the map's key. */
const stored = ({ id: _id, ...rest }: WatchEntry) => rest;

/** A stored map's entries with their ids (the key), skipping anything that is not an entry. */
export function watchEntriesOf(map: unknown): Record<string, WatchEntry> {
  const entries: Record<string, WatchEntry> = {};
  if (!map || typeof map !== 'object') return entries;
  for (const [id, value] of Object.entries(map as Record<string, unknown>)) {
    const v = value as Partial<WatchEntry> | null;
    if (v && typeof v === 'object' && typeof v.status === 'string' && typeof v.at === 'string')
      entries[id] = { ...(v as WatchEntry), id };
  }
  return entries;
}

/**
 * The entry to drop so that `showId` fits in a map already holding `max` entries: the one said
 * longest ago (ties: the smaller id), never `showId` itself; null when it fits (it is there already,
 * or the map has room).
 */
export function watchEntryToDrop(
  map: Readonly<Record<string, Pick<WatchEntry, 'at'>>>,
  showId: string,
  max = WATCH_MAX,
): string | null {
  const ids = Object.keys(map);
  if (ids.includes(showId) || ids.length < max) return null;
  let oldest: string | null = null;
  for (const id of ids) {
    const at = map[id]?.at ?? '';
    const best = oldest === null ? null : (map[oldest]?.at ?? '');
    if (best === null || at < best || (at === best && id < (oldest as string))) oldest = id;
  }
  return oldest;
}

/** The spoiler fields of a controls item as stored (the update's new image). */
function fieldsOf(item: Record<string, unknown> | undefined): SpoilerFields {
  return {
    spoilerProtect: item?.spoilerProtect as ProtectChoice | undefined,
    spoilerLift: item?.spoilerLift as LiftChoice | undefined,
    watch: watchEntriesOf(item?.watch),
    promotions: item?.promotions as Set<string> | undefined,
  };
}

/** Whether a write was refused by its condition (a nested path on a missing map is refused too). */
const refused = (err: unknown) =>
  isConditionFailed(err) ||
  ((err as Error)?.name === 'ValidationException' && /document path/i.test((err as Error).message));

const TYPE = { '#type': 'type' } as const;

/**
 * Stores the fan's word about a show (`watch.{showId}`) and answers their spoiler fields after it.
 * One UpdateItem when the map has room or holds the show already; when the map is missing, one more
 * that makes it; when it is full, one more that also drops the entry said longest ago (found in the
 * refused write's old item: no read). The conditions keep concurrent writes within `max`.
 */
export async function putWatchEntry(
  db: Db,
  userId: string,
  entry: WatchEntry,
  max = WATCH_MAX,
): Promise<SpoilerFields> {
  const value = stored(entry);
  for (let attempt = 0; attempt < 6; attempt++) {
    // The common case: the map exists, with room or with this show in it.
    try {
      const res = await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: controlsKey(userId),
          UpdateExpression: 'SET watch.#id = :entry, #type = :type',
          ConditionExpression: 'attribute_exists(watch.#id) OR size(watch) < :max',
          ExpressionAttributeNames: { '#id': entry.id, ...TYPE },
          ExpressionAttributeValues: { ':entry': value, ':max': max, ':type': 'filters' },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return fieldsOf(res.Attributes);
    } catch (err) {
      if (!refused(err)) throw err;
      const old = (err as { Item?: Parameters<typeof unmarshall>[0] }).Item;
      const map = old ? unmarshall(old).watch : undefined;
      if (map && typeof map === 'object') {
        // Full: drop the entry said longest ago in the same write (if it is still there and the map
        // has not grown past the bound meanwhile; else read again).
        const drop = watchEntryToDrop(watchEntriesOf(map), entry.id, max);
        if (drop === null) continue;
        try {
          const res = await db.doc.send(
            new UpdateCommand({
              TableName: db.table,
              Key: controlsKey(userId),
              UpdateExpression: 'SET watch.#id = :entry, #type = :type REMOVE watch.#old',
              ConditionExpression: 'attribute_exists(watch.#old) AND size(watch) <= :max',
              ExpressionAttributeNames: { '#id': entry.id, '#old': drop, ...TYPE },
              ExpressionAttributeValues: { ':entry': value, ':max': max, ':type': 'filters' },
              ReturnValues: 'ALL_NEW',
            }),
          );
          return fieldsOf(res.Attributes);
        } catch (again) {
          if (!refused(again)) throw again;
          continue;
        }
      }
    }
    // No map yet (no controls item, or one without statuses): make it with this entry.
    try {
      const res = await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: controlsKey(userId),
          UpdateExpression: 'SET watch = :map, #type = :type',
          ConditionExpression: 'attribute_not_exists(watch)',
          ExpressionAttributeNames: TYPE,
          ExpressionAttributeValues: { ':map': { [entry.id]: value }, ':type': 'filters' },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return fieldsOf(res.Attributes);
    } catch (err) {
      // Another status made the map meanwhile: set the entry in it.
      if (!isConditionFailed(err)) throw err;
    }
  }
  throw new Error('The watch map kept changing');
}

/** The most entries one prune removes (its condition names each). */
export const WATCH_PRUNE_MAX = 25;

/**
 * Removes entries from the fan's map, each only if it is still the one read (same `at`: a status
 * said again meanwhile stays). False when one of them changed (nothing is removed then; the next
 * status tries again).
 */
export async function removeWatchEntries(
  db: Db,
  userId: string,
  entries: readonly Pick<WatchEntry, 'id' | 'at'>[],
): Promise<boolean> {
  const some = entries.slice(0, WATCH_PRUNE_MAX);
  if (!some.length) return true;
  const names = Object.fromEntries(some.map((e, i) => [`#e${i}`, e.id]));
  const values = Object.fromEntries(some.map((e, i) => [`:at${i}`, e.at]));
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: controlsKey(userId),
        UpdateExpression: `REMOVE ${some.map((_, i) => `watch.#e${i}`).join(', ')}`,
        ConditionExpression: some.map((_, i) => `watch.#e${i}.#at = :at${i}`).join(' AND '),
        ExpressionAttributeNames: { ...names, '#at': 'at' },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (err) {
    if (refused(err)) return false;
    throw err;
  }
}

/** Stores the fan's Spoiler Guard settings (the item is made when the fan has none yet). */
export async function putSpoilerSettings(
  db: Db,
  userId: string,
  settings: { protect: ProtectChoice; liftAfter: LiftChoice },
): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: controlsKey(userId),
      UpdateExpression: 'SET spoilerProtect = :protect, spoilerLift = :lift, #type = :type',
      ExpressionAttributeNames: TYPE,
      ExpressionAttributeValues: {
        ':protect': settings.protect,
        ':lift': settings.liftAfter,
        ':type': 'filters',
      },
    }),
  );
}
