import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';

/** Newest-first pages keyed by ULIDs: `before` is the id of the last item already shown. */
export interface Page {
  limit: number;
  before?: string;
}

/** Query parameters for one newest-first page of a partition whose sort key is a ULID. */
export function newestFirst(pkName: string, skName: string, pk: string, page: Page) {
  return {
    KeyConditionExpression: page.before ? `${pkName} = :pk AND ${skName} < :before` : `${pkName} = :pk`,
    ExpressionAttributeValues: page.before ? { ':pk': pk, ':before': page.before } : { ':pk': pk },
    ScanIndexForward: false,
    Limit: page.limit,
  };
}

/** Where the next page of a Query starts (DynamoDB's LastEvaluatedKey). */
export type Cursor = Record<string, unknown>;

/** One page of a Query from `cursor`, mapped through `pick`, and the cursor after it (if any). */
export async function queryPage<T>(
  db: Db,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  pick: (item: Record<string, unknown>) => T,
  cursor?: Cursor,
): Promise<{ items: T[]; next: Cursor | undefined }> {
  const res = await db.doc.send(
    new QueryCommand({ ...input, TableName: db.table, ExclusiveStartKey: cursor }),
  );
  return { items: (res.Items ?? []).map(pick), next: res.LastEvaluatedKey };
}

/**
 * Every item a Query matches, page by page (DynamoDB's 1 MB pages, or `Limit` items), each page
 * mapped through `pick`. For background work that must visit a whole partition.
 */
export async function* queryPages<T>(
  db: Db,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  pick: (item: Record<string, unknown>) => T,
): AsyncGenerator<T[]> {
  let cursor: Cursor | undefined;
  do {
    const page = await queryPage(db, input, pick, cursor);
    if (page.items.length) yield page.items;
    cursor = page.next;
  } while (cursor);
}
