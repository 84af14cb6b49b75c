/** The DynamoDB document client and table name, created once per module (per Lambda container). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../shared/constants';
import { API_ERRORS } from '../../shared/messages';
import { requireEnv } from '../lib/env';
import { unavailable } from '../lib/errors';

export interface Db {
  doc: DynamoDBDocumentClient;
  table: string;
}

let cached: Db | undefined;

/**
 * How long one attempt may take, connecting included, before the SDK gives up on it (and retries, up
 * to its 3 attempts): DynamoDB answers in milliseconds, so an attempt this slow is a stalled table or
 * network. Without it a stalled call waits for the function's timeout (docs/safety.md, "Out of
 * time: 503").
 */
const REQUEST_TIMEOUT_MS = 3000;

/**
 * The errors of a table that did not answer in time: the SDK's TimeoutError and DynamoDB's
 * throttling (ThrottlingException, ProvisionedThroughputExceededException, RequestLimitExceeded).
 */
const STALLED = /^TimeoutError$|Throttl|Throughput|RequestLimit/;

/**
 * Endpoint and credentials come from the standard AWS variables (AWS_ENDPOINT_URL_DYNAMODB locally).
 * A call that still times out or is throttled after the SDK's retries fails as `unavailable` (the
 * HTTP chain's 503 with Retry-After); every other error is the SDK's own.
 */
export function getDb(): Db {
  if (!cached) {
    const doc = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, throwOnRequestTimeout: true },
      }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
    doc.middlewareStack.add(
      (next) => (args) =>
        next(args).catch((err: Error) => {
          throw STALLED.test(err?.name)
            ? unavailable(API_ERRORS.unavailable, UNAVAILABLE_RETRY_AFTER_SECONDS, err)
            : err;
        }),
      { step: 'initialize', name: 'stalledIsUnavailable' },
    );
    // The SDK's logger step hands every call's input and output, copied through its sensitive-field
    // filters (every attribute of every item read), to the client's logger, which is its no-op one:
    // we give it none. It logged nothing and cost CPU on every call (docs/performance.md,
    // "Throughput on the local cloud"); our own errors still go through `logger`.
    doc.middlewareStack.remove('loggerMiddleware');
    cached = { doc, table: requireEnv('TABLE_NAME') };
  }
  return cached;
}

type Reasons = { CancellationReasons?: { Code?: string; Item?: Parameters<typeof unmarshall>[0] }[] };

/** True when a TransactWriteItems was cancelled and the item at `index` failed its condition. */
export function conditionFailedAt(err: unknown, index: number): boolean {
  const reasons = (err as Reasons).CancellationReasons;
  return (
    (err as Error)?.name === 'TransactionCanceledException' &&
    reasons?.[index]?.Code === 'ConditionalCheckFailed'
  );
}

/**
 * The item that failed the condition at `index` of a cancelled TransactWriteItems (its write asked
 * for it: ReturnValuesOnConditionCheckFailure ALL_OLD), or null.
 */
export function foundAt(err: unknown, index: number): Record<string, unknown> | null {
  const item = conditionFailedAt(err, index) && (err as Reasons).CancellationReasons?.[index]?.Item;
  return item ? unmarshall(item) : null;
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
