import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { windowKey } from './notification';
import { type Activity, addActivity, holderOf, removeActivity } from './notification-groups';

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
  postAuthorId: null,
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

const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const iso = (hours: number) => new Date(T0 + hours * HOUR).toISOString();
const actor = (id: string) => ({ id, displayName: id, handle: id, profileImageUrl: null });
const pop = (actorId: string): Activity => ({
  recipientId: 'bob',
  kind: 'pop',
  group: 'pop:post:p1',
  source: `pop:post:p1:${actorId}`,
  actor: actor(actorId),
  postId: 'p1',
  commentId: null,
  postAuthorId: 'bob',
});
const notification = (id: string, windowStart: string, actors: string[]) => ({
  PK: 'NOTIF-bob',
  SK: id,
  type: 'notification',
  id,
  kind: 'pop',
  groupKey: 'pop:post:p1',
  recipientId: 'bob',
  postId: 'p1',
  commentId: null,
  actorCount: actors.length,
  actors: actors.map(actor),
  read: false,
  createdAt: windowStart,
  windowStart,
  expiresAt: 0,
});
type Written = Record<string, { Item?: Record<string, unknown>; Key?: unknown } & Record<string, unknown>>;
const transactItems = (call = 0) =>
  (ddb.commandCalls(TransactWriteCommand)[call]?.args[0].input.TransactItems ?? []) as Written[];
const keyOfGet = (input: unknown) => (input as { Key: { SK: string } }).Key.SK;

/** The table as GetItem finds it, by sort key; transactions go through. */
const stored = (items: Record<string, unknown>) => {
  ddb.on(GetCommand).callsFake((input) => ({ Item: items[keyOfGet(input)] }));
  ddb.on(TransactWriteCommand).resolves({});
};
const group = { SK: 'pop:post:p1', notificationId: 'N1', windowStart: iso(0), version: 3 };

describe('windows of a group', () => {
  it('a group rolling over keeps the closed window’s notification in a window pointer, in the same transaction', async () => {
    stored({ 'pop:post:p1': group });
    const stored13 = await addActivity(db, pop('carol'), new Date(T0 + 13 * HOUR));
    expect(stored13).toMatchObject({ windowStart: iso(13), actorCount: 1, read: false });
    const items = transactItems();
    // The source remembers its window; the group moves on; the closed window keeps its notification.
    expect(items[0]?.Put?.Item).toMatchObject({ actorId: 'carol', windowStart: iso(13) });
    expect(items[1]?.Put).toMatchObject({
      Item: { SK: 'pop:post:p1', windowStart: iso(13), version: 4 },
      ConditionExpression: 'version = :v',
    });
    expect(items[2]?.Put?.Item).toMatchObject({
      ...windowKey('bob', 'pop:post:p1', iso(0)),
      notificationId: 'N1',
      version: 0,
    });
    // It expires no sooner than the notification it points at (90 days after its last activity).
    expect(Number(items[2]?.Put?.Item?.expiresAt)).toBeGreaterThanOrEqual(
      (T0 + 12 * HOUR) / 1000 + 90 * 86_400,
    );
  });

  it('within the window no pointer is written', async () => {
    stored({ 'pop:post:p1': group, N1: notification('N1', iso(0), ['alice']) });
    await addActivity(db, pop('dan'), new Date(T0 + 2 * HOUR));
    expect(transactItems().some((i) => String(i.Put?.Item?.SK ?? '').includes('@'))).toBe(false);
    expect(transactItems()[0]?.Put?.Item).toMatchObject({ windowStart: iso(0) });
  });

  const closed = windowKey('bob', 'pop:post:p1', iso(0));
  /**
   * Alice's Pop was counted in the window closed at 12 hours (notification N1, with `closedActors`);
   * Carol's, 13 hours in, is the group's current notification N2.
   */
  const twoWindows = (closedActors: string[], closedVersion: number) =>
    stored({
      SOURCE: { recipientId: 'bob', groupKey: 'pop:post:p1', actorId: 'alice', windowStart: iso(0) },
      'pop:post:p1': { SK: 'pop:post:p1', notificationId: 'N2', windowStart: iso(13), version: 1 },
      N2: notification('N2', iso(13), ['carol']),
      [closed.SK]: { ...closed, notificationId: 'N1', windowStart: iso(0), version: closedVersion },
      N1: notification('N1', iso(0), closedActors),
    });

  it('taking back a Pop counted in a closed window edits that window’s notification, never the newest', async () => {
    twoWindows(['dan', 'alice'], 2);
    expect(await removeActivity(db, 'pop:post:p1:alice')).toBe(true);
    const items = transactItems();
    expect(items).toHaveLength(3);
    expect(items[1]?.Update).toMatchObject({
      Key: closed,
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': 2, ':next': 3 },
    });
    expect(items[2]?.Put?.Item).toMatchObject({ id: 'N1', actorCount: 1, actors: [actor('dan')] });
    expect(JSON.stringify(items)).not.toContain('N2');
  });

  it('the last one out of a closed window removes its notification, its pointer and its unread count', async () => {
    twoWindows(['alice'], 0);
    expect(await removeActivity(db, 'pop:post:p1:alice')).toBe(true);
    const items = transactItems();
    expect(items.map((i) => Object.keys(i)[0])).toEqual(['Delete', 'Delete', 'Delete', 'Update']);
    expect(items[1]?.Delete?.Key).toEqual(closed);
    expect(items[2]?.Delete?.Key).toMatchObject({ SK: 'N1' });
    expect(items[3]?.Update?.ExpressionAttributeValues).toEqual({ ':minus': -1 });
  });
});

describe('holderOf', () => {
  const counted = { recipientId: 'bob', groupKey: 'follow', actorId: 'f1', windowStart: iso(0) };
  const current = { actors: [actor('f1')] };
  it('names the group’s pointer for the current window, the window pointer for a closed one', () => {
    expect(holderOf(counted, { windowStart: iso(0) }, current)?.SK).toBe('follow');
    expect(holderOf(counted, { windowStart: iso(13) }, current)).toEqual(windowKey('bob', 'follow', iso(0)));
    expect(holderOf(counted, null, null)).toEqual(windowKey('bob', 'follow', iso(0)));
  });
  it('takes a marker from before windows were kept out of the current notification only when it lists the actor', () => {
    const { windowStart: _, ...legacy } = counted;
    expect(holderOf(legacy, { windowStart: iso(13) }, current)?.SK).toBe('follow');
    expect(holderOf(legacy, { windowStart: iso(13) }, { actors: [actor('f2')] })).toBeNull();
    expect(holderOf(legacy, null, null)).toBeNull();
  });
});
