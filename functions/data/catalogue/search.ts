/**
 * The entity search index: the words an entity is found by, written in the same transaction as the
 * entity (entityWrites includes `entitySearchWrites`).
 *
 *   ESEARCH#{first character} / {folded word}#{entityId}
 *       a word of a promotion's, wrestler's, team's or championship's name, short name ("AEW") or
 *       also-known-as names (`kind`, for the filter)
 *   ESEARCH#{first character} / {folded word}#SERIES#{sortName}
 *       a word of a show's name, once for every show of that name (a series: "WWE Raw" every week);
 *       `series` is the folded name, the shows are read by it from GSI1 ENTITIES#show /
 *       {sortName}#{showId}, where show ids (ULIDs of the start) sort by air time
 *
 * A search is one Query (begins_with on the query's first word, at most ENTITY_SEARCH_CANDIDATES),
 * then one BatchGet of the entities and, for each series found (domain/catalogue/entities.ts SEARCH_SERIES_MAX
 * at most), two Queries of GSI1 around now: the next shows of that name and the last ones, whatever
 * the size of the catalogue.
 * A search of one kind reads on through a few more pages when the filter leaves too few.
 *
 * Series entries are shared by the shows of one name, so a show's rename or delete never removes
 * them: an entry whose name no show has any more finds no show (and costs one index entry).
 *
 * Every entity item records the layout its entries were written with (`searchVersion`): an entity
 * written before ENTITY_SEARCH_VERSION gets all of its entries again on its next write, and
 * `reindexEntitySearchPage` (below; npm run migrate:entity-search) rewrites those nobody
 * writes. The GSI1 reads of a series' shows are `seriesShows` there too.
 */
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityKind } from '../../../shared/schemas/wrestling';
import { nameWords } from '../../../shared/search';
import type { TransactItems } from '../batch';
import type { Db } from '../client';
import { KEYS } from '../keys';
import { type EntityItem, entityKey } from './items';

/** Index entries read per search (the words starting with the query's first word). */
export const ENTITY_SEARCH_CANDIDATES = 60;

/**
 * The layout of an entity's entries: 1 (no `searchVersion`): name and also-known-as words, shows
 * each on their own; 2: short names too, shows by series.
 */
export const ENTITY_SEARCH_VERSION = 2;

const searchPk = (word: string) => `${KEYS.entitySearch.pk}${word.charAt(0)}`;
export const entitySearchKey = (word: string, entityId: string) => ({
  PK: searchPk(word),
  SK: `${word}#${entityId}`,
});
export const seriesSearchKey = (word: string, series: string) => ({
  PK: searchPk(word),
  SK: `${word}#${KEYS.entitySearch.series}${series}`,
});

type Named = Pick<EntityItem, 'id' | 'kind' | 'name' | 'sortName'> & {
  shortName?: unknown;
  akas?: unknown;
  showKind?: unknown;
  searchVersion?: unknown;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

type Names = Pick<Named, 'name' | 'shortName' | 'akas'>;

/** The names an entity is found by: its name, its short name ("AEW") and its also-known-as names. */
export function entitySearchNames(item: Names): string[] {
  const short = typeof item.shortName === 'string' && item.shortName ? [item.shortName] : [];
  return [item.name, ...short, ...strings(item.akas)];
}

/** The words an entity is found by: those of its names (entitySearchNames). */
export function entitySearchWords(item: Names | null | undefined): string[] {
  if (!item) return [];
  return [...new Set(entitySearchNames(item).flatMap((name) => nameWords(name)))];
}

interface Entry {
  key: { PK: string; SK: string };
  attributes: Record<string, unknown>;
  /** Shared by every show of the name: never deleted. */
  shared: boolean;
}

const keyId = (k: { PK: string; SK: string }) => `${k.PK}\u0000${k.SK}`;

/** The entries an entity has in the current layout. */
function entriesOf(item: Named): Entry[] {
  if (item.kind === 'show')
    return nameWords(item.name).map((word) => ({
      key: seriesSearchKey(word, item.sortName),
      // The kind of show (weekly TV first when a search finds many series), as its latest write says.
      attributes: {
        type: 'entity-search',
        kind: 'show',
        series: item.sortName,
        ...(typeof item.showKind === 'string' ? { showKind: item.showKind } : {}),
      },
      shared: true,
    }));
  return entitySearchWords(item).map((word) => ({
    key: entitySearchKey(word, item.id),
    attributes: { type: 'entity-search', entityId: item.id, kind: item.kind },
    shared: false,
  }));
}

/** The entries of an entity written before `searchVersion` (layout 1): name and akas words, by id. */
function firstLayoutEntries(item: Named): Entry[] {
  return [...new Set([item.name, ...strings(item.akas)].flatMap((name) => nameWords(name)))].map((word) => ({
    key: entitySearchKey(word, item.id),
    attributes: {},
    shared: false,
  }));
}

/** Whether an entity's entries are in the current layout. */
export const searchIsCurrent = (item: Named | null) => item?.searchVersion === ENTITY_SEARCH_VERSION;

/**
 * The transaction items that keep an entity's search entries in step with its names: a Put for each
 * entry it gains (every entry, when the stored one was written in an older layout), a Delete for each
 * it lost (never a series entry: other shows share it). `previous` is the stored item (null: a new
 * entity). entityWrites (data/catalogue/entities.ts) adds them to every entity write and stores
 * `searchVersion: ENTITY_SEARCH_VERSION` on the entity.
 */
export function entitySearchWrites(db: Db, item: Named, previous: Named | null): TransactItems {
  const current = searchIsCurrent(previous);
  const before = previous ? (current ? entriesOf(previous) : firstLayoutEntries(previous)) : [];
  const after = entriesOf(item);
  const had = new Set(before.map((e) => keyId(e.key)));
  const keep = new Set(after.map((e) => keyId(e.key)));
  const writes: TransactItems = [];
  for (const entry of after)
    if (!current || !had.has(keyId(entry.key)))
      writes.push({ Put: { TableName: db.table, Item: { ...entry.key, ...entry.attributes } } });
  for (const entry of before)
    if (!entry.shared && !keep.has(keyId(entry.key)))
      writes.push({ Delete: { TableName: db.table, Key: entry.key } });
  return writes;
}

/**
 * The key of a series entry a write Puts (shared by the shows of a name), else null: a writer of many
 * shows at once (the import) puts each only once.
 */
export function sharedSearchEntryKey(write: TransactItems[number]): string | null {
  const item = write.Put?.Item;
  return item && item.type === 'entity-search' && typeof item.series === 'string'
    ? keyId(item as { PK: string; SK: string })
    : null;
}

/** Index pages read at most when a kind filters them (the filter applies after each page's Limit). */
export const ENTITY_SEARCH_KIND_PAGES = 5;

/** A show series an index entry names: its folded name and its kind of show. */
export interface SeriesHit {
  name: string;
  showKind?: string;
}

/** What one prefix finds: entity ids, and show series. */
export interface EntitySearchHits {
  ids: string[];
  series: SeriesHit[];
}

/**
 * Up to `limit` entities and series with a word starting with `prefix`. With a kind, the Query
 * filters on it and reads on (at most ENTITY_SEARCH_KIND_PAGES pages) until `limit` of that kind are
 * found, so a kind that is rare among the prefix's words is still found.
 */
export async function searchEntityIndex(
  db: Db,
  prefix: string,
  limit: number,
  kind?: EntityKind,
): Promise<EntitySearchHits> {
  const ids = new Set<string>();
  const series = new Map<string, SeriesHit>();
  if (!prefix) return { ids: [], series: [] };
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < (kind ? ENTITY_SEARCH_KIND_PAGES : 1); page++) {
    const res = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ...(kind ? { FilterExpression: '#kind = :kind', ExpressionAttributeNames: { '#kind': 'kind' } } : {}),
        ExpressionAttributeValues: {
          ':pk': searchPk(prefix),
          ':sk': prefix,
          ...(kind ? { ':kind': kind } : {}),
        },
        ProjectionExpression: 'entityId, series, showKind',
        Limit: limit,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of res.Items ?? []) {
      if (ids.size + series.size >= limit) break;
      if (typeof item.series === 'string')
        series.set(item.series, {
          name: item.series,
          ...(typeof item.showKind === 'string' ? { showKind: item.showKind } : {}),
        });
      else if (typeof item.entityId === 'string') ids.add(item.entityId);
    }
    start = res.LastEvaluatedKey;
    if (!start || ids.size + series.size >= limit) break;
  }
  return { ids: [...ids], series: [...series.values()] };
}

/**
 * One page of every entity of a kind (GSI1 ENTITIES#{kind}): each whose search entries were written
 * in an older layout (data/catalogue/search.ts) gets them again, its `searchVersion` set in the same
 * transaction, conditioned on the `updatedAt` read (an edit meanwhile wins, and wrote them).
 * Idempotent; `npm run migrate:entity-search` runs it over every kind.
 */
export async function reindexEntitySearchPage(
  db: Db,
  kind: EntityKind,
  cursor?: Record<string, unknown>,
): Promise<{ entities: number; rewritten: number; next?: Record<string, unknown> }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `${KEYS.entity.gsi1}${kind}` },
      Limit: 100,
      ExclusiveStartKey: cursor,
    }),
  );
  const items = (res.Items ?? []) as EntityItem[];
  let rewritten = 0;
  for (const item of items) {
    if (searchIsCurrent(item)) continue;
    try {
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: db.table,
                Key: entityKey(item.id),
                UpdateExpression: 'SET searchVersion = :v',
                ConditionExpression: 'updatedAt = :seen',
                ExpressionAttributeValues: { ':v': ENTITY_SEARCH_VERSION, ':seen': item.updatedAt },
              },
            },
            ...entitySearchWrites(db, item, item),
          ],
        }),
      );
      rewritten++;
    } catch (err) {
      // Changed since this page was read: that write gave it its entries.
      if ((err as { name?: string }).name !== 'TransactionCanceledException') throw err;
    }
  }
  return { entities: items.length, rewritten, next: res.LastEvaluatedKey };
}
