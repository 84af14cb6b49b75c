/** The DynamoDB document client and table name, created once per module (per Lambda container). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requireEnv } from '../lib/env';

export interface Db {
  doc: DynamoDBDocumentClient;
  table: string;
}

let cached: Db | undefined;

/** Endpoint and credentials come from the standard AWS variables (AWS_ENDPOINT_URL_DYNAMODB locally). */
export function getDb(): Db {
  if (!cached) {
    const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
      marshallOptions: { removeUndefinedValues: true },
    });
    cached = { doc, table: requireEnv('TABLE_NAME') };
  }
  return cached;
}

/** True when a TransactWriteItems was cancelled and the item at `index` failed its condition. */
export function conditionFailedAt(err: unknown, index: number): boolean {
  const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return (
    (err as Error)?.name === 'TransactionCanceledException' &&
    reasons?.[index]?.Code === 'ConditionalCheckFailed'
  );
}

/** True when a single-item write was refused by its ConditionExpression. */
export const isConditionFailed = (err: unknown): boolean =>
  (err as Error)?.name === 'ConditionalCheckFailedException';

/**
 * A write whose condition may refuse it: true when it was done, false when its condition (or, in a
 * transaction, the condition of item `index`) refused it; any other failure is thrown.
 */
export async function unlessRefused(write: Promise<unknown>, index = 0): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (err) {
    if (isConditionFailed(err) || conditionFailedAt(err, index)) return false;
    throw err;
  }
}
