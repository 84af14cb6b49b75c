/**
 * Batch and transaction helpers: BatchGetItem / BatchWriteItem in chunks with their unprocessed
 * items retried, and TransactWriteItems retried when DynamoDB cancels it for a conflict with a
 * concurrent transaction on the same item (many fans popping one post at once).
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  type NativeAttributeValue,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';

export type Key = { PK: string; SK: string };
export type Item = Record<string, NativeAttributeValue>;

const GET_CHUNK = 100;
const WRITE_CHUNK = 25;
const MAX_ROUNDS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Full-jitter exponential backoff: 0..min(cap, base * 2^attempt) ms. */
export const backoff = (attempt: number, base = 15, cap = 800) =>
  sleep(Math.random() * Math.min(cap, base * 2 ** attempt));

const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export const keyOf = (item: { PK: string; SK: string }): string => `${item.PK}\u0000${item.SK}`;

/**
 * Reads many items by key (any mix of kinds), de-duplicated, in chunks of 100 sent in parallel
 * (`consistent`: strongly consistent reads). Returns a map from `keyOf(key)` to the item; missing
 * items are absent.
 */
export async function batchGet(
  db: Db,
  keys: readonly Key[],
  { consistent = false }: { consistent?: boolean } = {},
): Promise<Map<string, Item>> {
  const unique = [...new Map(keys.map((k) => [keyOf(k), { PK: k.PK, SK: k.SK }])).values()];
  const found = new Map<string, Item>();
  await Promise.all(
    chunk(unique, GET_CHUNK).map(async (part) => {
      let pending: Key[] = part;
      for (let round = 0; pending.length; round++) {
        if (round === MAX_ROUNDS) throw new Error(`BatchGet left ${pending.length} keys unprocessed`);
        if (round) await backoff(round);
        const res = await db.doc.send(
          new BatchGetCommand({
            RequestItems: { [db.table]: { Keys: pending, ...(consistent ? { ConsistentRead: true } : {}) } },
          }),
        );
        for (const item of res.Responses?.[db.table] ?? []) found.set(keyOf(item as Key), item);
        pending = (res.UnprocessedKeys?.[db.table]?.Keys as Key[] | undefined) ?? [];
      }
    }),
  );
  return found;
}

export type WriteRequest = { put: Item } | { delete: Key };

/** BatchWriteItem requests of one batchWrite call in flight at once. */
const WRITE_PARALLEL = 8;

/**
 * Puts and deletes many items (not atomically), 25 per request and up to 8 requests at once,
 * unprocessed ones retried.
 */
export async function batchWrite(db: Db, requests: readonly WriteRequest[]): Promise<void> {
  const parts = chunk(requests, WRITE_CHUNK);
  for (const wave of chunk(parts, WRITE_PARALLEL))
    await Promise.all(wave.map((part) => writeChunk(db, part)));
}

async function writeChunk(db: Db, part: readonly WriteRequest[]): Promise<void> {
  let pending = part.map((r) =>
    'put' in r
      ? { PutRequest: { Item: r.put } }
      : { DeleteRequest: { Key: { PK: r.delete.PK, SK: r.delete.SK } } },
  );
  for (let round = 0; pending.length; round++) {
    if (round === MAX_ROUNDS) throw new Error(`BatchWrite left ${pending.length} items unprocessed`);
    if (round) await backoff(round);
    const res = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.table]: pending } }));
    pending = (res.UnprocessedItems?.[db.table] as typeof pending | undefined) ?? [];
  }
}

type Reasons = { Code?: string }[] | undefined;
const reasonsOf = (err: unknown): Reasons => (err as { CancellationReasons?: Reasons }).CancellationReasons;

/** True when a transaction lost to a concurrent one (safe to retry as a whole). */
export function isTransactionConflict(err: unknown): boolean {
  const name = (err as Error)?.name;
  if (name === 'TransactionConflictException') return true;
  if (name !== 'TransactionCanceledException') return false;
  const reasons = reasonsOf(err) ?? [];
  return (
    reasons.some((r) => r.Code === 'TransactionConflict') &&
    !reasons.some((r) => r.Code === 'ConditionalCheckFailed')
  );
}

/**
 * TransactWriteItems, retried with jittered backoff while it only lost to concurrent transactions.
 * A failed condition is not retried: the caller reads it with `conditionFailedAt`.
 */
/** The items of one TransactWriteItems call. */
export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/**
 * A transaction's Put of a new item: refused if the key exists, and then the stored item comes back
 * with the cancellation (`foundAt`, data/client.ts), so a create run again by id answers what it made.
 */
export const putNew = (db: Db, item: object) => ({
  Put: {
    TableName: db.table,
    Item: item,
    ConditionExpression: 'attribute_not_exists(PK)',
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  },
});

export async function transactWrite(db: Db, items: TransactItems, attempts = 12): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (err) {
      if (!isTransactionConflict(err) || attempt + 1 >= attempts) throw err;
      await backoff(attempt + 1);
    }
  }
}
