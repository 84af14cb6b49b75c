/**
 * Lambda event-filter patterns on stream records (the subset we use: exact values, prefix, exists).
 * The CDK event sources and the local stream poller apply the same patterns.
 */
import { KEYS } from '../table';

export type FilterLeaf = string | number | boolean | { prefix: string } | { exists: boolean };
export interface FilterPattern {
  [key: string]: FilterPattern | readonly FilterLeaf[];
}

type Change = 'INSERT' | 'MODIFY' | 'REMOVE';
/** An entity of the key table that has a fixed PK prefix and a sort key. */
type KeyedEntity = {
  [E in keyof typeof KEYS]: (typeof KEYS)[E] extends { pk: string; sk: string } ? E : never;
}[keyof typeof KEYS];

/** Entities whose sort key is a prefix followed by an id (not a fixed tag). */
const SK_IS_PREFIX: ReadonlySet<KeyedEntity> = new Set(['follow']);

/** Stream records of one entity (by its keys in the key table) and change kinds. */
export function changesOf(entity: KeyedEntity, events: readonly Change[]): FilterPattern {
  const { pk, sk } = KEYS[entity];
  return {
    eventName: events,
    dynamodb: {
      Keys: {
        PK: { S: [{ prefix: pk }] },
        SK: { S: [SK_IS_PREFIX.has(entity) ? { prefix: sk } : sk] },
      },
    },
  };
}
