import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARK_AFTER_ATTEMPTS } from '../../shared/manifest/runtime';
import { type LaneConsumer, type Parking, processLaneBatch } from './lane';
import { changeOf } from './stream';

let seq = 0;
const record = (pk: string, sk: string, extra: Record<string, unknown> = {}) =>
  ({
    eventID: `e${++seq}`,
    eventName: 'INSERT',
    dynamodb: {
      SequenceNumber: String(seq).padStart(4, '0'),
      Keys: { PK: { S: pk }, SK: { S: sk } },
      NewImage: { PK: { S: pk }, SK: { S: sk }, n: { N: String(seq) }, ...extra },
    },
  }) as DynamoDBRecord;

const everything = [{ eventName: ['INSERT', 'MODIFY', 'REMOVE'] }];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function parkingLog() {
  const attempts = new Map<string, number>();
  const parked: { consumer: string; eventID?: string }[] = [];
  const parking: Parking = {
    countAttempt: async (_lane, eventId, consumer) => {
      const n = (attempts.get(`${eventId}/${consumer}`) ?? 0) + 1;
      attempts.set(`${eventId}/${consumer}`, n);
      return n;
    },
    park: async ({ consumer, record }) => {
      parked.push({ consumer, eventID: record.eventID });
    },
  };
  return { parking, parked };
}

beforeEach(() => {
  // Logs and EMF lines of the lane stay out of the test output.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => vi.restoreAllMocks());

const far = () => Date.now() + 60_000;

describe('a lane', () => {
  it('gives each consumer only the records its filters match, as plain keys and images', async () => {
    const seen: Record<string, string[]> = { posts: [], all: [] };
    const consumers: LaneConsumer[] = [
      {
        name: 'posts',
        filters: [{ dynamodb: { Keys: { PK: { S: [{ prefix: 'post#' }] } } } }],
        consume: async (c) => void seen.posts?.push(c.keys.PK),
      },
      { name: 'all', filters: everything, consume: async (c) => void seen.all?.push(c.keys.PK) },
    ];
    const records = [record('post#1', 'a'), record('user#1', 'a')];
    const res = await processLaneBatch('derived', consumers, parkingLog().parking, records, far());
    expect(res.batchItemFailures).toEqual([]);
    expect(seen.posts).toEqual(['post#1']);
    expect(seen.all?.sort()).toEqual(['post#1', 'user#1']);
    expect(changeOf(records[0] as DynamoDBRecord).newImage).toMatchObject({ PK: 'post#1', SK: 'a' });
  });

  it('keeps one item in order while other items run side by side', async () => {
    const log: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const consumer: LaneConsumer = {
      name: 'slow',
      filters: everything,
      consume: async (c) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await sleep(c.keys.PK === 'a' ? 30 : 5);
        log.push(`${c.keys.PK}${c.newImage?.n}`);
        inFlight--;
      },
    };
    const records = [record('a', 'x'), record('b', 'x'), record('a', 'x'), record('c', 'x')];
    await processLaneBatch('derived', [consumer], parkingLog().parking, records, far());
    const a = log.filter((l) => l.startsWith('a'));
    expect(a).toEqual([...a].sort((p, q) => Number(p.slice(1)) - Number(q.slice(1))));
    expect(maxInFlight).toBeGreaterThan(1);
    // The fast items finished while the slow one was still working.
    expect(log.indexOf(log.find((l) => l.startsWith('b')) ?? '')).toBeLessThan(log.lastIndexOf(a[1] ?? ''));
  });

  it('reports a failing record and the later records of its item, keeps the other consumers and items done', async () => {
    const done: string[] = [];
    const consumers: LaneConsumer[] = [
      {
        name: 'flaky',
        filters: everything,
        consume: async (c) => {
          if (c.keys.SK === 'bad') throw new Error('boom');
        },
      },
      {
        name: 'steady',
        filters: everything,
        consume: async (c) => void done.push(`${c.keys.PK}/${c.keys.SK}`),
      },
    ];
    const records = [record('a', 'bad'), record('b', 'ok'), record('a', 'bad')];
    const res = await processLaneBatch('derived', consumers, parkingLog().parking, records, far());
    expect(res.batchItemFailures.map((f) => f.itemIdentifier)).toEqual([
      records[0]?.dynamodb?.SequenceNumber,
      records[2]?.dynamodb?.SequenceNumber,
    ]);
    // The other consumer's work on the failed record is done; the later record of item a waits.
    expect(done.sort()).toEqual(['a/bad', 'b/ok']);
  });

  it(`parks a record after ${PARK_AFTER_ATTEMPTS} failures of one consumer and moves on`, async () => {
    const { parking, parked } = parkingLog();
    const poison = record('a', 'bad');
    const consumer: LaneConsumer = {
      name: 'flaky',
      filters: everything,
      consume: async () => {
        throw new Error('always');
      },
    };
    for (let attempt = 1; attempt < PARK_AFTER_ATTEMPTS; attempt++) {
      const res = await processLaneBatch('derived', [consumer], parking, [poison], far());
      expect(res.batchItemFailures).toHaveLength(1);
    }
    const last = await processLaneBatch('derived', [consumer], parking, [poison], far());
    expect(last.batchItemFailures).toEqual([]);
    expect(parked).toEqual([{ consumer: 'flaky', eventID: poison.eventID }]);
  });

  it('starts no record after its time budget and reports the ones not started, in order', async () => {
    let clock = 0;
    const consumer: LaneConsumer = {
      name: 'timed',
      filters: everything,
      consume: async () => {
        clock += 10;
      },
    };
    const records = [record('a', 'x'), record('a', 'x'), record('a', 'x')];
    const res = await processLaneBatch('derived', [consumer], parkingLog().parking, records, 15, () => clock);
    expect(res.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(
      records.slice(2).map((r) => r.dynamodb?.SequenceNumber),
    );
  });

  it(`counts a record whose keys cannot be read as a failure of each consumer it matches, and parks it after ${PARK_AFTER_ATTEMPTS}`, async () => {
    const { parking, parked } = parkingLog();
    const broken = {
      eventID: 'x',
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: '9999' },
    } as DynamoDBRecord;
    const consumer: LaneConsumer = { name: 'any', filters: everything, consume: async () => undefined };
    for (let attempt = 1; attempt < PARK_AFTER_ATTEMPTS; attempt++) {
      const res = await processLaneBatch('derived', [consumer], parking, [broken], far());
      expect(res.batchItemFailures).toEqual([{ itemIdentifier: '9999' }]);
    }
    const last = await processLaneBatch('derived', [consumer], parking, [broken], far());
    expect(last.batchItemFailures).toEqual([]);
    expect(parked).toEqual([{ consumer: 'any', eventID: 'x' }]);
  });

  it('parks an undecodable record alone: the records around it, of its item too, are processed', async () => {
    const { parking, parked } = parkingLog();
    const done: string[] = [];
    const consumers: LaneConsumer[] = [
      { name: 'one', filters: everything, consume: async (c) => void done.push(`one:${c.newImage?.n}`) },
      { name: 'two', filters: everything, consume: async (c) => void done.push(`two:${c.newImage?.n}`) },
    ];
    // An attribute value with no type (`{}`): unmarshall refuses it ("No value defined: {}").
    const undecodable = record('a', 'x', { broken: {} });
    const records = [record('a', 'x'), record('b', 'x'), undecodable, record('a', 'x'), record('c', 'x')];
    const seqs = (rs: readonly DynamoDBRecord[]) =>
      rs.map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber }));
    const first = await processLaneBatch('derived', consumers, parking, records, far());
    // As for a consumer's failure: only it and the later record of its item wait for the retry.
    expect(first.batchItemFailures).toEqual(seqs([undecodable, records[3] as DynamoDBRecord]));
    for (let attempt = 2; attempt < PARK_AFTER_ATTEMPTS; attempt++) {
      const res = await processLaneBatch('derived', consumers, parking, records.slice(2), far());
      expect(res.batchItemFailures).toEqual(seqs([undecodable, records[3] as DynamoDBRecord]));
    }
    done.length = 0;
    const last = await processLaneBatch('derived', consumers, parking, records.slice(2), far());
    expect(last.batchItemFailures).toEqual([]);
    expect(parked).toEqual([
      { consumer: 'one', eventID: undecodable.eventID },
      { consumer: 'two', eventID: undecodable.eventID },
    ]);
    const n = (r: DynamoDBRecord | undefined) => r?.dynamodb?.NewImage?.n?.N;
    expect(done.sort()).toEqual(
      [`one:${n(records[3])}`, `one:${n(records[4])}`, `two:${n(records[3])}`, `two:${n(records[4])}`].sort(),
    );
  });

  it('never decodes a record no consumer matches', async () => {
    const consumer: LaneConsumer = {
      name: 'posts',
      filters: [{ dynamodb: { Keys: { PK: { S: [{ prefix: 'post#' }] } } } }],
      consume: async () => undefined,
    };
    const { parking, parked } = parkingLog();
    const res = await processLaneBatch(
      'derived',
      [consumer],
      parking,
      [record('user#1', 'x', { m: {} })],
      far(),
    );
    expect(res.batchItemFailures).toEqual([]);
    expect(parked).toEqual([]);
  });
});
