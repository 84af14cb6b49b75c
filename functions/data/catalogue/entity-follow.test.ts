import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { followEntityEdge, unfollowEntityEdge } from './entity-follow';

const ddb = mockClient(DynamoDBDocumentClient);
const db = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), table: 't' };
beforeEach(() => ddb.reset());

const cancelled = (codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const sent = () =>
  ddb
    .commandCalls(TransactWriteCommand)
    .map((c) =>
      (c.args[0].input.TransactItems ?? []).map((i) => i.Update?.UpdateExpression ?? Object.keys(i)[0]),
    );

describe('following a promotion keeps the fan’s followed promotions (Spoiler Guard)', () => {
  it('adds a promotion’s id to the controls item in the follow’s transaction, not another kind’s', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await followEntityEdge(db, 'u1', { id: 'P1', kind: 'promotion' });
    await followEntityEdge(db, 'u1', { id: 'W1', kind: 'wrestler' });
    const [promotion, wrestler] = sent();
    expect(promotion).toContain('ADD promotions :p SET #type = :type');
    expect(wrestler).not.toContain('ADD promotions :p SET #type = :type');
  });

  it('unfollows without the set when it lacks the promotion (an older follow), then without the counts when the entity is gone', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'None', 'ConditionalCheckFailed', 'None', 'None']))
      .rejectsOnce(cancelled(['None', 'None', 'ConditionalCheckFailed', 'None']))
      .resolves({});
    expect(await unfollowEntityEdge(db, 'u1', 'P1', { promotion: true })).toBe(true);
    expect(sent()).toEqual([
      [
        'Delete',
        'Delete',
        'DELETE promotions :p',
        'ADD followerCount :minus',
        'DELETE bigEntityFollows :big',
      ],
      ['Delete', 'Delete', 'ADD followerCount :minus', 'DELETE bigEntityFollows :big'],
      ['Delete', 'Delete'],
    ]);
  });

  it('leaves the controls item alone in the purge, and answers false when there was no edge', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None']));
    expect(await unfollowEntityEdge(db, 'u1', 'P1', { promotion: true, countFan: false })).toBe(false);
    expect(sent()).toEqual([['Delete', 'Delete', 'ADD followerCount :minus']]);
  });
});
