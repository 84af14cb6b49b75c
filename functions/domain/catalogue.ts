/**
 * The catalogue's shapes as fans read them: an entity item becomes an Entity (its facts) or an
 * EntityRef (enough to name and link it). Every answer naming an entity goes through these.
 */
import type { Entity, EntityRef } from '../../shared/schemas/wrestling';
import type { EntityItem } from '../data/catalogue';

/** Storage-only attributes that never reach an answer. */
const STORED_ONLY = new Set([
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'GSI3PK',
  'GSI3SK',
  'type',
  'sortName',
  'createdAt',
  'updatedAt',
  'big',
  'bigSince',
  // A show's card version (domain/catalogue-admin.ts: two card changes from one read, one wins).
  'cardVersion',
]);

export function toEntity(item: EntityItem): Entity {
  const entity: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!STORED_ONLY.has(name)) entity[name] = value;
  return entity as Entity;
}

export const toEntityRef = (item: EntityItem): EntityRef => ({
  id: item.id,
  kind: item.kind,
  slug: item.slug,
  name: item.name,
  ...(item.shortName ? { shortName: item.shortName as string } : {}),
  colors: item.colors,
});
