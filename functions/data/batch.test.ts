import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { batchGet, batchWrite, isTransactionConflict, keyOf, transactWrite } from './batch';
import type { Db } from './client';

const ddb = mockClient(DynamoDBDocumentClient);
const db: Db = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), table: 't' };

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

beforeEach(() => ddb.reset());

describe('transactWrite', () => {
  it('retries a transaction that lost to a concurrent one, then succeeds', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('TransactionConflict', 'None'))
      .rejectsOnce(cancelled('None', 'TransactionConflict'))
      .resolves({});
    await transactWrite(db, [{ Put: { TableName: 't', Item: { PK: 'a', SK: 'b' } } }]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('does not retry a failed condition, and gives up after its attempts', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    await expect(transactWrite(db, [])).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);

    ddb.reset();
    ddb.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    await expect(transactWrite(db, [], 3)).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('tells conflicts from condition failures', () => {
    expect(isTransactionConflict(cancelled('TransactionConflict'))).toBe(true);
    expect(isTransactionConflict(cancelled('TransactionConflict', 'ConditionalCheckFailed'))).toBe(false);
    expect(isTransactionConflict(Object.assign(new Error(), { name: 'TransactionConflictException' }))).toBe(
      true,
    );
    expect(isTransactionConflict(new Error('boom'))).toBe(false);
  });
});

describe('batchGet and batchWrite', () => {
  it('de-duplicates keys, chunks by 100 and retries unprocessed keys', async () => {
    const keys = Array.from({ length: 150 }, (_, i) => ({ PK: `P#${i}`, SK: 'S' }));
    ddb
      .on(BatchGetCommand)
      .callsFake((input: { RequestItems: Record<string, { Keys: { PK: string }[] }> }) => {
        const asked = input.RequestItems.t?.Keys ?? [];
        // The first time a chunk is asked, the last key comes back unprocessed.
        const first = asked.length > 1;
        return {
          Responses: { t: (first ? asked.slice(0, -1) : asked).map((k) => ({ ...k, v: 1 })) },
          UnprocessedKeys: first ? { t: { Keys: asked.slice(-1) } } : {},
        };
      });
    const found = await batchGet(db, [...keys, ...keys.slice(0, 10)]);
    expect(found.size).toBe(150);
    expect(found.get(keyOf({ PK: 'P#149', SK: 'S' }))).toMatchObject({ v: 1 });
    const sizes = ddb.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems?.t?.Keys?.length);
    expect(sizes.sort((a, b) => Number(a) - Number(b))).toEqual([1, 1, 50, 100]);
  });

  it('writes in chunks of 25 and retries unprocessed items', async () => {
    let calls = 0;
    ddb.on(BatchWriteCommand).callsFake((input: { RequestItems: Record<string, unknown[]> }) => {
      calls++;
      const asked = input.RequestItems.t ?? [];
      return { UnprocessedItems: calls === 1 ? { t: asked.slice(0, 2) } : {} };
    });
    await batchWrite(
      db,
      Array.from({ length: 30 }, (_, i) => ({ delete: { PK: `P#${i}`, SK: 'S' } })),
    );
    const sizes = ddb.commandCalls(BatchWriteCommand).map((c) => c.args[0].input.RequestItems?.t?.length);
    // The two chunks go out side by side; the 2 unprocessed items of the first are retried after.
    expect(sizes.slice(0, 2).sort()).toEqual([25, 5]);
    expect(sizes[2]).toBe(2);
  });
});
