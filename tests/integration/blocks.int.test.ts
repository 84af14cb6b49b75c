/**
 * Blocks and mutes on the real local cloud: a block takes effect on the next request on every read
 * route, both ways (feed, a fan's posts and profile, hashtag pages, one post, comments, search,
 * suggestions, trending, discovery, notifications), refuses follows, Pops and comments both ways,
 * ends the follows between the two fans with every counter corrected and the feeds pruned; a mute
 * hides the muted fan from the muter only, until it ends (the functions' clock shifted by the local
 * cloud's knob, POST /__local/clock); the lists page; bad input changes nothing; the purge of a fan
 * takes their blocks out of the others' filters.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { blockKey, controlsKey } from '../../functions/data/controls';
import { feedPk } from '../../functions/data/feed';
import { createUser } from '../../functions/data/user';
import { isPurged, remainingData, startPurge } from '../../functions/domain/account';
import { runTrendingJob } from '../../functions/domain/trending';
import { CLOCK_PATH } from '../../scripts/local/http-gateway';
import { BLOCK_TEXTS } from '../../shared/messages-controls';
import type { BlockedUser, MutedUser } from '../../shared/schemas/controls';
import type { Notification } from '../../shared/schemas/notifications';
import type { Comment, Post } from '../../shared/schemas/posts';
import type { TrendingPost, TrendingUser } from '../../shared/schemas/trending';
import type { SuggestedUser, User } from '../../shared/schemas/users';
import { api, banFan, cloud, eventually, streamDrained } from './helpers';
import {
  completeMember,
  counts,
  feedIds,
  follow,
  type Member,
  member,
  newPost,
  partition,
} from './social-helpers';

const run = Date.now().toString(36);
const db = () => getDb();

const blockFan = (fan: Member, userId: string) =>
  api('/api/blocks', { token: fan.idToken, method: 'POST', body: { userId } });
const unblockFan = (fan: Member, userId: string) =>
  api(`/api/blocks/${userId}`, { token: fan.idToken, method: 'DELETE' });
const muteFan = (fan: Member, userId: string, duration: string) =>
  api('/api/mutes', { token: fan.idToken, method: 'POST', body: { userId, duration } });
const unmuteFan = (fan: Member, userId: string) =>
  api(`/api/mutes/${userId}`, { token: fan.idToken, method: 'DELETE' });
const pop = (fan: Member, body: Record<string, string>) =>
  api('/api/reactions', { token: fan.idToken, method: 'POST', body });
const commentOn = (fan: Member, postId: string, content: string) =>
  api('/api/comments', { token: fan.idToken, method: 'POST', body: { postId, content } });
async function comment(fan: Member, postId: string, content: string): Promise<Comment> {
  const res = await commentOn(fan, postId, content);
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Comment;
}
async function get<T>(fan: Member, path: string): Promise<T> {
  const res = await api(path, { token: fan.idToken });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.json as unknown as T;
}
const ids = (items: { id: string }[]) => items.map((i) => i.id);
const commentAuthors = async (fan: Member, postId: string) =>
  (await get<Comment[]>(fan, `/api/posts/${postId}/comments`)).map((c) => c.authorId);
const notificationActors = async (fan: Member) =>
  (await get<Notification[]>(fan, '/api/notifications')).flatMap((n) => n.actors.map((a) => a.id));
const searchIds = async (fan: Member, q: string) =>
  ids(await get<SuggestedUser[]>(fan, `/api/users/search?q=${encodeURIComponent(q)}&limit=20`));
async function suggestedIds(fan: Member): Promise<string[]> {
  const out: string[] = [];
  for (let offset = 0; offset < 600; offset += 50)
    out.push(...ids(await get<SuggestedUser[]>(fan, `/api/users/suggested?limit=50&offset=${offset}`)));
  return out;
}
async function discoveryIds(fan: Member): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | null = '0';
  while (cursor !== null) {
    const res = await api(`/api/discovery?timeframe=day&limit=50&cursor=${cursor}`, { token: fan.idToken });
    expect(res.status, res.text).toBe(200);
    out.push(...ids(res.json as unknown as TrendingPost[]));
    cursor = res.headers.get('x-next-cursor');
  }
  return out;
}
const setClock = async (offsetMs: number) => {
  const res = await fetch(`${cloud().apiBase}${CLOCK_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ offsetMs }),
  });
  expect(res.status).toBe(200);
};

afterEach(() => setClock(0));

describe('blocks', () => {
  // a blocks b; c is a bystander whose post both comment on; viewer sees everything.
  let a: Member;
  let b: Member;
  let c: Member;
  let viewer: Member;
  let aPost: Post;
  let bPost: Post;
  let cPost: Post;
  const tag = `blk${run}`;

  beforeAll(async () => {
    [a, b, c, viewer] = await Promise.all([
      completeMember(`Blocker Ava ${run}`),
      completeMember(`Blocked Bo ${run}`),
      member(`Bystander Cy ${run}`),
      member(`Viewer Vi ${run}`),
    ]);
    expect((await follow(a, b.sub)).status).toBe(200);
    expect((await follow(b, a.sub)).status).toBe(200);
    expect((await follow(viewer, a.sub)).status).toBe(200);
    expect((await follow(viewer, b.sub)).status).toBe(200);
    await streamDrained();
    aPost = await newPost(a, `Ava's take #${tag}`);
    bPost = await newPost(b, `Bo's take #${tag}`);
    cPost = await newPost(c, `Cy asks #${tag}`);
    // Engagement, so both rank in trending and discovery, and notifications both ways.
    for (const fan of [c, viewer]) {
      expect((await pop(fan, { postId: aPost.id })).status).toBe(200);
      expect((await pop(fan, { postId: bPost.id })).status).toBe(200);
    }
    await comment(b, aPost.id, 'Bo on Ava’s post (existing before the block)');
    await comment(a, bPost.id, 'Ava on Bo’s post');
    await comment(a, cPost.id, 'Ava on Cy’s post');
    await comment(b, cPost.id, 'Bo on Cy’s post');
    expect((await pop(b, { postId: aPost.id })).status).toBe(200);
    expect((await pop(a, { postId: bPost.id })).status).toBe(200);
    await streamDrained();
    // Before the block, each sees the other everywhere.
    expect(await feedIds(a)).toContain(bPost.id);
    expect(await feedIds(b)).toContain(aPost.id);
    expect(await notificationActors(a)).toContain(b.sub);
    expect(await notificationActors(b)).toContain(a.sub);
  }, 120_000);

  it('ends the follows both ways in one step, with every counter corrected and the feeds pruned', async () => {
    expect(await counts(viewer, a.sub)).toEqual({ followers: 2, following: 1 });
    expect(await counts(viewer, b.sub)).toEqual({ followers: 2, following: 1 });
    const res = await blockFan(a, b.sub);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ userId: b.sub, blocked: true });
    // Blocking again changes nothing.
    expect((await blockFan(a, b.sub)).json).toEqual({ userId: b.sub, blocked: true });
    expect(await counts(viewer, a.sub)).toEqual({ followers: 1, following: 0 });
    expect(await counts(viewer, b.sub)).toEqual({ followers: 1, following: 0 });
    expect((await api(`/api/follow/status/${b.sub}`, { token: a.idToken })).json).toEqual({
      isFollowing: false,
    });
    // The next request already leaves them out; the feeds' pointers go too (feed-fanout's prune).
    expect(await feedIds(a)).not.toContain(bPost.id);
    expect(await feedIds(b)).not.toContain(aPost.id);
    await streamDrained();
    expect((await partition(feedPk(a.sub))).map((i) => i.SK)).not.toContain(bPost.id);
    expect((await partition(feedPk(b.sub))).map((i) => i.SK)).not.toContain(aPost.id);
    // Nothing tells b: no notification, and their own filter says only who blocked them.
    const filterOfB = (await partition(controlsKey(b.sub).PK)).find((i) => i.SK === controlsKey(b.sub).SK);
    expect([...((filterOfB?.blockedBy as Set<string>) ?? [])]).toEqual([a.sub]);
  });

  it('hides each from the other on every read route, both ways, and not from anyone else', async () => {
    // The blocker's view of the blocked fan: the profile with blockedByYou, no posts.
    const seen = await get<User>(a, `/api/users/${b.sub}`);
    expect(seen).toMatchObject({ id: b.sub, blockedByYou: true });
    expect(await get<Post[]>(a, `/api/posts/user/${b.sub}`)).toEqual([]);
    // The blocked fan's view of the blocker: not found, as a fan who does not exist.
    for (const path of [`/api/users/${a.sub}`, `/api/posts/user/${a.sub}`]) {
      const res = await api(path, { token: b.idToken });
      expect(res.status, path).toBe(404);
      expect(res.json?.message).toBe('User not found');
    }
    // One post, and its comments: not found both ways.
    for (const [fan, postId] of [
      [a, bPost.id],
      [b, aPost.id],
    ] as const) {
      expect((await api(`/api/posts/${postId}`, { token: fan.idToken })).status).toBe(404);
      expect((await api(`/api/posts/${postId}/comments`, { token: fan.idToken })).status).toBe(404);
    }
    // Hashtag pages.
    expect(ids(await get<Post[]>(a, `/api/posts/hashtag/${tag}`))).toEqual([cPost.id, aPost.id]);
    expect(ids(await get<Post[]>(b, `/api/posts/hashtag/${tag}`))).toEqual([cPost.id, bPost.id]);
    expect(ids(await get<Post[]>(viewer, `/api/posts/hashtag/${tag}`))).toEqual([
      cPost.id,
      bPost.id,
      aPost.id,
    ]);
    // Comments on a third fan's post, both ways; the bystanders see both.
    expect(await commentAuthors(a, cPost.id)).toEqual([a.sub]);
    expect(await commentAuthors(b, cPost.id)).toEqual([b.sub]);
    expect(await commentAuthors(viewer, cPost.id)).toEqual([a.sub, b.sub]);
    // Search.
    expect(await searchIds(a, `Blocked Bo ${run}`)).not.toContain(b.sub);
    expect(await searchIds(b, `Blocker Ava ${run}`)).not.toContain(a.sub);
    expect(await searchIds(viewer, `Blocked Bo ${run}`)).toContain(b.sub);
    // Suggested fans (both are complete profiles, in the directory).
    await eventually(async () => (await suggestedIds(c)).includes(b.sub), 10_000);
    expect(await suggestedIds(c)).toContain(a.sub);
    expect(await suggestedIds(a)).not.toContain(b.sub);
    expect(await suggestedIds(b)).not.toContain(a.sub);
    // Notifications: the ones from each other are gone.
    expect(await notificationActors(a)).not.toContain(b.sub);
    expect(await notificationActors(b)).not.toContain(a.sub);
    // Trending (posts and fans) and discovery.
    await runTrendingJob({ db: db(), now: () => new Date() });
    const trendingOf = async (fan: Member) => ({
      posts: ids(await get<TrendingPost[]>(fan, '/api/trending/content?timeframe=day')),
      users: ids(await get<TrendingUser[]>(fan, '/api/trending/users?timeframe=day')),
    });
    const neutral = await trendingOf(c);
    expect(neutral.posts).toEqual(expect.arrayContaining([aPost.id, bPost.id]));
    expect(neutral.users).toEqual(expect.arrayContaining([a.sub, b.sub]));
    const ofA = await trendingOf(a);
    expect(ofA.posts).not.toContain(bPost.id);
    expect(ofA.users).not.toContain(b.sub);
    const ofB = await trendingOf(b);
    expect(ofB.posts).not.toContain(aPost.id);
    expect(ofB.users).not.toContain(a.sub);
    expect(await discoveryIds(c)).toEqual(expect.arrayContaining([aPost.id, bPost.id]));
    expect(await discoveryIds(a)).not.toContain(bPost.id);
    expect(await discoveryIds(b)).not.toContain(aPost.id);
  }, 60_000);

  it('refuses follows, Pops and comments both ways, as for a fan or post that does not exist', async () => {
    const before = await counts(viewer, a.sub);
    for (const [fan, other, postId] of [
      [a, b, bPost.id],
      [b, a, aPost.id],
    ] as const) {
      expect(await follow(fan, other.sub)).toMatchObject({
        status: 404,
        json: { message: 'User not found' },
      });
      expect(await pop(fan, { postId })).toMatchObject({ status: 404, json: { message: 'Post not found' } });
      expect(await commentOn(fan, postId, 'let me in')).toMatchObject({
        status: 404,
        json: { message: 'Post not found' },
      });
    }
    expect(await counts(viewer, a.sub)).toEqual(before);
    expect(await counts(viewer, b.sub)).toEqual({ followers: 1, following: 0 });
  });

  it('makes no mention of the other, both ways: the handle stays text and nobody is told', async () => {
    const host = await newPost(c, 'Who is on the card?');
    for (const [fan, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const made = await newPost(fan, `Hey @${other.handle} and @${viewer.handle}`);
      expect(made.mentions.map((m) => m.userId)).toEqual([viewer.sub]);
      const comment = await commentOn(fan, host.id, `@${other.handle} look`);
      expect(comment.status, comment.text).toBe(201);
      expect((comment.json as unknown as Comment).mentions).toEqual([]);
    }
  });

  it('lists the blocks; unblocking shows each to the other again (the follows stay ended)', async () => {
    const list = await get<BlockedUser[]>(a, '/api/blocks');
    expect(list).toEqual([
      { user: expect.objectContaining({ id: b.sub, handle: b.handle }), blockedAt: expect.any(String) },
    ]);
    expect(await get<BlockedUser[]>(b, '/api/blocks')).toEqual([]);
    expect((await unblockFan(a, b.sub)).json).toEqual({ userId: b.sub, blocked: false });
    expect((await unblockFan(a, b.sub)).json).toEqual({ userId: b.sub, blocked: false });
    expect(await get<BlockedUser[]>(a, '/api/blocks')).toEqual([]);
    expect((await get<User>(b, `/api/users/${a.sub}`)).blockedByYou).toBeUndefined();
    expect(ids(await get<Post[]>(a, `/api/posts/user/${b.sub}`))).toContain(bPost.id);
    expect(await commentAuthors(a, aPost.id)).toContain(b.sub);
    expect(await counts(viewer, a.sub)).toEqual({ followers: 1, following: 0 });
    // And they may follow each other again.
    expect((await follow(b, a.sub)).status).toBe(200);
    expect(await counts(viewer, a.sub)).toEqual({ followers: 2, following: 0 });
  });

  it("hides the blocked fan's existing comments on the blocker's posts from the blocker", async () => {
    const [owner, troll] = await Promise.all([member(`Owner ${run}`), member(`Troll ${run}`)]);
    const own = await newPost(owner, 'my thread');
    await comment(troll, own.id, 'rude words');
    await comment(viewer, own.id, 'kind words');
    expect(await commentAuthors(owner, own.id)).toEqual([troll.sub, viewer.sub]);
    expect((await blockFan(owner, troll.sub)).status).toBe(200);
    expect(await commentAuthors(owner, own.id)).toEqual([viewer.sub]);
    expect(await commentAuthors(viewer, own.id)).toEqual([troll.sub, viewer.sub]);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const [x, banned] = await Promise.all([member(`Bad Input ${run}`), member(`Banned ${run}`)]);
    await banFan(banned.sub);
    expect(await blockFan(x, x.sub)).toMatchObject({ status: 400, json: { message: BLOCK_TEXTS.blockSelf } });
    expect(await blockFan(x, 'nobody-at-all')).toMatchObject({
      status: 404,
      json: { message: 'User not found' },
    });
    expect(await blockFan(x, banned.sub)).toMatchObject({ status: 404 });
    expect((await api('/api/blocks', { token: x.idToken, method: 'POST', body: {} })).status).toBe(400);
    expect(
      (await api('/api/blocks', { token: x.idToken, method: 'POST', body: { userId: b.sub, extra: 1 } }))
        .status,
    ).toBe(400);
    expect(await unblockFan(x, x.sub)).toMatchObject({ status: 400 });
    expect(await muteFan(x, x.sub, '7d')).toMatchObject({
      status: 400,
      json: { message: BLOCK_TEXTS.muteSelf },
    });
    expect(await muteFan(x, 'nobody-at-all', '7d')).toMatchObject({ status: 404 });
    const unknown = await muteFan(x, b.sub, '3d');
    expect(unknown.status).toBe(400);
    expect(String(unknown.json?.message)).toContain('24h, 7d, 30d or forever');
    expect(await unmuteFan(x, x.sub)).toMatchObject({ status: 400 });
    expect((await api('/api/blocks?cursor=', { token: x.idToken })).status).toBe(400);
    // Nothing was written for x.
    expect(await partition(blockKey(x.sub, '').PK)).toEqual([]);
    expect((await partition(controlsKey(x.sub).PK)).filter((i) => i.SK === controlsKey(x.sub).SK)).toEqual(
      [],
    );
    expect(await get<BlockedUser[]>(x, '/api/blocks')).toEqual([]);
    expect(await get<MutedUser[]>(x, '/api/mutes')).toEqual([]);
  });

  it('lists blocks a page at a time', async () => {
    const x = await member(`Many Blocks ${run}`);
    // 55 fans with profiles (written as the first call writes them; no sign-up needed to be blocked).
    const targets = await Promise.all(
      Array.from({ length: 55 }, (_, i) =>
        createUser(db(), {
          id: `blk-${run}-${String(i).padStart(2, '0')}`,
          email: `blk-${run}-${i}@example.test`,
          displayName: `Blocked ${i}`,
          isAdmin: false,
        }),
      ),
    );
    for (const t of targets) expect((await blockFan(x, t.id)).status).toBe(200);
    const first = await api('/api/blocks', { token: x.idToken });
    const page1 = first.json as unknown as BlockedUser[];
    expect(page1).toHaveLength(50);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await api(`/api/blocks?cursor=${cursor}`, { token: x.idToken });
    const page2 = second.json as unknown as BlockedUser[];
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect([...page1, ...page2].map((u) => u.user.id).sort()).toEqual(targets.map((t) => t.id).sort());
  }, 60_000);
});

describe('mutes', () => {
  let muter: Member;
  let muted: Member;
  let other: Member;
  let mutedPost: Post;

  beforeAll(async () => {
    [muter, muted, other] = await Promise.all([
      member(`Muter ${run}`),
      member(`Muted ${run}`),
      member(`Other ${run}`),
    ]);
    expect((await follow(muter, muted.sub)).status).toBe(200);
    expect((await follow(other, muted.sub)).status).toBe(200);
    expect((await follow(muted, muter.sub)).status).toBe(200);
    await streamDrained();
    mutedPost = await newPost(muted, 'a muted voice');
    const muterPost = await newPost(muter, 'the muter speaks');
    await comment(muted, muterPost.id, 'muted comment');
    await streamDrained();
  }, 60_000);

  it("hides the muted fan's posts, comments and notifications from the muter only, until it ends", async () => {
    const res = await muteFan(muter, muted.sub, '24h');
    expect(res.status, res.text).toBe(200);
    const until = Date.parse(String(res.json?.mutedUntil));
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    // The muter: gone from the feed, the comments and the notifications; the follow stays.
    expect(await feedIds(muter)).not.toContain(mutedPost.id);
    const muterPosts = await get<Post[]>(muter, `/api/posts/user/${muter.sub}`);
    expect(await commentAuthors(muter, muterPosts[0]?.id ?? '')).toEqual([]);
    expect(await notificationActors(muter)).not.toContain(muted.sub);
    expect((await api(`/api/follow/status/${muted.sub}`, { token: muter.idToken })).json).toEqual({
      isFollowing: true,
    });
    // Their profile says so, and shows their posts (the muter went there to see them).
    expect((await get<User>(muter, `/api/users/${muted.sub}`)).mutedUntil).toBe(res.json?.mutedUntil);
    expect(ids(await get<Post[]>(muter, `/api/posts/user/${muted.sub}`))).toContain(mutedPost.id);
    // Everyone else, and the muted fan, see as before.
    expect(await feedIds(other)).toContain(mutedPost.id);
    expect(await commentAuthors(other, muterPosts[0]?.id ?? '')).toEqual([muted.sub]);
    expect(await feedIds(muted)).toContain(muterPosts[0]?.id);
    // The list.
    expect(await get<MutedUser[]>(muter, '/api/mutes')).toEqual([
      { user: expect.objectContaining({ id: muted.sub }), mutedUntil: res.json?.mutedUntil },
    ]);
    // 25 hours later (the functions' clock shifted), the mute has ended: everything is back.
    await setClock(25 * 3600_000);
    expect(await feedIds(muter)).toContain(mutedPost.id);
    expect(await commentAuthors(muter, muterPosts[0]?.id ?? '')).toEqual([muted.sub]);
    expect(await notificationActors(muter)).toContain(muted.sub);
    expect(await get<MutedUser[]>(muter, '/api/mutes')).toEqual([]);
    expect((await get<User>(muter, `/api/users/${muted.sub}`)).mutedUntil).toBeUndefined();
  });

  it('renews a mute from now, keeps a forever mute, and unmutes', async () => {
    const first = await muteFan(muter, muted.sub, '24h');
    await setClock(20 * 3600_000);
    const renewed = await muteFan(muter, muted.sub, '24h');
    expect(
      Date.parse(String(renewed.json?.mutedUntil)) - Date.parse(String(first.json?.mutedUntil)),
    ).toBeGreaterThan(19.9 * 3600_000);
    await setClock(30 * 3600_000);
    // 30 hours after the first mute, 10 after the renewal: still muted.
    expect(await feedIds(muter)).not.toContain(mutedPost.id);
    const forever = await muteFan(muter, muted.sub, 'forever');
    expect(forever.json).toEqual({ userId: muted.sub, muted: true, mutedUntil: null });
    await setClock(400 * 24 * 3600_000);
    expect(await feedIds(muter)).not.toContain(mutedPost.id);
    expect(await get<MutedUser[]>(muter, '/api/mutes')).toEqual([
      { user: expect.objectContaining({ id: muted.sub }), mutedUntil: null },
    ]);
    expect((await unmuteFan(muter, muted.sub)).json).toEqual({
      userId: muted.sub,
      muted: false,
      mutedUntil: null,
    });
    expect((await unmuteFan(muter, muted.sub)).status).toBe(200);
    expect(await feedIds(muter)).toContain(mutedPost.id);
    expect(await get<MutedUser[]>(muter, '/api/mutes')).toEqual([]);
  });
});

describe('the purge of a fan', () => {
  it("takes the fan's blocks out of the others' filters, both ways, and leaves nothing", async () => {
    const [leaving, blockedByLeaving, blockerOfLeaving] = await Promise.all([
      member(`Leaving Blocker ${run}`),
      member(`Was Blocked ${run}`),
      member(`Blocks Leaving ${run}`),
    ]);
    expect((await blockFan(leaving, blockedByLeaving.sub)).status).toBe(200);
    expect((await blockFan(blockerOfLeaving, leaving.sub)).status).toBe(200);
    expect((await muteFan(leaving, blockerOfLeaving.sub, '7d')).status).toBe(200);
    const res = await api('/api/account', {
      token: leaving.idToken,
      method: 'DELETE',
      body: { password: leaving.password },
    });
    expect(res.status, res.text).toBe(200);
    let left = {};
    await eventually(async () => {
      await streamDrained();
      left = await remainingData(db(), leaving.sub);
      if (isPurged(left)) return true;
      await startPurge(db(), leaving.sub);
      return false;
    }, 60_000).catch((err: Error) => {
      throw new Error(`${err.message}; left: ${JSON.stringify(left)}`);
    });
    const filterOf = async (userId: string) =>
      (await partition(controlsKey(userId).PK)).find((i) => i.SK === controlsKey(userId).SK);
    expect([
      ...(((await filterOf(blockedByLeaving.sub))?.blockedBy as Set<string> | undefined) ?? []),
    ]).toEqual([]);
    expect([...(((await filterOf(blockerOfLeaving.sub))?.blocked as Set<string> | undefined) ?? [])]).toEqual(
      [],
    );
    expect(await filterOf(leaving.sub)).toBeUndefined();
    expect(await partition(blockKey(blockerOfLeaving.sub, leaving.sub).PK)).toEqual([]);
    expect(await get<BlockedUser[]>(blockerOfLeaving, '/api/blocks')).toEqual([]);
  }, 120_000);
});
