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
const SK_IS_PREFIX: ReadonlySet<KeyedEntity> = new Set(['follow', 'entityFollow', 'match', 'rating']);

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

function leafMatches(leaf: FilterLeaf, value: unknown, present: boolean): boolean {
  if (typeof leaf === 'object') {
    if ('exists' in leaf) return leaf.exists === present;
    return typeof value === 'string' && value.startsWith(leaf.prefix);
  }
  return present && value === leaf;
}

/** Whether a stream record (in its DynamoDB JSON shape) matches a pattern, as Lambda decides. */
export function matchesPattern(pattern: FilterPattern, value: unknown): boolean {
  const obj = (value ?? {}) as Record<string, unknown>;
  return Object.entries(pattern).every(([key, expected]) => {
    const present = typeof obj === 'object' && obj !== null && key in obj;
    const actual = present ? obj[key] : undefined;
    if (Array.isArray(expected))
      return (expected as FilterLeaf[]).some((leaf) => leafMatches(leaf, actual, present));
    return present && matchesPattern(expected as FilterPattern, actual);
  });
}

/** A record passes when it matches any of the patterns (Lambda ORs filter criteria); none means all pass. */
export const matchesAny = (patterns: readonly FilterPattern[], record: unknown) =>
  patterns.length === 0 || patterns.some((p) => matchesPattern(p, record));

/** Lambda accepts at most this many filter patterns on one event source mapping. */
export const MAX_FILTERS_PER_SOURCE = 5;

type Leaves = readonly FilterLeaf[];
const keyLeaves = (p: FilterPattern, key: 'PK' | 'SK'): Leaves | undefined =>
  (
    ((p.dynamodb as FilterPattern | undefined)?.Keys as FilterPattern | undefined)?.[key] as
      | FilterPattern
      | undefined
  )?.S as Leaves | undefined;
const union = (lists: readonly (Leaves | undefined)[]): FilterLeaf[] => [
  ...new Map(lists.flatMap((l) => l ?? []).map((leaf) => [JSON.stringify(leaf), leaf])).values(),
];

/**
 * Patterns for one event source: as they are when few enough; else those with the same PK
 * condition merged (their event names and SK conditions ORed; one without a PK condition kept as it
 * is), and if that is still too many, the groups past the first four folded into one pattern (their
 * PK and SK conditions and event names ORed), or else one pattern on event names and PK prefixes
 * alone (none at all when a pattern has no PK condition). Each step is a superset: the receiving function filters
 * exactly.
 */
export function mergeFilters(patterns: readonly FilterPattern[]): readonly FilterPattern[] {
  const unique = [...new Map(patterns.map((p) => [JSON.stringify(p), p])).values()];
  if (unique.length <= MAX_FILTERS_PER_SOURCE) return unique;
  // A pattern without a PK condition (Pops: any PK, SK POP#) stays as it is beside the merged ones.
  const withoutPk = unique.filter((p) => !keyLeaves(p, 'PK'));
  const byPk = new Map<string, FilterPattern[]>();
  for (const p of unique.filter((p) => keyLeaves(p, 'PK'))) {
    const pk = JSON.stringify(keyLeaves(p, 'PK'));
    byPk.set(pk, [...(byPk.get(pk) ?? []), p]);
  }
  const merged = [...byPk.values()].map((group): FilterPattern => {
    const events = union(group.map((p) => p.eventName as Leaves | undefined));
    const sks = group.every((p) => keyLeaves(p, 'SK')) ? union(group.map((p) => keyLeaves(p, 'SK'))) : [];
    const keys: FilterPattern = { PK: { S: keyLeaves(group[0] as FilterPattern, 'PK') ?? [] } };
    if (sks.length) keys.SK = { S: sks };
    return { ...(events.length ? { eventName: events } : {}), dynamodb: { Keys: keys } };
  });
  if (withoutPk.length + merged.length <= MAX_FILTERS_PER_SOURCE) return [...withoutPk, ...merged];
  if (withoutPk.length) return [];
  // Still too many: the first groups stay as they are, the rest (the later consumers') fold into one
  // pattern on the union of their event names, PK prefixes and SK conditions (a superset).
  const kept = merged.slice(0, MAX_FILTERS_PER_SOURCE - 1);
  const rest = merged.slice(MAX_FILTERS_PER_SOURCE - 1);
  if (kept.length && rest.every((p) => keyLeaves(p, 'SK')))
    return [
      ...kept,
      {
        eventName: union(rest.map((p) => p.eventName as Leaves | undefined)),
        dynamodb: {
          Keys: {
            PK: { S: union(rest.map((p) => keyLeaves(p, 'PK'))) },
            SK: { S: union(rest.map((p) => keyLeaves(p, 'SK'))) },
          },
        },
      },
    ];
  return [
    {
      eventName: union(unique.map((p) => p.eventName as Leaves | undefined)),
      dynamodb: { Keys: { PK: { S: union(unique.map((p) => keyLeaves(p, 'PK'))) } } },
    },
  ];
}
