/**
 * Notifications on the real local cloud: made by the live lane from the stream, grouped, counted
 * exactly, taken back on undo, pushed to every live connection of the fan.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getDb } from '../../functions/data/client';
import { commentKey, createComment } from '../../functions/data/comment';
import { listConnectionIds, saveConnection } from '../../functions/data/connection';
import { followKey } from '../../functions/data/follow';
import { parkedRecords } from '../../functions/data/parked';
import { popKey } from '../../functions/data/pop';
import { postKey } from '../../functions/data/post';
import { recordOf, type StreamRecord } from '../../functions/data/record';
import { getUserById } from '../../functions/data/user';
import { isPurged, remainingData, startPurge } from '../../functions/domain/account';
import { handleNotificationChange } from '../../functions/domain/notifications';
import { changeOf } from '../../functions/lib/stream';
import type { Notification, WsServerMessage } from '../../shared/schemas/notifications';
import { api, cloud, eventually, streamDrained } from './helpers';
import { follow, type Member, member, newPost, unfollow } from './social-helpers';

const notifications = async (fan: Member) => {
  const res = await api('/api/notifications', { token: fan.idToken });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as Notification[];
};
const unread = async (fan: Member) =>
  Number((await api('/api/auth/user', { token: fan.idToken })).json?.unreadNotifications);
const pop = (fan: Member, body: Record<string, string>) =>
  api('/api/reactions', { token: fan.idToken, method: 'POST', body });

function connect(token: string): Promise<{ ws: WebSocket; messages: WsServerMessage[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${cloud().wsUrl}/ws?token=${encodeURIComponent(token)}`);
    const messages: WsServerMessage[] = [];
    ws.on('message', (d) => messages.push(JSON.parse(d.toString())));
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('error', reject);
  });
}

/** A stream record as the lane hands it to the consumer. */
function recordFrom(raw: DynamoDBRecord): StreamRecord {
  const record = recordOf(changeOf(raw));
  if (!record) throw new Error('A record no consumer reads');
  return record;
}

/** A Pop marker's INSERT record, as the stream carries it (for the grouping clock and replays). */
function popRecord(postId: string, userId: string): DynamoDBRecord {
  const item = { ...popKey(postKey(postId), userId), type: 'pop', userId };
  return {
    eventID: `pop-${postId}-${userId}`,
    eventName: 'INSERT',
    dynamodb: { Keys: marshall({ PK: item.PK, SK: item.SK }) as never, NewImage: marshall(item) as never },
  };
}

/** An item's INSERT record, as the stream carries it. */
function insertRecord(item: { PK: string; SK: string } & Record<string, unknown>): DynamoDBRecord {
  return {
    eventID: `insert-${item.PK}-${item.SK}`,
    eventName: 'INSERT',
    dynamodb: { Keys: marshall({ PK: item.PK, SK: item.SK }) as never, NewImage: marshall(item) as never },
  };
}
const followRecord = (followerId: string, followedId: string) =>
  insertRecord({ ...followKey(followerId, followedId), type: 'follow', followerId, followedId });

/**
 * Counts a record's activity as if it had happened `hours` ago (the grouping clock), before the
 * real write whose stream record then counts nothing twice (a replay for the notifications).
 */
const countedHoursAgo = (hours: number, record: DynamoDBRecord) =>
  handleNotificationChange(
    { db: getDb(), push: async () => undefined, now: () => new Date(Date.now() - hours * 3600_000) },
    recordFrom(record),
  );
const messages = async (fan: Member) => (await notifications(fan)).map((n) => n.message);

describe('notifications', () => {
  it('tells the fan acted upon about follows, Pops on posts and comments, and comments, never about their own', async () => {
    const a = await member('Notified Author');
    const b = await member('Busy Fan');
    const post = await newPost(a, 'notify me');
    const comment = await api('/api/comments', {
      token: a.idToken,
      method: 'POST',
      body: { postId: post.id, content: 'mine' },
    });
    const commentId = String(comment.json?.id);
    // Their own actions tell nobody.
    await pop(a, { postId: post.id });
    await api('/api/comments', {
      token: a.idToken,
      method: 'POST',
      body: { postId: post.id, content: 'again' },
    });
    await streamDrained();
    expect(await notifications(a)).toEqual([]);

    await api('/api/follow', { token: b.idToken, method: 'POST', body: { followingId: a.sub } });
    await pop(b, { postId: post.id });
    await pop(b, { commentId });
    await api('/api/comments', {
      token: b.idToken,
      method: 'POST',
      body: { postId: post.id, content: 'nice' },
    });
    await streamDrained();
    const list = await notifications(a);
    expect(list.map((n) => [n.type, n.message]).sort()).toEqual(
      [
        ['comment', 'Busy Fan commented on your post'],
        ['follow', 'Busy Fan started following you'],
        ['pop', 'Busy Fan popped your comment'],
        ['pop', 'Busy Fan popped your post'],
      ].sort(),
    );
    expect(list.every((n) => !n.read && n.fromUserId === b.sub && n.actorCount === 1)).toBe(true);
    expect(list.find((n) => n.type === 'comment')?.postId).toBe(post.id);
    expect(await unread(a)).toBe(4);
    expect(await notifications(b)).toEqual([]);

    // Undo: the unfollow and the Pop taken back leave nothing pointing at nothing.
    await api(`/api/follow/${a.sub}`, { token: b.idToken, method: 'DELETE' });
    await pop(b, { postId: post.id });
    await streamDrained();
    expect((await notifications(a)).map((n) => n.message).sort()).toEqual(
      ['Busy Fan commented on your post', 'Busy Fan popped your comment'].sort(),
    );
    expect(await unread(a)).toBe(2);
  });

  it('groups Pops on a post within 12 hours, moves the group up and makes it unread again', async () => {
    const a = await member('Grouped Author');
    const fans = [
      await member('Stone Cold Steve'),
      await member('Second Popper'),
      await member('Late Popper'),
      await member('Third Popper'),
    ];
    const post = await newPost(a, 'group these');
    await streamDrained();
    const db = getDb();
    const pushes: WsServerMessage[] = [];
    const t0 = Date.now();
    const at = (hours: number) => () => new Date(t0 + hours * 3600_000);
    const deps = (hours: number) => ({
      db,
      push: async (_: string, m: WsServerMessage) => void pushes.push(m),
      now: at(hours),
    });
    const [s, second, late, third] = fans as [Member, Member, Member, Member];
    await handleNotificationChange(deps(0), recordFrom(popRecord(post.id, second.sub)));
    await handleNotificationChange(deps(1), recordFrom(popRecord(post.id, s.sub)));
    let list = await notifications(a);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      message: 'Stone Cold Steve and 1 other popped your post',
      actorCount: 2,
      fromUserId: s.sub,
    });
    expect(await unread(a)).toBe(1);
    // Read, then more activity in the window: moved up and unread again, counted once.
    await api(`/api/notifications/${list[0]?.id}/read`, { token: a.idToken, method: 'PUT' });
    expect(await unread(a)).toBe(0);
    // A replayed record counts nothing twice.
    for (let i = 0; i < 2; i++)
      await handleNotificationChange(deps(2), recordFrom(popRecord(post.id, s.sub)));
    expect((await notifications(a))[0]).toMatchObject({ actorCount: 2, read: true });
    expect(await unread(a)).toBe(0);
    // More activity in the window: moved up, unread again, counted once.
    await handleNotificationChange(deps(3), recordFrom(popRecord(post.id, third.sub)));
    list = await notifications(a);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ message: 'Third Popper and 2 others popped your post', read: false });
    expect(await unread(a)).toBe(1);
    // Past the 12-hour window a new notification starts.
    await handleNotificationChange(deps(13), recordFrom(popRecord(post.id, late.sub)));
    list = await notifications(a);
    expect(list.map((n) => [n.message, n.read])).toEqual([
      ['Late Popper popped your post', false],
      ['Third Popper and 2 others popped your post', false],
    ]);
    expect(await unread(a)).toBe(2);
    expect(pushes.map((m) => m.data.message)).toEqual([
      'Second Popper popped your post',
      'Stone Cold Steve and 1 other popped your post',
      'Third Popper and 2 others popped your post',
      'Late Popper popped your post',
    ]);
  });
  it('counts 100 Pops at once exactly, and mark-all leaves 0 unread', async () => {
    const a = await member('Hundred Pops Author');
    const posts = [await newPost(a, 'first'), await newPost(a, 'second')];
    const fans = await Promise.all(Array.from({ length: 50 }, (_, i) => member(`Crowd Popper ${i}`)));
    await Promise.all(fans.flatMap((f) => posts.map((p) => pop(f, { postId: p.id }))));
    await streamDrained();
    const list = await notifications(a);
    expect(list.map((n) => n.actorCount)).toEqual([50, 50]);
    expect(await unread(a)).toBe(2);
    const all = await api('/api/notifications/read-all', { token: a.idToken, method: 'PUT' });
    expect(all.json).toEqual({ updated: 2 });
    expect(await unread(a)).toBe(0);
    expect((await api('/api/notifications/read-all', { token: a.idToken, method: 'PUT' })).json).toEqual({
      updated: 0,
    });
    expect((await getUserById(getDb(), a.sub))?.unreadNotifications).toBe(0);
    // Contention on one group retried until it went through: nothing parked on the live lane.
    expect(await parkedRecords(getDb(), 'live')).toEqual([]);
  }, 90_000);

  it('pushes to every live connection of the fan; a stale one is removed, the live one still gets it', async () => {
    const a = await member('Connected Author');
    const b = await member('Live Follower');
    const live = await connect(a.idToken);
    await eventually(async () => (await listConnectionIds(getDb(), a.sub)).length === 1);
    await saveConnection(getDb(), a.sub, 'stale-connection');
    await api('/api/follow', { token: b.idToken, method: 'POST', body: { followingId: a.sub } });
    await eventually(() => live.messages.length === 1);
    expect(live.messages[0]).toMatchObject({
      type: 'notification',
      data: { type: 'follow', message: 'Live Follower started following you' },
    });
    // The push goes to each connection in turn: the stale one's 410 may come just after the message.
    await eventually(async () => (await listConnectionIds(getDb(), a.sub)).length === 1);
    expect(await listConnectionIds(getDb(), a.sub)).toHaveLength(1);
    expect((await notifications(a))[0]?.message).toBe('Live Follower started following you');
    live.ws.close(1000);
  });

  it("refuses to mark someone else's notification and answers 404", async () => {
    const a = await member('Private Author');
    const b = await member('Nosy Fan');
    await api('/api/follow', { token: b.idToken, method: 'POST', body: { followingId: a.sub } });
    await streamDrained();
    const [mine] = await notifications(a);
    expect(mine).toBeDefined();
    expect(
      (await api(`/api/notifications/${mine?.id}/read`, { token: b.idToken, method: 'PUT' })).status,
    ).toBe(404);
    expect(await unread(a)).toBe(1);
    expect((await api('/api/notifications/nope/read', { token: a.idToken, method: 'PUT' })).status).toBe(400);
  });

  it('takes a Pop back out of the notification that holds it, not the newest (issue 25)', async () => {
    const bob = await member('Window Bob');
    const alice = await member('Window Alice');
    const carol = await member('Window Carol');
    const post = await newPost(bob, 'pop me in two windows');
    // Alice pops Bob's post; 13 hours later Carol pops it: two notifications.
    await countedHoursAgo(13, popRecord(post.id, alice.sub));
    expect((await pop(alice, { postId: post.id })).status).toBe(200);
    expect((await pop(carol, { postId: post.id })).status).toBe(200);
    await streamDrained();
    expect(await messages(bob)).toEqual(['Window Carol popped your post', 'Window Alice popped your post']);
    expect(await unread(bob)).toBe(2);
    // Alice takes her Pop back: she leaves the old notification, Carol's stays.
    expect((await pop(alice, { postId: post.id })).status).toBe(200);
    await streamDrained();
    const list = await notifications(bob);
    expect(list.map((n) => [n.message, n.actorCount])).toEqual([['Window Carol popped your post', 1]]);
    expect(JSON.stringify(list)).not.toContain(alice.sub);
    expect(await unread(bob)).toBe(1);
    // The group goes on in Carol's window.
    const dan = await member('Window Dan');
    expect((await pop(dan, { postId: post.id })).status).toBe(200);
    await streamDrained();
    expect(await messages(bob)).toEqual(['Window Dan and 1 other popped your post']);
    expect(await unread(bob)).toBe(1);
  });

  it('an old follower’s unfollow shrinks the notification that holds them, not the newest', async () => {
    const bob = await member('Followed Bob');
    const [first, second, late] = [
      await member('Old Follower One'),
      await member('Old Follower Two'),
      await member('New Follower'),
    ];
    for (const fan of [first, second]) {
      await countedHoursAgo(13, followRecord(fan.sub, bob.sub));
      expect((await follow(fan, bob.sub)).status).toBe(200);
    }
    expect((await follow(late, bob.sub)).status).toBe(200);
    await streamDrained();
    expect(await messages(bob)).toEqual([
      'New Follower started following you',
      'Old Follower Two and 1 other followed you',
    ]);
    await unfollow(first, bob.sub);
    await streamDrained();
    expect(await messages(bob)).toEqual([
      'New Follower started following you',
      'Old Follower Two started following you',
    ]);
    expect(await unread(bob)).toBe(2);
    // The last one out of the old window takes its notification with them; the new one stays.
    await unfollow(second, bob.sub);
    await streamDrained();
    expect(await messages(bob)).toEqual(['New Follower started following you']);
    expect(await unread(bob)).toBe(1);
  });

  it('a deleted fan leaves the notifications that hold their follow, Pop and comment, whatever their window', async () => {
    const bob = await member('Purged Fans Bob');
    const leaving = await member('Leaving Fan');
    const carol = await member('Staying Carol');
    const post = await newPost(bob, 'a post the leaving fan liked');
    // The leaving fan followed, popped and commented 13 hours before Carol did the same.
    await countedHoursAgo(13, followRecord(leaving.sub, bob.sub));
    expect((await follow(leaving, bob.sub)).status).toBe(200);
    await countedHoursAgo(13, popRecord(post.id, leaving.sub));
    expect((await pop(leaving, { postId: post.id })).status).toBe(200);
    const commentId = ulid();
    const comment = {
      postId: post.id,
      authorId: leaving.sub,
      content: 'earlier',
      createdAt: new Date().toISOString(),
    };
    await countedHoursAgo(
      13,
      insertRecord({ ...commentKey(commentId), type: 'comment', id: commentId, ...comment }),
    );
    await createComment(getDb(), { id: commentId, ...comment });
    expect((await follow(carol, bob.sub)).status).toBe(200);
    expect((await pop(carol, { postId: post.id })).status).toBe(200);
    const carolComment = await api('/api/comments', {
      token: carol.idToken,
      method: 'POST',
      body: { postId: post.id, content: 'later' },
    });
    expect(carolComment.status, carolComment.text).toBe(201);
    await streamDrained();
    expect(await notifications(bob)).toHaveLength(6);

    const res = await api('/api/account', {
      token: leaving.idToken,
      method: 'DELETE',
      body: { password: leaving.password },
    });
    expect(res.status, res.text).toBe(200);
    await eventually(async () => {
      await streamDrained();
      if (isPurged(await remainingData(getDb(), leaving.sub))) return true;
      await startPurge(getDb(), leaving.sub);
      return false;
    }, 60_000);
    await streamDrained();
    const list = await notifications(bob);
    expect(list.map((n) => n.message).sort()).toEqual(
      [
        'Staying Carol commented on your post',
        'Staying Carol popped your post',
        'Staying Carol started following you',
      ].sort(),
    );
    // Neither the fan's id nor their name or handle stays in Bob's notifications.
    const text = JSON.stringify(list);
    for (const trace of [leaving.sub, leaving.displayName, leaving.handle]) expect(text).not.toContain(trace);
    expect(await unread(bob)).toBe(3);
  }, 90_000);

  it('takes many Pops back out of a closed window at once: the count and the unread counter stay exact', async () => {
    const bob = await member('Crowded Window Bob');
    const post = await newPost(bob, 'popular yesterday');
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, i) => member(`Yesterday Popper ${i}`)));
    for (const fan of crowd) await countedHoursAgo(13, popRecord(post.id, fan.sub));
    await Promise.all(crowd.map((fan) => pop(fan, { postId: post.id })));
    const today = await member('Today Popper');
    expect((await pop(today, { postId: post.id })).status).toBe(200);
    await streamDrained();
    expect((await notifications(bob)).map((n) => n.actorCount)).toEqual([1, 12]);
    // All but the latest take their Pop back at once, racing on the closed window's notification.
    await Promise.all(crowd.slice(0, -1).map((fan) => pop(fan, { postId: post.id })));
    await streamDrained();
    const list = await notifications(bob);
    expect(list.map((n) => [n.message, n.actorCount])).toEqual([
      ['Today Popper popped your post', 1],
      ['Yesterday Popper 11 popped your post', 1],
    ]);
    expect(await unread(bob)).toBe(2);
    expect(await parkedRecords(getDb(), 'live')).toEqual([]);
  }, 60_000);
});
