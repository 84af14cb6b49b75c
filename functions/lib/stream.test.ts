import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { type ChangeRecord, changeOf, streamHandler } from './stream';

const record = (seq: string, sk: string) => ({
  eventID: `e${seq}`,
  eventName: 'INSERT' as const,
  dynamodb: {
    SequenceNumber: seq,
    Keys: { PK: { S: 'POST#1' }, SK: { S: sk } },
    NewImage: { PK: { S: 'POST#1' }, SK: { S: sk }, popCount: { N: '3' }, tags: { L: [{ S: 'a' }] } },
  },
});

describe('streamHandler', () => {
  it('hands each record over as plain keys and images, in order', async () => {
    const seen: ChangeRecord[] = [];
    const handler = streamHandler('test', async (c) => {
      seen.push(c);
    });
    const event = { Records: [record('1', 'A'), record('2', 'B')] } as DynamoDBStreamEvent;
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    expect(seen.map((c) => c.keys.SK)).toEqual(['A', 'B']);
    expect(seen[0]).toEqual(changeOf(event.Records[0] as never));
    expect(seen[0]?.newImage).toEqual({ PK: 'POST#1', SK: 'A', popCount: 3, tags: ['a'] });
  });

  it('stops at the first failing record and reports it, so Lambda retries from there', async () => {
    const seen: string[] = [];
    const handler = streamHandler('test', async (c) => {
      seen.push(c.keys.SK);
      if (c.keys.SK === 'B') throw new Error('throttled');
    });
    const event = { Records: [record('1', 'A'), record('2', 'B'), record('3', 'C')] } as DynamoDBStreamEvent;
    expect(await handler(event)).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
    expect(seen).toEqual(['A', 'B']);
  });
});
