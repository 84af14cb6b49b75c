/**
 * Muted words on the real local cloud: the routes (limits, renewals, bad input changing nothing)
 * and every read path that returns posts or comments of others (feed, profile, hashtag, single
 * post, comments, trending content, discovery) and notifications, with 'hide' and 'warn'; a word
 * past its expiry (its stored expiresAt moved into the past: the clock the reads compare with) is
 * ignored.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { controlsKey } from '../../functions/data/controls';
import { readMutedWords } from '../../functions/data/muted-words';
import { runTrendingJob } from '../../functions/domain/trending';
import { WORD_TEXTS } from '../../shared/messages-controls';
import { MUTED_WORDS_MAX } from '../../shared/muted-words';
import type { MutedWord } from '../../shared/schemas/controls';
import type { Notification } from '../../shared/schemas/notifications';
import type { Comment, Post } from '../../shared/schemas/posts';
import type { TrendingPost } from '../../shared/schemas/trending';
import { KEYS } from '../../shared/table';
import { api, eventually, streamDrained } from './helpers';
import { follow, type Member, member, newPost, partition } from './social-helpers';

const run = Date.now().toString(36);

const mute = (fan: Member, body: Record<string, unknown>) =>
  api('/api/muted-words', { token: fan.idToken, method: 'POST', body });
async function muted(fan: Member, word: string, action: 'hide' | 'warn', duration = 'forever') {
  const res = await mute(fan, { word, action, duration });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as MutedWord;
}
const unmute = (fan: Member, id: string) =>
  api(`/api/muted-words/${encodeURIComponent(id)}`, { token: fan.idToken, method: 'DELETE' });
async function get<T>(fan: Member, path: string): Promise<T> {
  const res = await api(path, { token: fan.idToken });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.json as unknown as T;
}
const words = (fan: Member) => get<MutedWord[]>(fan, '/api/muted-words');
const byId = <T extends { id: string }>(items: T[], id: string) => items.find((i) => i.id === id);

/** Moves a stored word's end into the past, as if its time had run out. */
async function expire(fan: Member, id: string) {
  const db = getDb();
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: controlsKey(fan.sub),
      UpdateExpression: 'SET words.#id.expiresAt = :past',
      ExpressionAttributeNames: { '#id': id },
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }),
  );
}

async function comment(fan: Member, postId: string, content: string) {
  const res = await api('/api/comments', { token: fan.idToken, method: 'POST', body: { postId, content } });
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Comment;
}

/** A warned item: no content, image or preview, and the word it mentions. */
function expectCovered(post: Post | undefined, word: string) {
  expect(post).toBeDefined();
  expect(post).toMatchObject({
    content: '',
    imageUrl: null,
    linkPreviewUrl: null,
    linkPreviewTitle: null,
    linkPreviewDescription: null,
    filtered: { word },
  });
}

describe('muted words: the routes', () => {
  let fan: Member;
  beforeAll(async () => {
    fan = await member('Word Muter');
  });

  it('mutes, lists with its end, renews the same word instead of adding it, and unmutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const first = await muted(fan, 'Spoilers', 'warn', '24h');
    expect(first.word).toBe('Spoilers');
    const end = Date.parse(String(first.expiresAt)) / 1000;
    expect(end).toBeGreaterThanOrEqual(before + 86_400);
    expect(end).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 86_400);

    // The same word, folded: the same entry, now forever and hiding.
    const again = await muted(fan, '  SPÓILERS ', 'hide', 'forever');
    expect(again.id).toBe(first.id);
    expect(await words(fan)).toEqual([{ id: first.id, word: 'SPÓILERS', action: 'hide', expiresAt: null }]);

    expect((await unmute(fan, first.id)).json).toEqual({ message: WORD_TEXTS.unmuted });
    expect(await words(fan)).toEqual([]);
    const twice = await unmute(fan, first.id);
    expect(twice.status).toBe(404);
    expect(twice.json).toEqual({ message: WORD_TEXTS.notFound });
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const kept = await muted(fan, `kept${run}`, 'hide');
    const cases: [Record<string, unknown>, string][] = [
      [{ word: '', duration: '7d', action: 'hide' }, 'Enter a word to mute'],
      [{ word: '\u200B ', duration: '7d', action: 'hide' }, 'Enter a word to mute'],
      [
        { word: 'x'.repeat(200), duration: '7d', action: 'hide' },
        'Muted words can be at most 100 characters',
      ],
      [{ word: '...', duration: '7d', action: 'hide' }, 'A muted word needs a letter, a digit or an emoji'],
      [{ word: 'raw', duration: '1y', action: 'hide' }, WORD_TEXTS.badDuration],
      [{ word: 'raw', duration: '7d', action: 'delete' }, WORD_TEXTS.badAction],
      [{ word: 'raw', duration: '7d' }, WORD_TEXTS.badAction],
      [{ word: 'raw', duration: '7d', action: 'hide', extra: 1 }, 'extra'],
    ];
    for (const [body, message] of cases) {
      const res = await mute(fan, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.json?.message), JSON.stringify(body)).toContain(message);
    }
    expect(await words(fan)).toEqual([kept]);
    await unmute(fan, kept.id);
  });

  it('keeps at most 100 words, also under concurrent adds; renewing one at the limit is fine', async () => {
    const limited = await member('Many Words');
    const made = await Promise.all(
      Array.from({ length: MUTED_WORDS_MAX + 5 }, (_, i) =>
        mute(limited, { word: `word${i}`, duration: 'forever', action: 'hide' }),
      ),
    );
    expect(made.filter((r) => r.status === 200)).toHaveLength(MUTED_WORDS_MAX);
    const refused = made.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json).toEqual({ message: WORD_TEXTS.tooMany });
    expect(await readMutedWords(getDb(), limited.sub)).toHaveLength(MUTED_WORDS_MAX);

    const listed = await words(limited);
    expect(listed).toHaveLength(MUTED_WORDS_MAX);
    const first = listed[0] as MutedWord;
    const extra = await mute(limited, { word: `another${run}`, duration: '7d', action: 'hide' });
    expect(extra.status).toBe(400);
    expect(extra.json).toEqual({ message: WORD_TEXTS.tooMany });
    // Renewing a word the fan has is not a 101st.
    expect((await mute(limited, { word: first.word, duration: '30d', action: 'warn' })).status).toBe(200);
    // An expired word makes room (cleared when the list is full).
    await expire(limited, first.id);
    expect((await words(limited)).map((w) => w.id)).not.toContain(first.id);
    expect((await mute(limited, { word: `another${run}`, duration: '7d', action: 'hide' })).status).toBe(200);
    const stored = await readMutedWords(getDb(), limited.sub);
    expect(stored).toHaveLength(MUTED_WORDS_MAX);
    expect(stored.map((w) => w.id)).not.toContain(first.id);
  });
});

describe('muted words: every read path', () => {
  let viewer: Member;
  let author: Member;
  let stranger: Member;
  const tag = `ringwar${run}`;
  const hideWord = `spoiler${run}`;
  const warnWord = `Result${run}`;
  let hidden: Post;
  let warned: Post;
  let clean: Post;
  let own: Post;
  let hideId: string;
  let warnId: string;

  beforeAll(async () => {
    viewer = await member('Muting Viewer');
    author = await member('Muted Author');
    stranger = await member('Discovered Author');
    expect((await follow(viewer, author.sub)).status).toBe(200);
    hidden = await newPost(author, `Big ${hideWord.toUpperCase()} tonight #${tag}`);
    warned = await newPost(author, `The result: #${warnWord.replace('e', 'é')} #${tag}`);
    clean = await newPost(author, `Nothing to see #${tag} (drawn${hideWord})`);
    own = await newPost(viewer, `My own ${hideWord} post #${tag}`);
    hideId = (await muted(viewer, hideWord, 'hide', '7d')).id;
    warnId = (await muted(viewer, warnWord, 'warn', '24h')).id;
  });

  function expectApplied(posts: Post[]) {
    expect(byId(posts, hidden.id)).toBeUndefined();
    expectCovered(byId(posts, warned.id), warnWord);
    expect(byId(posts, clean.id)?.content).toBe(clean.content);
  }

  it('the home feed, a profile and a hashtag page leave out hidden posts and cover warned ones', async () => {
    // Every post fanned out (not only the last: their records may land in any order), so that a
    // post left out is left out by the words, not by a fan-out still on its way.
    await streamDrained();
    const feed = await get<Post[]>(viewer, '/api/posts/feed');
    expectApplied(feed);
    // The viewer's own post is never filtered.
    expect(byId(feed, own.id)?.content).toBe(own.content);
    expectApplied(await get<Post[]>(viewer, `/api/posts/user/${author.sub}`));
    expectApplied(await get<Post[]>(viewer, `/api/posts/hashtag/${tag}`));
    // Another fan sees everything.
    const others = await get<Post[]>(stranger, `/api/posts/hashtag/${tag}`);
    expect(byId(others, hidden.id)?.content).toBe(hidden.content);
    expect(byId(others, warned.id)?.filtered).toBeUndefined();
  });

  it('a single post is covered (hide too: the fan opened it) and reveal=1 shows it', async () => {
    expectCovered(await get<Post>(viewer, `/api/posts/${warned.id}`), warnWord);
    expectCovered(await get<Post>(viewer, `/api/posts/${hidden.id}`), hideWord);
    const shown = await get<Post>(viewer, `/api/posts/${warned.id}?reveal=1`);
    expect(shown.content).toBe(warned.content);
    expect(shown.linkPreviewUrl).toBe(warned.linkPreviewUrl);
    expect(shown.filtered).toBeUndefined();
    expect((await api(`/api/posts/${warned.id}?reveal=yes`, { token: viewer.idToken })).status).toBe(400);
  });

  it('comments: hidden left out, warned covered, reveal={id} shows that one; own comments stay', async () => {
    const c1 = await comment(author, clean.id, `that ${hideWord}!`);
    const c2 = await comment(stranger, clean.id, `#${warnWord}`);
    const c3 = await comment(stranger, clean.id, 'a fine match');
    const c4 = await comment(viewer, clean.id, `I said ${hideWord}`);
    const path = `/api/posts/${clean.id}/comments`;
    const list = await get<Comment[]>(viewer, path);
    expect(byId(list, c1.id)).toBeUndefined();
    expect(byId(list, c2.id)).toMatchObject({ content: '', filtered: { word: warnWord } });
    expect(byId(list, c3.id)?.content).toBe('a fine match');
    expect(byId(list, c4.id)?.content).toBe(c4.content);
    const revealed = await get<Comment[]>(viewer, `${path}?reveal=${c2.id}`);
    expect(byId(revealed, c2.id)).toMatchObject({ content: c2.content });
    expect(byId(revealed, c2.id)?.filtered).toBeUndefined();
    expect(byId(revealed, c1.id)).toBeUndefined();
    expect((await get<Comment[]>(author, path)).map((c) => c.id)).toEqual([c1.id, c2.id, c3.id, c4.id]);
  });

  it('trending content and discovery apply the words', async () => {
    const discovered = await newPost(stranger, `Discover ${hideWord}`);
    const discoveredWarn = await newPost(stranger, `Discover ${warnWord}`);
    const fans = [stranger, author, await member('Popper One'), await member('Popper Two')];
    for (const p of [hidden, warned, clean, discovered, discoveredWarn])
      for (const fan of fans) {
        const res = await api('/api/reactions', {
          token: fan.idToken,
          method: 'POST',
          body: { postId: p.id },
        });
        expect(res.status, res.text).toBe(200);
      }
    await streamDrained();
    await runTrendingJob({ db: getDb(), now: () => new Date() });
    const trending = await get<TrendingPost[]>(stranger, '/api/trending/content?timeframe=day');
    expect(byId(trending, hidden.id), 'trending holds the posts').toBeDefined();
    expectApplied(await get<TrendingPost[]>(viewer, '/api/trending/content?timeframe=day'));

    const all = await get<TrendingPost[]>(viewer, '/api/discovery?timeframe=day&limit=50');
    expect(byId(all, discovered.id)).toBeUndefined();
    expectCovered(byId(all, discoveredWarn.id), warnWord);
    const forOthers = await get<TrendingPost[]>(author, '/api/discovery?timeframe=day&limit=50');
    expect(byId(forOthers, discovered.id)?.content).toBe(discovered.content);
  });

  it('notifications about a comment whose text the fan hides are left out: never stored, counted or pushed', async () => {
    const mine = await newPost(viewer, `Rate my match ${run}`);
    const about = async () =>
      (await get<Notification[]>(viewer, '/api/notifications')).filter((n) => n.postId === mine.id);
    await comment(author, mine.id, `total ${hideWord}`);
    await streamDrained();
    const stored = await partition(`${KEYS.notification.pk}${viewer.sub}`);
    expect(
      stored.filter((n) => n.postId === mine.id),
      'nothing is stored (the badge counts what the list shows)',
    ).toHaveLength(0);
    expect(await about()).toEqual([]);
    // Another fan without muted words would see it; the viewer sees it once the latest comment is clean.
    await comment(stranger, mine.id, 'great match');
    await eventually(async () => (await about()).length === 1);
    expect((await about())[0]?.type).toBe('comment');
    // A warned word leaves the notification in: it shows no text of the comment.
    await comment(author, mine.id, `the ${warnWord}`);
    await streamDrained();
    expect(await about()).toHaveLength(1);
  });

  it('an expired word is ignored; an unmuted word at once', async () => {
    await expire(viewer, hideId);
    const feed = await get<Post[]>(viewer, '/api/posts/feed');
    expect(byId(feed, hidden.id)?.content).toBe(hidden.content);
    expectCovered(byId(feed, warned.id), warnWord);
    expect((await words(viewer)).map((w) => w.id)).toEqual([warnId]);
    await expire(viewer, warnId);
    expect((await get<Post>(viewer, `/api/posts/${warned.id}`)).content).toBe(warned.content);
    expect(await words(viewer)).toEqual([]);
    // Muting again renews the expired entry.
    await muted(viewer, warnWord, 'warn', '7d');
    expectCovered(await get<Post>(viewer, `/api/posts/${warned.id}`), warnWord);
    expect((await unmute(viewer, warnId)).status).toBe(200);
    expect((await get<Post>(viewer, `/api/posts/${warned.id}`)).filtered).toBeUndefined();
  });
});
