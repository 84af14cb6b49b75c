import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { startStreamPoller } from '../../scripts/local/stream-poller';
import { tableStreamArn } from './helpers';

describe('local stream poller on the real DynamoDB Local stream', () => {
  it('delivers filtered records in the DynamoDBStreamEvent shape and retries partial batch failures', async () => {
    const db = getDb();
    const streamArn = await tableStreamArn();

    const seen: DynamoDBStreamEvent['Records'][] = [];
    let failOnce = true;
    const poller = startStreamPoller({
      endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '',
      streamArn,
      intervalMs: 50,
      log: () => undefined,
      consumers: [
        {
          name: 'test-consumer',
          batchSize: 10,
          filters: [
            {
              eventName: ['INSERT', 'REMOVE'],
              dynamodb: { Keys: { PK: { S: [{ prefix: 'streamtest#' }] } } },
            },
          ],
          invoke: async (event) => {
            seen.push(event.Records);
            const target = event.Records.find(
              (r) => r.eventName === 'INSERT' && r.dynamodb?.Keys?.SK?.S === 'i#1',
            );
            if (failOnce && target) {
              failOnce = false;
              return { batchItemFailures: [{ itemIdentifier: target.dynamodb?.SequenceNumber ?? '' }] };
            }
            return { batchItemFailures: [] };
          },
        },
      ],
    });
    await poller.ready;
    const run = Date.now();
    for (let i = 0; i < 3; i++) {
      await db.doc.send(
        new PutCommand({ TableName: db.table, Item: { PK: `streamtest#${run}`, SK: `i#${i}`, n: i } }),
      );
    }
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { PK: `other#${run}`, SK: 'X' } }));
    await db.doc.send(
      new DeleteCommand({ TableName: db.table, Key: { PK: `streamtest#${run}`, SK: 'i#0' } }),
    );
    await poller.drained();
    await poller.stop();

    const all = seen.flat();
    expect(all.every((r) => r.dynamodb?.Keys?.PK?.S === `streamtest#${run}`)).toBe(true);
    const first = seen[0];
    expect(first?.[0]).toMatchObject({ eventName: 'INSERT', dynamodb: { NewImage: { n: { N: '0' } } } });
    // The failed record was delivered again; the one before it was not. Unmatched records never arrive.
    const sk = (r: (typeof all)[number]) => `${r.eventName}:${r.dynamodb?.Keys?.SK?.S}`;
    const count = (key: string) => all.filter((r) => sk(r) === key).length;
    expect(count('INSERT:i#0')).toBe(1);
    expect(count('INSERT:i#1')).toBe(2);
    expect(count('INSERT:i#2')).toBeGreaterThanOrEqual(1);
    expect(count('REMOVE:i#0')).toBeGreaterThanOrEqual(1);
    expect(new Set(all.map(sk))).toEqual(new Set(['INSERT:i#0', 'INSERT:i#1', 'INSERT:i#2', 'REMOVE:i#0']));
    expect(poller.stats()).toEqual({ processed: 4, failed: 0 });
  });

  it('bisects a batch whose invocation throws, parks the record that keeps failing and still delivers the rest', async () => {
    const db = getDb();
    const streamArn = await tableStreamArn();
    const run = `bisect-${Date.now()}`;
    const poison = 'item-2';
    const invocations: string[][] = [];
    const poller = startStreamPoller({
      endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '',
      streamArn,
      intervalMs: 50,
      log: () => undefined,
      consumers: [
        {
          name: 'bisect-consumer',
          batchSize: 10,
          retryAttempts: 1,
          filters: [{ eventName: ['INSERT'], dynamodb: { Keys: { PK: { S: [run] } } } }],
          // A consumer that crashes on one record (a function error, not a partial batch response),
          // slowly, so drained() has retries to wait for.
          invoke: async (event) => {
            const sks = event.Records.map((r) => r.dynamodb?.Keys?.SK?.S ?? '');
            invocations.push(sks);
            await new Promise((r) => setTimeout(r, 30));
            if (sks.includes(poison)) throw new Error('consumer crashed');
            return { batchItemFailures: [] };
          },
        },
      ],
    });
    await poller.ready;
    for (let i = 0; i < 4; i++) {
      await db.doc.send(new PutCommand({ TableName: db.table, Item: { PK: run, SK: `item-${i}` } }));
    }
    await poller.drained();
    await poller.stop();

    const delivered = new Set(invocations.filter((sks) => !sks.includes(poison)).flat());
    expect(delivered).toEqual(new Set(['item-0', 'item-1', 'item-3']));
    // Split down to the poison record alone, which then ran once more (retryAttempts 1) and was parked.
    expect(invocations.filter((sks) => sks.length === 1 && sks[0] === poison)).toHaveLength(2);
    expect(
      poller.failures().map((f) => [f.condition, f.records.map((r) => r.dynamodb?.Keys?.SK?.S)]),
    ).toEqual([['RetryAttemptsExhausted', [poison]]]);
    expect(poller.stats()).toEqual({ processed: 3, failed: 1 });
  });
});
