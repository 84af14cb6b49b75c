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

/**
 * Every item a Query matches, page by page (DynamoDB's 1 MB pages, or `Limit` items), each page
 * mapped through `pick`. For background work that must visit a whole partition.
 */
export async function* queryPages<T>(
  db: Db,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  pick: (item: Record<string, unknown>) => T,
): AsyncGenerator<T[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db.doc.send(
      new QueryCommand({ ...input, TableName: db.table, ExclusiveStartKey: start }),
    );
    const page = (res.Items ?? []).map(pick);
    if (page.length) yield page;
    start = res.LastEvaluatedKey;
  } while (start);
}
