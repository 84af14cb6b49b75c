/** Lambda event-filter matching for stream records (the subset the manifest uses). */
import type { FilterLeaf, FilterPattern } from '../../shared/manifest/filters';

function leafMatches(leaf: FilterLeaf, value: unknown, present: boolean): boolean {
  if (typeof leaf === 'object') {
    if ('exists' in leaf) return leaf.exists === present;
    return typeof value === 'string' && value.startsWith(leaf.prefix);
  }
  return present && value === leaf;
}

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
