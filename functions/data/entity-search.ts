/**
 * The entity search index: one item per word of an entity's name, of its also-known-as names and of
 * its short name (a promotion's: "AEW"), written in the same transaction as the entity (entityWrites
 * includes `entitySearchWrites`).
 *
 *   ESEARCH#{first character} / {folded word}#{entityId}   a word of a name (kind, for the filter)
 *
 * A search is one Query (begins_with on the query's first word, at most ENTITY_SEARCH_CANDIDATES)
 * and one BatchGet of the entities, whatever the size of the catalogue; a search of one kind reads on
 * through a few more pages when the filter leaves too few.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityKind } from '../../shared/schemas/wrestling';
import { nameWords } from '../../shared/search';
import type { TransactItems } from './batch';
import type { Db } from './client';
import { KEYS } from './keys';

/** Index entries read per search (the words starting with the query's first word). */
export const ENTITY_SEARCH_CANDIDATES = 60;

const searchPk = (word: string) => `${KEYS.entitySearch.pk}${word.charAt(0)}`;
export const entitySearchKey = (word: string, entityId: string) => ({
  PK: searchPk(word),
  SK: `${word}#${entityId}`,
});

/** The words an entity is found by: those of its name, its also-known-as names and its short name. */
export function entitySearchWords(
  item: { name: string; akas?: unknown; shortName?: unknown } | null | undefined,
): string[] {
  if (!item) return [];
  const akas = Array.isArray(item.akas) ? (item.akas as string[]) : [];
  const short = typeof item.shortName === 'string' ? [item.shortName] : [];
  return [...new Set([item.name, ...akas, ...short].flatMap((name) => nameWords(name)))];
}

/**
 * The transaction items that keep an entity's search entries in step with its names: a Put for each
 * word it gains (or every word, when its kind changed), a Delete for each word it lost. `previous`
 * is the stored item (null: a new entity). entityWrites (data/catalogue.ts) adds them to every entity write.
 */
export function entitySearchWrites(
  db: Db,
  item: { id: string; kind: EntityKind; name: string; akas?: unknown; shortName?: unknown },
  previous: { id: string; kind: EntityKind; name: string; akas?: unknown; shortName?: unknown } | null,
): TransactItems {
  const before = new Set(entitySearchWords(previous));
  const after = entitySearchWords(item);
  const writes: TransactItems = [];
  for (const word of after)
    if (!before.has(word) || previous?.kind !== item.kind)
      writes.push({
        Put: {
          TableName: db.table,
          Item: {
            ...entitySearchKey(word, item.id),
            type: 'entity-search',
            entityId: item.id,
            kind: item.kind,
          },
        },
      });
  const kept = new Set(after);
  for (const word of before)
    if (!kept.has(word))
      writes.push({ Delete: { TableName: db.table, Key: entitySearchKey(word, item.id) } });
  return writes;
}

/** Index pages read at most when a kind filters them (the filter applies after each page's Limit). */
export const ENTITY_SEARCH_KIND_PAGES = 5;

/**
 * Up to `limit` entity ids with a word starting with `prefix`. With a kind, the Query filters on it
 * and reads on (at most ENTITY_SEARCH_KIND_PAGES pages) until `limit` ids of that kind are found, so
 * a kind that is rare among the prefix's words is still found. `newestFirst` reads the index
 * backwards: a word's entities by id, highest first (show ids are ULIDs of their start, so the
 * newest shows: the admin's list of a weekly show's episodes).
 */
export async function searchEntityIds(
  db: Db,
  prefix: string,
  limit: number,
  kind?: EntityKind,
  newestFirst = false,
): Promise<string[]> {
  if (!prefix) return [];
  const ids = new Set<string>();
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
        ProjectionExpression: 'entityId',
        ...(newestFirst ? { ScanIndexForward: false } : {}),
        Limit: limit,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of res.Items ?? []) if (ids.size < limit) ids.add(item.entityId as string);
    start = res.LastEvaluatedKey;
    if (!start || ids.size >= limit) break;
  }
  return [...ids];
}
