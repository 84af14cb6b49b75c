/**
 * Spoiler Guard on the reads, on the real local cloud (docs/spoilers.md, "What a protected fan sees"):
 * a fan who follows a promotion whose show started an hour ago reads home, a profile, the hashtag page,
 * entity and show posts, search, trending, one post, its comments and history, notifications (stored
 * and pushed over the WebSocket) and finds the spoiler text nowhere; the author sees their own post;
 * "Reveal this post" answers one post whole; once the fan has watched the show everything is back.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getDb } from '../../functions/data/client';
import { controlsKey } from '../../functions/data/controls';
import { runTrendingJob } from '../../functions/domain/trending';
import { CLOCK_PATH } from '../../scripts/local/http-gateway';
import { SPOILER_TEXTS } from '../../shared/messages-spoilers';
import type { AdminEntity } from '../../shared/schemas/catalogue-admin';
import type { Notification } from '../../shared/schemas/notifications';
import type { Comment, Post, PostVersion } from '../../shared/schemas/posts';
import type { TrendingHashtag, TrendingPost, TrendingWrestler } from '../../shared/schemas/trending';
import {
  addMatch,
  championshipBody,
  create,
  hoursFromNow,
  promotionBody,
  showBody,
  wrestlerBody,
} from './catalogue-helpers';
import { api, cloud, eventually, streamDrained } from './helpers';
import { adminMember, follow, type Member, member, post } from './social-helpers';

const run = Date.now().toString(36);
/** The result no protected answer may carry. */
const SPOILER = `Zorrowins${run}`;
const TAG = `spoilraw${run}`;
/** A hashtag used only in posts about the show: it trends only because of it. */
const FINISH = `finisher${run}`;
/** The match's time: a result no protected answer may carry (answered as `durationSeconds`). */
const RESULT_TIME = '47:11';
const RESULT_MARK = `"durationSeconds":${47 * 60 + 11}`;

async function setClock(offsetMs: number) {
  const res = await fetch(`${cloud().apiBase}${CLOCK_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ offsetMs }),
  });
  expect(res.status).toBe(200);
}

async function get<T>(fan: Member, path: string): Promise<T> {
  const res = await api(path, { token: fan.idToken });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.json as unknown as T;
}

async function comment(fan: Member, postId: string, content: string): Promise<Comment> {
  const res = await api('/api/comments', { token: fan.idToken, method: 'POST', body: { postId, content } });
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Comment;
}

async function tagged(fan: Member, content: string, tags: string[]): Promise<Post> {
  const res = await post(fan, { content, tags });
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Post;
}

async function pop(fan: Member, postId: string) {
  const res = await api('/api/reactions', { token: fan.idToken, method: 'POST', body: { postId } });
  expect(res.status, res.text).toBe(200);
}

function connect(token: string): Promise<{ ws: WebSocket; messages: string[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${cloud().wsUrl}/ws?token=${encodeURIComponent(token)}`);
    const messages: string[] = [];
    ws.on('message', (d) => messages.push(d.toString()));
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('error', reject);
  });
}

/** Sets what the fan said of the show, as PUT /api/shows/{showId}/watch stores it (data/spoilers/state.ts). */
async function setWatch(fan: Member, show: AdminEntity, status: 'later' | 'watched') {
  const db = getDb();
  const facts = show as unknown as { startsAt: string; endsAt: string; promotionId: string };
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: controlsKey(fan.sub),
      UpdateExpression: 'SET #watch = :watch',
      ExpressionAttributeNames: { '#watch': 'watch' },
      ExpressionAttributeValues: {
        ':watch': {
          [show.id]: {
            id: show.id,
            name: show.name,
            promotionId: facts.promotionId,
            startsAt: facts.startsAt,
            endsAt: facts.endsAt,
            status,
            at: new Date().toISOString(),
          },
        },
      },
    }),
  );
}

describe('Spoiler Guard on every read', () => {
  let admin: Member;
  let author: Member;
  let stranger: Member;
  let fan: Member;
  let show: AdminEntity;
  let wrestler: AdminEntity;
  let spoiler: Post;
  let discovered: Post;
  let own: Post;
  let untagged: Post;
  let onSpoiler: Comment;
  let onOwn: Comment;
  let live: { ws: WebSocket; messages: string[] };

  beforeAll(async () => {
    [admin, author, stranger, fan] = await Promise.all([
      adminMember('Spoiler Admin'),
      member('Spoiler Author'),
      member('Spoiler Stranger'),
      member('Spoiler Fan'),
    ]);
    const promotion = await create(admin, promotionBody(`Spoilfed${run}`));
    wrestler = await create(admin, wrestlerBody(`Zorro ${run}`, [promotion.id]));
    // Started an hour ago, ends in two: protected for a fan who follows the promotion.
    show = await create(admin, { ...showBody(`Raw ${run}`, promotion.id, -1), hashtag: TAG });
    // A container keeps the recent shows a minute (an earlier file may have read them before this
    // show existed); moving the functions' clock makes every cache read them again (lib/clock.ts).
    await setClock(61_000);
    // On the card: the wrestler wins the title in a time no protected answer may tell.
    const title = await create(admin, championshipBody(`Spoil Title ${run}`, promotion.id));
    const rival = await create(admin, wrestlerBody(`Rival ${run}`, [promotion.id]));
    const match = await addMatch(admin, show.id, {
      position: 1,
      sides: [[wrestler.id], [rival.id]],
      stipulation: null,
      championshipId: title.id,
    });
    const result = await api(`/api/admin/shows/${show.id}/matches/${match.id}/result`, {
      token: admin.idToken,
      method: 'PUT',
      body: { winnerSide: 0, method: 'submission', duration: RESULT_TIME },
    });
    expect(result.status, result.text).toBe(200);
    // The fan follows the promotion (the follow's transaction keeps it on their controls item) and the author.
    const db = getDb();
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: controlsKey(fan.sub),
        UpdateExpression: 'ADD promotions :p',
        ExpressionAttributeValues: { ':p': new Set([promotion.id]) },
      }),
    );
    expect((await follow(fan, author.sub)).status).toBe(200);
    const text = `${SPOILER} with the title! #${TAG} #${FINISH} @${fan.handle} https://www.youtube.com/watch?v=dQw4w9WgXcQ`;
    spoiler = await tagged(author, text, [show.id, wrestler.id]);
    discovered = await tagged(stranger, `${SPOILER} again #${TAG} #${FINISH}`, [show.id, wrestler.id]);
    own = await tagged(fan, `Watching #${TAG} later, no spoilers please`, [show.id]);
    onSpoiler = await comment(stranger, spoiler.id, `Yes ${SPOILER}!`);
    // Names the wrestler on the card, tags nothing: the show's tag is added (auto-tagged).
    untagged = await tagged(stranger, `Zorro ${run} did it: ${SPOILER}`, []);
    expect(untagged.tags.map((t) => t.id)).toEqual([show.id]);
    live = await connect(fan.idToken);
    onOwn = await comment(author, own.id, `Ha, ${SPOILER}`);
    for (const p of [spoiler, discovered])
      for (const f of [admin, author, stranger]) if (f.sub !== p.authorId) await pop(f, p.id);
    await streamDrained();
    await runTrendingJob({ db, now: () => new Date() });
  });

  afterAll(async () => {
    live?.ws.close(1000);
    await setClock(0);
  });

  const clean = (what: string, body: unknown) =>
    expect(JSON.stringify(body), `${what} holds the spoiler`).not.toContain(SPOILER);

  /** Every read the brief names, as the fan. */
  async function reads(): Promise<Record<string, unknown>> {
    return {
      home: await get<Post[]>(fan, '/api/posts/feed'),
      profile: await get<Post[]>(fan, `/api/posts/user/${author.sub}`),
      hashtag: await get<Post[]>(fan, `/api/posts/hashtag/${TAG}`),
      wrestlerPosts: await get<Post[]>(fan, `/api/entities/${wrestler.id}/posts`),
      showPosts: await get<Post[]>(fan, `/api/entities/${show.id}/posts`),
      search: await get<unknown>(fan, `/api/search?q=${encodeURIComponent(SPOILER)}`),
      trendingContent: await get<TrendingPost[]>(fan, '/api/trending/content?timeframe=day'),
      discovery: await get<TrendingPost[]>(fan, '/api/discovery?timeframe=day&limit=50'),
      post: await get<Post>(fan, `/api/posts/${spoiler.id}`),
      comments: await get<Comment[]>(fan, `/api/posts/${spoiler.id}/comments`),
      history: await get<PostVersion[]>(fan, `/api/posts/${spoiler.id}/history`),
      ownComments: await get<Comment[]>(fan, `/api/posts/${own.id}/comments`),
      notifications: await get<Notification[]>(fan, '/api/notifications'),
    };
  }

  it('a protected fan finds the spoiler nowhere; the posts are stubs about the show', async () => {
    const seen = await reads();
    for (const [what, body] of Object.entries(seen)) clean(what, body);
    const note = { showId: show.id, showName: show.name };
    const stub = seen.post as Post;
    expect(stub).toMatchObject({
      id: spoiler.id,
      authorId: author.sub,
      content: '',
      imageUrl: null,
      linkPreviewUrl: null,
      linkPreviewTitle: null,
      mentions: [],
      shielded: note,
    });
    expect(stub.tags.map((t) => t.id)).toEqual([show.id]);
    expect(stub.shielded?.revealAt).toBeTruthy();
    for (const list of ['home', 'profile', 'hashtag', 'wrestlerPosts', 'showPosts'] as const)
      expect((seen[list] as Post[]).find((p) => p.id === spoiler.id)?.shielded, list).toMatchObject(note);
    expect((seen.discovery as Post[]).find((p) => p.id === discovered.id)?.shielded).toMatchObject(note);
    expect((seen.comments as Comment[]).find((c) => c.id === onSpoiler.id)).toMatchObject({
      content: '',
      shielded: note,
    });
    expect(seen.history).toEqual([]);
    // Their own post is theirs in full; a comment on it about the show is not.
    const home = seen.home as Post[];
    expect(home.find((p) => p.id === own.id)?.content).toBe(own.content);
    expect(home.find((p) => p.id === own.id)?.shielded).toBeUndefined();
    expect((seen.ownComments as Comment[]).find((c) => c.id === onOwn.id)?.shielded).toMatchObject(note);
    const told = (seen.notifications as Notification[]).find(
      (n) => n.postId === own.id && n.type === 'comment',
    );
    expect(told?.message).toBe(SPOILER_TEXTS.commentHidden(show.name));
  });

  /** Each GET route of the OpenAPI document, its path filled with this world's ids, as `who`. */
  async function walk(who: Member): Promise<{ path: string; status: number; text: string }[]> {
    const doc = (await api('/api/openapi.json')).json as unknown as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string; required?: boolean }[] } }>;
    };
    const ids: Record<string, string[]> = {
      postId: [spoiler.id, untagged.id],
      userId: [author.sub, stranger.sub],
      entityId: [show.id, wrestler.id],
      showId: [show.id],
      slugOrId: [show.id, wrestler.id],
      tag: [TAG, FINISH],
    };
    const query: Record<string, string> = {
      from: hoursFromNow(-48),
      to: hoursFromNow(48),
      kind: 'wrestler',
      q: `Zorro ${run}`,
    };
    const answers: { path: string; status: number; text: string }[] = [];
    for (const [template, ops] of Object.entries(doc.paths)) {
      if (!ops.get) continue;
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const variants = names.length ? (ids[names[0] as string] ?? []) : [''];
      for (const value of variants) {
        let path = template;
        for (const name of names)
          path = path.replace(`{${name}}`, name === names[0] ? value : (ids[name]?.[0] ?? ''));
        const params = new URLSearchParams();
        for (const p of ops.get.parameters ?? [])
          if (p.in === 'query' && (p.required || p.name === 'results' || p.name === 'timeframe'))
            params.set(
              p.name,
              p.name === 'results' ? 'true' : p.name === 'timeframe' ? 'day' : (query[p.name] ?? ''),
            );
        const url = params.size ? `${path}?${params}` : path;
        const res = await api(url, { token: who.idToken });
        answers.push({ path: url, status: res.status, text: res.text });
      }
    }
    return answers;
  }

  it('every GET route of the OpenAPI document, as the protected fan, tells neither the spoiler nor the result', async () => {
    const answers = await walk(fan);
    const read = answers.filter((a) => a.status === 200);
    // All but the admin's and the ones this world has nothing for answer.
    expect(read.length, answers.map((a) => `${a.status} ${a.path}`).join('\n')).toBeGreaterThan(30);
    // "Reveal this post" tells one post whole because the fan asked for it: its own test is below.
    for (const a of read.filter((x) => !x.path.endsWith('/reveal'))) {
      expect(a.text, `${a.path} tells the spoiler`).not.toContain(SPOILER);
      expect(a.text, `${a.path} tells the result`).not.toContain(RESULT_MARK);
    }
    // The same walk as a fan nobody protects finds both where they belong.
    const open = (await walk(stranger)).filter((a) => a.status === 200);
    expect(open.some((a) => a.text.includes(SPOILER))).toBe(true);
    expect(open.some((a) => a.text.includes(RESULT_MARK))).toBe(true);
  });

  it('the live toast of a comment about the show says it is hidden, and nothing of it', async () => {
    await eventually(() => live.messages.some((m) => m.includes(own.id)));
    const pushed = live.messages.filter((m) => m.includes(own.id));
    for (const m of pushed) clean('a pushed message', m);
    const toast = JSON.parse(pushed[pushed.length - 1] ?? '{}') as { data?: { message?: string } };
    expect(toast.data?.message).toBe(SPOILER_TEXTS.commentHidden(show.name));
  });

  it('trending leaves out the show’s own hashtag, and a hashtag and a wrestler that trend only because of it', async () => {
    const others = await get<TrendingHashtag[]>(stranger, '/api/trending/hashtags?timeframe=day');
    expect(others.map((h) => h.name)).toEqual(expect.arrayContaining([TAG, FINISH]));
    const mine = await get<TrendingHashtag[]>(fan, '/api/trending/hashtags?timeframe=day');
    expect(mine.map((h) => h.name)).not.toContain(TAG);
    expect(mine.map((h) => h.name)).not.toContain(FINISH);
    const trendingFor = async (who: Member) =>
      (await get<TrendingWrestler[]>(who, '/api/trending/wrestlers?timeframe=day')).map((w) => w.entity.id);
    expect(await trendingFor(stranger)).toContain(wrestler.id);
    expect(await trendingFor(fan)).not.toContain(wrestler.id);
    expect(await trendingFor(fan)).not.toContain(show.id);
  });

  it('the author and another fan see the post whole', async () => {
    expect((await get<Post>(author, `/api/posts/${spoiler.id}`)).content).toBe(spoiler.content);
    const comments = await get<Comment[]>(author, `/api/posts/${spoiler.id}/comments`);
    expect(comments.find((c) => c.id === onSpoiler.id)?.content).toBe(onSpoiler.content);
    expect((await get<PostVersion[]>(author, `/api/posts/${spoiler.id}/history`))[0]?.content).toBe(
      spoiler.content,
    );
  });

  it('"Reveal this post" answers the one post whole, and refuses a post that is not hidden', async () => {
    const revealed = await get<Post>(fan, `/api/posts/${spoiler.id}/reveal`);
    expect(revealed).toMatchObject({ id: spoiler.id, content: spoiler.content, mentions: spoiler.mentions });
    expect(revealed.shielded).toBeUndefined();
    expect(revealed.tags.map((t) => t.id)).toEqual([show.id, wrestler.id]);
    // Nothing is stored: the post is a stub again.
    expect((await get<Post>(fan, `/api/posts/${spoiler.id}`)).shielded).toBeDefined();
    for (const [who, id] of [
      [fan, own.id],
      [stranger, spoiler.id],
    ] as const) {
      const res = await api(`/api/posts/${id}/reveal`, { token: who.idToken });
      expect(res.status, res.text).toBe(400);
      expect(res.json?.message).toBe(SPOILER_TEXTS.notShielded);
    }
    const gone = await api('/api/posts/01JZZZZZZZZZZZZZZZZZZZZZZZ/reveal', { token: fan.idToken });
    expect(gone.status).toBe(404);
  });

  it('a fan who said "later" with no promotion followed is protected too', async () => {
    const later = await member('Spoiler Later');
    expect((await get<Post>(later, `/api/posts/${spoiler.id}`)).content).toBe(spoiler.content);
    await setWatch(later, show, 'later');
    const stub = await get<Post>(later, `/api/posts/${spoiler.id}`);
    expect(stub.shielded?.showId).toBe(show.id);
    clean('a later fan’s post', stub);
  });

  it('once the fan has watched the show, everything is back', async () => {
    await setWatch(fan, show, 'watched');
    const seen = await reads();
    expect((seen.post as Post).content).toBe(spoiler.content);
    for (const list of ['home', 'profile', 'hashtag', 'wrestlerPosts', 'showPosts'] as const)
      expect((seen[list] as Post[]).find((p) => p.id === spoiler.id)?.content, list).toBe(spoiler.content);
    expect((seen.comments as Comment[]).find((c) => c.id === onSpoiler.id)?.content).toBe(onSpoiler.content);
    expect((seen.history as PostVersion[])[0]?.content).toBe(spoiler.content);
    expect((seen.ownComments as Comment[]).find((c) => c.id === onOwn.id)?.content).toBe(onOwn.content);
    const told = (seen.notifications as Notification[]).find(
      (n) => n.postId === own.id && n.type === 'comment',
    );
    expect(told?.message).not.toBe(SPOILER_TEXTS.commentHidden(show.name));
    const tags = await get<TrendingHashtag[]>(fan, '/api/trending/hashtags?timeframe=day');
    expect(tags.map((h) => h.name)).toEqual(expect.arrayContaining([TAG, FINISH]));
    const wrestlers = await get<TrendingWrestler[]>(fan, '/api/trending/wrestlers?timeframe=day');
    expect(wrestlers.map((w) => w.entity.id)).toContain(wrestler.id);
    const res = await api(`/api/posts/${spoiler.id}/reveal`, { token: fan.idToken });
    expect(res.status).toBe(400);
  });
});
