/**
 * A catalogue change's writes: the transaction items and relation writes data/catalogue's builders
 * make (items.ts, links.ts, cards.ts, titles.ts, audit.ts), opaque to the domain, which only
 * gathers them and hands them back here to run.
 */
import type { DomainError } from '../../lib/errors';
import { type TransactItems, transactWrite, type WriteRequest } from '../batch';
import { conditionFailedAt, type Db } from '../client';

/** The items of one catalogue transaction. */
export type CatalogueWrites = TransactItems;
/** One put or delete of the import's relation writes. */
export type RelationWrite = WriteRequest;

/** Runs the transaction; a failed condition at index i becomes `refusal(i)` (a 4xx), else rethrown. */
export async function commitWrites(
  db: Db,
  items: CatalogueWrites,
  refusal: (index: number) => DomainError,
): Promise<void> {
  try {
    await transactWrite(db, items);
  } catch (err) {
    const index = items.findIndex((_, i) => conditionFailedAt(err, i));
    if (index >= 0) throw refusal(index);
    throw err;
  }
}
