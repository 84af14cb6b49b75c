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
              dynamodb: { Keys: { PK: { S: [{ prefix: 'STREAMTEST#' }] } } },
            },
          ],
          invoke: async (event) => {
            seen.push(event.Records);
            const target = event.Records.find(
              (r) => r.eventName === 'INSERT' && r.dynamodb?.Keys?.SK?.S === 'I#1',
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
        new PutCommand({ TableName: db.table, Item: { PK: `STREAMTEST#${run}`, SK: `I#${i}`, n: i } }),
      );
    }
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { PK: `OTHER#${run}`, SK: 'X' } }));
    await db.doc.send(
      new DeleteCommand({ TableName: db.table, Key: { PK: `STREAMTEST#${run}`, SK: 'I#0' } }),
    );
    await poller.drained();
    await poller.stop();

    const all = seen.flat();
    expect(all.every((r) => r.dynamodb?.Keys?.PK?.S === `STREAMTEST#${run}`)).toBe(true);
    const first = seen[0];
    expect(first?.[0]).toMatchObject({ eventName: 'INSERT', dynamodb: { NewImage: { n: { N: '0' } } } });
    // The failed record was delivered again; the one before it was not. Unmatched records never arrive.
    const sk = (r: (typeof all)[number]) => `${r.eventName}:${r.dynamodb?.Keys?.SK?.S}`;
    const count = (key: string) => all.filter((r) => sk(r) === key).length;
    expect(count('INSERT:I#0')).toBe(1);
    expect(count('INSERT:I#1')).toBe(2);
    expect(count('INSERT:I#2')).toBeGreaterThanOrEqual(1);
    expect(count('REMOVE:I#0')).toBeGreaterThanOrEqual(1);
    expect(new Set(all.map(sk))).toEqual(new Set(['INSERT:I#0', 'INSERT:I#1', 'INSERT:I#2', 'REMOVE:I#0']));
    expect(poller.stats()).toEqual({ processed: 4, failed: 0 });
  });
});
