/**
 * Reads for tag suggestions (issue 28, domain/catalogue/tag-suggestions.ts): the catalogue's names by kind
 * (GSI1 ENTITIES#{kind}, data/catalogue/items.ts) and the shows airing in a time window (GSI2 SHOWS /
 * {startsAt}#{id}). No items of its own.
 */
import type { EntityKind } from '../../../shared/schemas/wrestling';
import type { Db } from '../client';
import { KEYS } from '../keys';
import { queryPages } from '../page';
import type { EntityItem } from './items';

/** The facts a suggestion needs of an entity. */
export type NamedEntity = Pick<EntityItem, 'id' | 'kind' | 'slug' | 'name' | 'colors'> & {
  akas?: string[];
  shortName?: string;
  hashtag?: string | null;
  startsAt?: string;
};

const NAMED = 'id, kind, slug, #n, colors, akas, shortName, hashtag, startsAt';

/** Every entity of a kind (paged through), with its names. */
export async function entitiesOfKind(db: Db, kind: EntityKind): Promise<NamedEntity[]> {
  const all: NamedEntity[] = [];
  for await (const page of queryPages(
    db,
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `${KEYS.entity.gsi1}${kind}` },
      ExpressionAttributeNames: { '#n': 'name' },
      ProjectionExpression: NAMED,
    },
    (item) => item as unknown as NamedEntity,
  ))
    all.push(...page);
  return all;
}

/** The shows starting between `from` and `to` (ISO instants), by start time. */
export async function showsBetween(db: Db, from: string, to: string): Promise<NamedEntity[]> {
  const all: NamedEntity[] = [];
  for await (const page of queryPages(
    db,
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': KEYS.entity.gsi2, ':from': from, ':to': `${to}~` },
      ExpressionAttributeNames: { '#n': 'name' },
      ProjectionExpression: NAMED,
    },
    (item) => item as unknown as NamedEntity,
  ))
    all.push(...page);
  return all;
}
