import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Activity, addActivity } from './notification';

const ddb = mockClient(DynamoDBDocumentClient);
const db = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), table: 't' };

const cancelled = (codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const follow = (recipientId: string, actorId: string): Activity => ({
  recipientId,
  kind: 'follow',
  group: 'follow',
  source: `follow:${actorId}:${recipientId}`,
  actor: { id: actorId, displayName: 'Fan', handle: 'fan', profileImageUrl: null },
  postId: null,
  commentId: null,
});

beforeEach(() => ddb.reset());

describe('addActivity', () => {
  it('drops the notification of a fan whose profile is gone instead of retrying until parked', async () => {
    ddb.on(GetCommand).resolves({});
    // Source marker, group, notification, then the unread counter on a profile that is not there.
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'None', 'ConditionalCheckFailed']));
    expect(await addActivity(db, follow('gone', 'a'))).toBeNull();
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('counts a recipient’s activities one at a time within a process, so they never conflict with each other', async () => {
    let inFlight = 0;
    let most = 0;
    ddb.on(GetCommand).resolves({});
    ddb.on(TransactWriteCommand).callsFake(async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return {};
    });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => addActivity(db, follow('busy', `f${i}`))),
      addActivity(db, follow('other', 'x')),
    ]);
    expect(results.every((r) => r !== null)).toBe(true);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(6);
    // The five of "busy" ran in turn; "other" ran beside them.
    expect(most).toBe(2);
  });
});
