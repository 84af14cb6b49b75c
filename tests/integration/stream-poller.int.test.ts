import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { controlsKey, removeMute, setMute } from '../../functions/data/controls';
import { changeOf } from '../../functions/lib/stream';
import { startStreamPoller, subStreamOf } from '../../scripts/local/stream-poller';
import { tableStreamArn } from './helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const endpoint = () => process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '';

describe('local stream poller on the real DynamoDB Local stream', () => {
  it('delivers filtered records in the DynamoDBStreamEvent shape and retries partial batch failures', async () => {
    const db = getDb();
    const streamArn = await tableStreamArn();

    const seen: DynamoDBStreamEvent['Records'][] = [];
    let failOnce = true;
    const poller = startStreamPoller({
      endpoint: endpoint(),
      streamArn,
      intervalMs: 50,
      log: () => undefined,
      lanes: [
        {
          name: 'test-lane',
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
    expect(poller.stats()).toMatchObject({ processed: 4, failed: 0 });
    expect(poller.stats().lanes['test-lane']).toMatchObject({
      processed: 4,
      failed: 0,
      delivered: all.length,
      invocations: seen.length,
    });
  });

  it('bisects a batch whose invocation throws, parks the record that keeps failing and still delivers the rest', async () => {
    const db = getDb();
    const streamArn = await tableStreamArn();
    const run = `bisect-${Date.now()}`;
    const poison = 'item-2';
    const invocations: string[][] = [];
    const poller = startStreamPoller({
      endpoint: endpoint(),
      streamArn,
      intervalMs: 50,
      log: () => undefined,
      lanes: [
        {
          name: 'bisect-lane',
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
    expect(poller.stats()).toMatchObject({ processed: 3, failed: 1, invocations: invocations.length });
    expect(poller.stats().longestInvocationMs).toBeGreaterThanOrEqual(25);
  });

  it("runs records of different items side by side, up to the lane's parallelization, and one item's records in order", async () => {
    const db = getDb();
    const streamArn = await tableStreamArn();
    const run = `par-${Date.now()}`;
    // Two items that land in different sub-streams (a hash of PK and SK picks the sub-stream).
    const keyOf = (sk: string) => ({ PK: run, SK: sk });
    const asRecord = (sk: string) => ({ dynamodb: { Keys: { PK: { S: run }, SK: { S: sk } } } }) as _Record;
    const a = 'item-a';
    const b = ['item-b', 'item-c', 'item-d', 'item-e'].find(
      (sk) => subStreamOf(asRecord(sk), 4) !== subStreamOf(asRecord(a), 4),
    );
    if (!b) throw new Error('no second sub-stream');

    const log: { sk: string; n: number; at: 'start' | 'end' }[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const poller = startStreamPoller({
      endpoint: endpoint(),
      streamArn,
      intervalMs: 20,
      log: () => undefined,
      lanes: [
        {
          name: 'parallel-lane',
          batchSize: 1,
          parallelizationFactor: 4,
          filters: [{ eventName: ['INSERT', 'MODIFY'], dynamodb: { Keys: { PK: { S: [run] } } } }],
          invoke: async (event) => {
            const r = event.Records[0];
            const sk = r?.dynamodb?.Keys?.SK?.S ?? '';
            const n = Number(r?.dynamodb?.NewImage?.n?.N);
            running++;
            mostAtOnce = Math.max(mostAtOnce, running);
            log.push({ sk, n, at: 'start' });
            // The first item is slow: the other one must not wait for it.
            await sleep(sk === a ? 150 : 10);
            log.push({ sk, n, at: 'end' });
            running--;
            return { batchItemFailures: [] };
          },
        },
      ],
    });
    await poller.ready;
    // Each item written four times (INSERT, then MODIFYs): four records of one key, in order.
    for (let n = 0; n < 4; n++) {
      await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...keyOf(a), n } }));
      await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...keyOf(b), n } }));
    }
    await poller.drained();
    await poller.stop();

    const of = (sk: string) => log.filter((e) => e.sk === sk);
    // One item: in stream order, each invocation ending before the next of that item starts.
    for (const sk of [a, b]) {
      expect(
        of(sk).map((e) => `${e.at}:${e.n}`),
        sk,
      ).toEqual([0, 1, 2, 3].flatMap((n) => [`start:${n}`, `end:${n}`]));
    }
    // Different items: b's records all ran while a's slow ones were still going.
    expect(mostAtOnce).toBe(2);
    const lastOfB = log.lastIndexOf(of(b).at(-1) as (typeof log)[number]);
    const lastOfA = log.lastIndexOf(of(a).at(-1) as (typeof log)[number]);
    expect(lastOfB).toBeLessThan(lastOfA);
    const stats = poller.stats().lanes['parallel-lane'];
    expect(stats).toMatchObject({ delivered: 8, processed: 8, invocations: 8, failed: 0 });
    expect(stats?.longestInvocationMs).toBeGreaterThanOrEqual(140);
  });

  it('lets each lane read the stream on its own: a slow lane never holds up the other, and drained() waits for both', async () => {
    const db = getDb();
    const streamArn = await tableStreamArn();
    const run = `lanes-${Date.now()}`;
    const handled: Record<string, number> = {};
    const filters = [{ eventName: ['INSERT'], dynamodb: { Keys: { PK: { S: [run] } } } }];
    const lane = (name: string, delayMs: number) => ({
      name,
      filters,
      invoke: async (event: DynamoDBStreamEvent) => {
        await sleep(delayMs);
        handled[name] = (handled[name] ?? 0) + event.Records.length;
        return { batchItemFailures: [] };
      },
    });
    const poller = startStreamPoller({
      endpoint: endpoint(),
      streamArn,
      intervalMs: 20,
      log: () => undefined,
      lanes: [lane('slow', 1_000), lane('fast', 0)],
    });
    await poller.ready;
    const written = Date.now();
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { PK: run, SK: 'first' } }));
    while (!handled.fast) await sleep(5);
    // The fast lane had it long before the slow one finished its invocation.
    expect(Date.now() - written).toBeLessThan(800);
    expect(handled.slow).toBeUndefined();
    // A record written now reaches the fast lane while the slow one is still busy with the first.
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { PK: run, SK: 'second' } }));
    while (handled.fast < 2) await sleep(5);
    expect(handled.slow).toBeUndefined();
    await poller.drained();
    expect(handled).toEqual({ fast: 2, slow: 2 });
    await poller.stop();
    expect(Object.keys(poller.stats().lanes)).toEqual(['slow', 'fast']);
  });

  it('hands over empty maps typed as the stream in AWS types them, so every image decodes (a controls item whose last mute went, an entity without external ids)', async () => {
    const db = getDb();
    const streamArn = await tableStreamArn();
    const run = `emptymap-${Date.now()}`;
    const fan = `${run}-fan`;
    const records: DynamoDBStreamEvent['Records'] = [];
    const poller = startStreamPoller({
      endpoint: endpoint(),
      streamArn,
      intervalMs: 50,
      log: () => undefined,
      lanes: [
        {
          name: 'empty-map-lane',
          filters: [
            { dynamodb: { Keys: { PK: { S: [run] } } } },
            { dynamodb: { Keys: { PK: { S: [controlsKey(fan).PK] } } } },
          ],
          invoke: async (event) => {
            records.push(...event.Records);
            return { batchItemFailures: [] };
          },
        },
      ],
    });
    await poller.ready;
    // What the catalogue writes for an entity with no external ids, and nested and listed empties.
    const item = {
      PK: run,
      SK: 'ENTITY',
      externalIds: {},
      nested: { inner: {}, list: [{}, []] },
      list: [],
    };
    await db.doc.send(new PutCommand({ TableName: db.table, Item: item }));
    // The app's own path to an empty map: a fan mutes one fan, then unmutes them.
    await setMute(db, fan, 'someone', 0);
    await removeMute(db, fan, 'someone');
    await poller.drained();
    await poller.stop();

    expect(records.map((r) => `${r.eventName}:${r.dynamodb?.Keys?.PK?.S}`)).toEqual([
      `INSERT:${run}`,
      `INSERT:${controlsKey(fan).PK}`,
      `MODIFY:${controlsKey(fan).PK}`,
    ]);
    const [entity, muted, unmuted] = records.map((r) => changeOf(r));
    expect(records[0]?.dynamodb?.NewImage?.externalIds).toEqual({ M: {} });
    expect(entity?.newImage).toEqual(item);
    expect(muted?.newImage).toMatchObject({ muted: { someone: 0 } });
    expect(unmuted?.oldImage).toMatchObject({ muted: { someone: 0 } });
    expect(unmuted?.newImage).toMatchObject({ muted: {} });
    expect(poller.failures()).toEqual([]);
  });
});
