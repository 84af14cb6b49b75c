import { FullBatchFailureError } from '@aws-lambda-powertools/batch';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChangeRecord, changeOf, streamHandler } from './stream';

const record = (seq: string, sk: string) => ({
  eventID: `e${seq}`,
  eventName: 'INSERT' as const,
  dynamodb: {
    SequenceNumber: seq,
    Keys: { PK: { S: 'stream-test' }, SK: { S: sk } },
    NewImage: { PK: { S: 'stream-test' }, SK: { S: sk }, popCount: { N: '3' }, tags: { L: [{ S: 'a' }] } },
  },
});
const batch = (...sks: string[]) =>
  ({ Records: sks.map((sk, i) => record(String(i + 1), sk)) }) as DynamoDBStreamEvent;

/** JSON lines the consumer writes (logs and EMF metrics). */
let lines: Record<string, unknown>[] = [];
beforeEach(() => {
  lines = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      return true;
    });
  }
});
afterEach(() => vi.restoreAllMocks());

/** A consumer that records what it saw and fails on the given sort keys. */
function consumer(failOn: string[] = []) {
  const seen: string[] = [];
  const handler = streamHandler('test', async (c) => {
    seen.push(c.keys.SK);
    if (failOn.includes(c.keys.SK)) throw new Error('throttled');
  });
  return { seen, handler };
}

describe('streamHandler', () => {
  it('hands each record over as plain keys and images, in order', async () => {
    const seen: ChangeRecord[] = [];
    const handler = streamHandler('test', async (c) => {
      seen.push(c);
    });
    const event = batch('A', 'B');
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    expect(seen.map((c) => c.keys.SK)).toEqual(['A', 'B']);
    expect(seen[0]).toEqual(changeOf(event.Records[0] as never));
    expect(seen[0]?.newImage).toEqual({ PK: 'stream-test', SK: 'A', popCount: 3, tags: ['a'] });
  });

  it('stops at the first failing record and reports it with the records not run after it, so Lambda retries from there', async () => {
    const { seen, handler } = consumer(['B']);
    expect(await handler(batch('A', 'B', 'C'))).toEqual({
      batchItemFailures: [{ itemIdentifier: '2' }, { itemIdentifier: '3' }],
    });
    expect(seen).toEqual(['A', 'B']);
    // The failure is logged with its stack and counted once (C was not run, so it did not fail).
    const logged = lines.find((l) => l.message === 'test: record failed');
    expect(logged).toMatchObject({ level: 'ERROR', sequenceNumber: '2', error: { message: 'throttled' } });
    expect(lines.filter((l) => l._aws).map((l) => l.StreamRecordsFailed)).toEqual([1]);
  });

  it('throws when the first record fails (the whole batch failed), so Lambda bisects the batch', async () => {
    const { seen, handler } = consumer(['A']);
    await expect(handler(batch('A', 'B', 'C'))).rejects.toBeInstanceOf(FullBatchFailureError);
    expect(seen).toEqual(['A']);
  });

  it('reports a record whose keys cannot be read as failed', async () => {
    const { seen, handler } = consumer();
    const event = batch('A', 'B');
    delete (event.Records[1] as { dynamodb?: { Keys?: unknown } }).dynamodb?.Keys;
    expect(await handler(event)).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
    expect(seen).toEqual(['A']);
  });
});
