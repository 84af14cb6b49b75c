/**
 * Trending and discovery on the real local cloud: posts, Pops and comments go through the real
 * stream into the hour buckets, the trending job runs once, and the routes answer from its
 * snapshots. Replays count nothing twice; deleted posts and banned fans drop out at the next run;
 * discovery leaves out the viewer and whom they follow.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { commentKey } from '../../functions/data/comment';
import { popKey } from '../../functions/data/pop';
import { postKey } from '../../functions/data/post';
import { hourOf, readHour } from '../../functions/data/trending';
import { runTrendingJob } from '../../functions/domain/trending';
import { handler as derivedLane } from '../../functions/streams/derived-lane';
import { TIMEFRAMES, TRENDING_SHOWN } from '../../shared/constants';
import type { Post } from '../../shared/schemas/posts';
import type { TrendingHashtag, TrendingPost, TrendingUser } from '../../shared/schemas/trending';
import { api, banFan, streamDrained } from './helpers';
import { follow, type Member, member, newPost, partition } from './social-helpers';

const run = Date.now().toString(36);
const tag = `smackdown${run}`;
const job = () => runTrendingJob({ db: getDb(), now: () => new Date() });

async function get<T>(fan: Member, path: string): Promise<{ body: T; next: string | null }> {
  const res = await api(path, { token: fan.idToken });
  expect(res.status, res.text).toBe(200);
  return { body: res.json as unknown as T, next: res.headers.get('x-next-cursor') };
}
const hashtags = (fan: Member, timeframe: string) =>
  get<TrendingHashtag[]>(fan, `/api/trending/hashtags?timeframe=${timeframe}`).then((r) => r.body);
const content = (fan: Member, timeframe: string) =>
  get<TrendingPost[]>(fan, `/api/trending/content?timeframe=${timeframe}`).then((r) => r.body);
const creators = (fan: Member, timeframe: string) =>
  get<TrendingUser[]>(fan, `/api/trending/users?timeframe=${timeframe}`).then((r) => r.body);
async function discoveryIds(fan: Member, timeframe = 'day'): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = '0';
  while (cursor !== null) {
    const page: { body: TrendingPost[]; next: string | null } = await get<TrendingPost[]>(
      fan,
      `/api/discovery?timeframe=${timeframe}&limit=2&cursor=${cursor}`,
    );
    ids.push(...page.body.map((p) => p.id));
    cursor = page.next;
  }
  return ids;
}

const pop = (fan: Member, postId: string) =>
  api('/api/reactions', { token: fan.idToken, method: 'POST', body: { postId } });
async function comment(fan: Member, postId: string, content: string) {
  const res = await api('/api/comments', { token: fan.idToken, method: 'POST', body: { postId, content } });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string };
}

/** A stream record as the stream carries an item's INSERT. */
let seq = 0;
const insertRecord = (item: Record<string, unknown>): DynamoDBRecord => ({
  eventID: `trending-replay-${run}-${++seq}`,
  eventName: 'INSERT',
  dynamodb: {
    SequenceNumber: String(seq).padStart(21, '0'),
    Keys: marshall({ PK: item.PK, SK: item.SK }) as never,
    NewImage: marshall(item, { removeUndefinedValues: true, convertClassInstanceToMap: true }) as never,
  },
});
const context = {
  getRemainingTimeInMillis: () => 60_000,
  awsRequestId: 'trending-test',
} as unknown as Context;

describe('trending and discovery', () => {
  let a: Member;
  let b: Member;
  let c: Member;
  let d: Member;
  let viewer: Member;
  let a1: Post;
  let a2: Post;
  let b1: Post;
  let quiet: Post;
  let onA1: { id: string };

  beforeAll(async () => {
    [a, b, c, d, viewer] = await Promise.all([
      member(`Trend Alpha ${run}`),
      member(`Trend Bravo ${run}`),
      member(`Trend Charlie ${run}`),
      member(`Trend Delta ${run}`),
      member(`Trend Viewer ${run}`),
    ]);
    // Four fans use the tag (a twice); a's first post gets 2 Pops and a comment; b's post a comment.
    a1 = await newPost(a, `Main event tonight #${tag}`);
    a2 = await newPost(a, `Still buzzing #${tag.toUpperCase()}`);
    b1 = await newPost(b, `What a match #${tag}`);
    await newPost(c, `#${tag} best show of the year`);
    await newPost(d, `#${tag}!`);
    quiet = await newPost(d, 'nobody pops this one');
    for (const fan of [b, c]) expect((await pop(fan, a1.id)).status).toBe(200);
    expect((await pop(a, a1.id)).status).toBe(200); // the author's own Pop counts for nothing
    onA1 = await comment(c, a1.id, 'Incredible');
    await comment(a, b1.id, 'Agreed');
    await comment(b, b1.id, 'my own post: not counted');
    expect((await follow(viewer, a.sub)).status).toBe(200);
    await streamDrained();
  });

  it('counts activity per hour and ranks each timeframe from the snapshot', async () => {
    const result = await job();
    expect(result.hoursRead).toBe(30 * 24 + 1);
    for (const timeframe of TIMEFRAMES) {
      const trendingTag = (await hashtags(viewer, timeframe)).find((h) => h.name === tag);
      expect(trendingTag, timeframe).toMatchObject({ id: tag, name: tag, postCount: 5, recentPostCount: 5 });
      expect(trendingTag?.score).toBeGreaterThan(0);

      const posts = await content(viewer, timeframe);
      const top = posts.find((p) => p.id === a1.id);
      // 2 Pops (not the author's) + 2 x 1 comment.
      expect(top, timeframe).toMatchObject({
        engagementScore: 4,
        popCount: 3,
        commentCount: 1,
        userReacted: false,
      });
      // The table is shared with the other files' fans: b1 (2) shows unless 20 posts score at least as much.
      const shownB1 = posts.find((p) => p.id === b1.id);
      if (shownB1) expect(shownB1.engagementScore).toBe(2);
      else expect(posts.length === TRENDING_SHOWN && posts.every((p) => p.engagementScore >= 2)).toBe(true);
      expect(posts.some((p) => p.id === quiet.id)).toBe(false);

      const users = await creators(viewer, timeframe);
      expect(
        users.find((u) => u.id === a.sub),
        timeframe,
      ).toMatchObject({
        handle: a.handle,
        postCount: 2,
        totalEngagement: 4,
      });
      // The same for creators: b (2) shows unless the creators shown all score at least as much.
      const shownB = users.find((u) => u.id === b.sub);
      if (shownB) expect(shownB).toMatchObject({ postCount: 1, totalEngagement: 2 });
      else expect(users.every((u) => u.totalEngagement >= 2)).toBe(true);
      expect(users.some((u) => u.id === d.sub)).toBe(false);
    }
    // The sidebar's list is the 24-hour ranking.
    const res = await api('/api/hashtags/trending', { token: viewer.idToken });
    expect(res.json).toEqual(await hashtags(viewer, 'day'));
    // The caller's own Pop shows on the post.
    expect((await content(b, 'day')).find((p) => p.id === a1.id)?.userReacted).toBe(true);
  });

  it('changes nothing when the stream delivers the same records again', async () => {
    const hour = hourOf(new Date(a1.createdAt));
    const before = await readHour(getDb(), hour);
    // The stored post, Pop and comment: what their INSERT records carried.
    const wanted = [postKey(a1.id), popKey(postKey(a1.id), c.sub), postKey(b1.id), commentKey(onA1.id)];
    const items = (await Promise.all([...new Set(wanted.map((k) => k.PK))].map((pk) => partition(pk))))
      .flat()
      .filter((i) => wanted.some((k) => k.PK === i.PK && k.SK === i.SK));
    expect(items).toHaveLength(4);
    const event = { Records: items.map(insertRecord) };
    for (let i = 0; i < 2; i++)
      expect(await derivedLane(event as never, context)).toEqual({ batchItemFailures: [] });
    await streamDrained();
    const after = await readHour(getDb(), hour);
    const mine = (h: typeof before) => ({
      tag: h.tags.find((t) => t.tag === tag),
      a1: h.posts.find((p) => p.postId === a1.id),
      a: h.users.find((u) => u.userId === a.sub),
    });
    expect(mine(after)).toEqual(mine(before));
    expect(mine(after).tag?.posts).toBe(5);
    expect(mine(after).a1).toMatchObject({ pops: 2, comments: 1 });
  });

  it('discovery: high-engagement posts of creators the viewer neither is nor follows, paged', async () => {
    await job();
    const forViewer = await discoveryIds(viewer);
    // The viewer follows a: a's posts are left out; b's post is in.
    expect(forViewer).toContain(b1.id);
    expect(forViewer).not.toContain(a1.id);
    expect(new Set(forViewer).size).toBe(forViewer.length);
    // a sees b's post, never their own.
    const forA = await discoveryIds(a);
    expect(forA).toContain(b1.id);
    expect(forA).not.toContain(a1.id);
    // Someone who follows nobody sees both, the higher engagement first.
    const forC = await discoveryIds(d);
    expect(forC.indexOf(a1.id)).toBeGreaterThanOrEqual(0);
    expect(forC.indexOf(a1.id)).toBeLessThan(forC.indexOf(b1.id));
    const page = await api('/api/discovery?timeframe=day&limit=1', { token: d.idToken });
    expect((page.json as unknown as TrendingPost[])[0]).toHaveProperty('engagementScore');
  });

  it('takes back an undone Pop, and drops a deleted post and a banned fan at the next run', async () => {
    expect((await pop(b, a1.id)).json).toMatchObject({ added: false });
    expect((await api(`/api/posts/${a2.id}`, { token: a.idToken, method: 'DELETE' })).status).toBe(200);
    await streamDrained();
    await job();
    expect((await content(viewer, 'day')).find((p) => p.id === a1.id)?.engagementScore).toBe(3);
    expect((await hashtags(viewer, 'day')).find((h) => h.name === tag)?.postCount).toBe(4);
    expect((await creators(viewer, 'day')).find((u) => u.id === a.sub)).toMatchObject({
      postCount: 1,
      totalEngagement: 3,
    });

    expect((await api(`/api/posts/${a1.id}`, { token: a.idToken, method: 'DELETE' })).status).toBe(200);
    await banFan(b.sub);
    await streamDrained();
    await job();
    for (const timeframe of TIMEFRAMES) {
      const posts = (await content(viewer, timeframe)).map((p) => p.id);
      expect(posts).not.toContain(a1.id);
      expect(posts).not.toContain(b1.id);
      expect((await creators(viewer, timeframe)).map((u) => u.id)).not.toContain(b.sub);
    }
    expect(await discoveryIds(d)).not.toContain(b1.id);
    expect(await discoveryIds(d)).not.toContain(a1.id);
  });

  it('answers 400 for an unknown timeframe and 401 without a token', async () => {
    const bad = await api('/api/trending/hashtags?timeframe=year', { token: viewer.idToken });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toEqual(expect.any(String));
    expect((await api('/api/discovery?cursor=-1', { token: viewer.idToken })).status).toBe(400);
    expect((await api('/api/trending/content')).status).toBe(401);
  });
});
