/**
 * Helpers the item modules build their key builders and parsers with. The prefixes themselves
 * live in one table, KEYS in shared/table.ts.
 */
export { KEYS } from '../../shared/table';

/** A stream record's or item's primary key. */
export interface KeyLike {
  PK?: string;
  SK?: string;
}

/** The id after `prefix`, or null when `value` does not start with it (or nothing follows). */
export function idAfter(prefix: string, value: string | undefined): string | null {
  if (!value?.startsWith(prefix) || value.length === prefix.length) return null;
  return value.slice(prefix.length);
}
