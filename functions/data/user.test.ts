import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseHandle, createUser } from './user';

const ddb = mockClient(DynamoDBDocumentClient);
const db = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), table: 't' };

const cancelled = (codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

beforeEach(() => ddb.reset());

describe('baseHandle', () => {
  it('derives letters, digits and underscores from the display name', () => {
    expect(baseHandle('Stone Cold Steve')).toBe('stone_cold_steve');
    expect(baseHandle('Rey Mystério!!')).toBe('rey_mysterio');
    expect(baseHandle('AJ')).toBe('aj_fan');
    expect(baseHandle('!!!')).toBe('fan');
    expect(baseHandle('x'.repeat(80)).length).toBeLessThanOrEqual(25);
  });

  it('never derives a reserved handle (issue 25: signing up as "Moderator" gave @moderator)', () => {
    expect(baseHandle('Moderator')).toBe('moderator_fan');
    expect(baseHandle('  ADMIN ')).toBe('admin_fan');
    expect(baseHandle('Ringside Official')).toBe('ringside_official_fan');
    expect(baseHandle('Moderator Mike')).toBe('moderator_mike');
  });
});

describe('createUser', () => {
  it('retries with a numeric suffix when the handle is taken', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed']))
      .resolves({});
    const user = await createUser(
      db,
      { id: 'u1', email: 'a@b.c', displayName: 'Taken Name', isAdmin: false },
      new Date(),
      () => 0.5,
    );
    expect(user.handle).toBe('taken_name_5500');
    const calls = ddb.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.args[0].input.TransactItems?.[1]?.Put?.Item).toMatchObject({
      PK: 'HANDLE#taken_name_5500',
    });
  });

  it('returns the stored profile when a concurrent first call created it', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    ddb.on(GetCommand).resolves({ Item: { id: 'u1', handle: 'winner' } });
    const user = await createUser(db, { id: 'u1', email: 'a@b.c', displayName: 'Racer', isAdmin: false });
    expect(user.handle).toBe('winner');
  });

  it('does not swallow other failures', async () => {
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('boom'), { name: 'InternalServerError' }));
    await expect(
      createUser(db, { id: 'u1', email: 'a@b.c', displayName: 'Racer', isAdmin: false }),
    ).rejects.toThrow('boom');
  });
});
