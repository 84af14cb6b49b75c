/**
 * One viewer on every read (issue 34, docs/safety.md "One viewer on every read"), on the real local
 * cloud: the live push and the unread count follow the list's rules (blocks, mutes, muted words,
 * threads the fan cannot open); a post's history is covered by muted words as the post is; an edit
 * tells a fan who cannot see a post nothing more than its GET does; a teen's tagged post reaches
 * teens and the adults who follow the teen, not every adult who follows the entity.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { entityLatestKey } from '../../functions/data/catalogue/entity-posts';
import { getDb } from '../../functions/data/client';
import { listConnectionIds } from '../../functions/data/connection';
import { putFixtureEntity } from '../../scripts/local/seed-catalogue';
import { toBirthdate } from '../../shared/age';
import { API_ERRORS } from '../../shared/messages';
import { EDIT_TEXTS } from '../../shared/messages-controls';
import type { Notification, WsServerMessage } from '../../shared/schemas/notifications';
import type { Comment, Post, PostVersion } from '../../shared/schemas/posts';
import { api, cloud, eventually, newFan, streamDrained } from './helpers';
import { feedIds, follow, type Member, member, newPost, partition, post } from './social-helpers';

const run = Date.now().toString(36);

const notifications = async (fan: Member) => {
  const res = await api('/api/notifications', { token: fan.idToken });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as Notification[];
};
const unread = async (fan: Member) =>
  Number((await api('/api/auth/user', { token: fan.idToken })).json?.unreadNotifications);
const pop = (fan: Member, body: Record<string, string>) =>
  api('/api/reactions', { token: fan.idToken, method: 'POST', body });
const blockFan = (fan: Member, userId: string) =>
  api('/api/blocks', { token: fan.idToken, method: 'POST', body: { userId } });
const muteWord = (fan: Member, word: string, action: 'hide' | 'warn' = 'hide') =>
  api('/api/muted-words', {
    token: fan.idToken,
    method: 'POST',
    body: { word, action, duration: 'forever' },
  });
async function comment(fan: Member, postId: string, content: string): Promise<Comment> {
  const res = await api('/api/comments', { token: fan.idToken, method: 'POST', body: { postId, content } });
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Comment;
}

function connect(token: string): Promise<{ ws: WebSocket; messages: WsServerMessage[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${cloud().wsUrl}/ws?token=${encodeURIComponent(token)}`);
    const messages: WsServerMessage[] = [];
    ws.on('message', (d) => messages.push(JSON.parse(d.toString())));
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('error', reject);
  });
}

/** A fan's live connection, registered (the push finds it). */
async function live(fan: Member) {
  const connection = await connect(fan.idToken);
  await eventually(async () => (await listConnectionIds(getDb(), fan.sub)).length === 1);
  return connection;
}

describe('the live push and the unread count follow the list’s rules', () => {
  it('a fan blocked since is not pushed, counted or listed: the badge drops with the list', async () => {
    const a = await member(`Blocker ${run}`);
    const h = await member(`Hidden ${run}`);
    const f = await member(`Fran ${run}`);
    const mine = await newPost(a, 'pop this');
    expect((await pop(h, { postId: mine.id })).status).toBe(200);
    await streamDrained();
    expect(await unread(a)).toBe(1);

    // The block made afterwards: the list leaves H's notification out, and the badge follows it.
    expect((await blockFan(a, h.sub)).status).toBe(200);
    await streamDrained();
    expect(await notifications(a)).toEqual([]);
    expect(await unread(a)).toBe(0);

    // F's Pop joins the group that still holds H: the push and the list name F alone.
    const connection = await live(a);
    expect((await pop(f, { postId: mine.id })).status).toBe(200);
    await eventually(() => connection.messages.length === 1);
    const pushed = connection.messages[0];
    expect(pushed).toMatchObject({ type: 'notification', data: { message: `Fran ${run} popped your post` } });
    const told = pushed?.type === 'notification' ? pushed.data.notification : undefined;
    expect(told?.actors.map((x) => x.id)).toEqual([f.sub]);
    expect(told?.actorCount).toBe(1);
    expect(JSON.stringify(pushed)).not.toContain(h.sub);
    expect((await notifications(a)).map((n) => n.message)).toEqual([`Fran ${run} popped your post`]);
    expect(await unread(a)).toBe(1);
    connection.ws.close(1000);
  });

  it('a mention or a comment carrying a word the fan hides is neither pushed, counted nor listed', async () => {
    const a = await member(`Muter ${run}`);
    const m = await member(`Mentioner ${run}`);
    expect((await muteWord(a, `spoilerword${run}`)).status).toBe(200);
    const connection = await live(a);
    const mine = await newPost(a, 'my post');
    await newPost(m, `@${a.handle} spoilerword${run} happened tonight`);
    await comment(m, mine.id, `the spoilerword${run} is out`);
    await streamDrained();
    expect(connection.messages).toEqual([]);
    expect(await notifications(a)).toEqual([]);
    expect(await unread(a)).toBe(0);

    // A word muted afterwards takes what it hides out of the badge too.
    await newPost(m, `@${a.handle} laterword${run} too`);
    await streamDrained();
    expect(await unread(a)).toBe(1);
    expect(connection.messages).toHaveLength(1);
    expect((await muteWord(a, `laterword${run}`)).status).toBe(200);
    await streamDrained();
    expect(await notifications(a)).toEqual([]);
    expect(await unread(a)).toBe(0);
    connection.ws.close(1000);
  });

  it('nothing leads a fan into the thread of a fan they blocked: mentions and Pops there tell them nothing', async () => {
    const w = await member(`Walled ${run}`);
    const b = await member(`Blocked ${run}`);
    const c = await member(`Commenter ${run}`);
    const theirs = await newPost(b, 'a thread');
    const wComment = await comment(w, theirs.id, 'my comment there');
    expect((await blockFan(w, b.sub)).status).toBe(200);
    const connection = await live(w);
    await comment(c, theirs.id, `hey @${w.handle} look`);
    expect((await pop(c, { commentId: wComment.id })).status).toBe(200);
    await streamDrained();
    expect(connection.messages).toEqual([]);
    expect(await notifications(w)).toEqual([]);
    expect(await unread(w)).toBe(0);
    // The same mention in C's own thread is told.
    await newPost(c, `and here @${w.handle}`);
    await eventually(() => connection.messages.length === 1);
    expect(await unread(w)).toBe(1);
    connection.ws.close(1000);
  });
});

describe('a post’s history through the viewer', () => {
  it('covers each text that mentions a word the fan muted, current or edited away; reveal shows them', async () => {
    const author = await member(`Editor ${run}`);
    const reader = await member(`Reader ${run}`);
    const word = `cena${run}`;
    const created = await newPost(author, `Big news: ${word} wins`);
    const edit = await api(`/api/posts/${created.id}`, {
      token: author.idToken,
      method: 'PATCH',
      body: { content: 'Big news tonight' },
    });
    expect(edit.status, edit.text).toBe(200);
    expect((await muteWord(reader, word, 'warn')).status).toBe(200);

    const history = async (fan: Member, query = '') => {
      const res = await api(`/api/posts/${created.id}/history${query}`, { token: fan.idToken });
      expect(res.status, res.text).toBe(200);
      return res.json as unknown as PostVersion[];
    };
    const covered = await history(reader);
    expect(covered.map((v) => [v.version, v.content, v.filtered?.word])).toEqual([
      [1, 'Big news tonight', undefined],
      [0, '', word],
    ]);
    expect(JSON.stringify(covered)).not.toContain(`${word} wins`);
    expect((await history(reader, '?reveal=1')).map((v) => v.content)).toEqual([
      'Big news tonight',
      `Big news: ${word} wins`,
    ]);
    // The author's own texts are never covered for them.
    expect((await history(author)).map((v) => v.content)[1]).toBe(`Big news: ${word} wins`);

    // A post whose current text is covered: its history is too.
    const hidden = await newPost(author, `${word} again`);
    expect((await muteWord(reader, word, 'hide')).status).toBe(200);
    const res = await api(`/api/posts/${hidden.id}/history`, { token: reader.idToken });
    expect((res.json as unknown as PostVersion[]).map((v) => [v.content, v.filtered?.word])).toEqual([
      ['', word],
    ]);
  });
});

describe('an edit tells nothing a read would not', () => {
  it('answers 404 to a fan whose filter hides the author, and the edit’s own 403 to others', async () => {
    const author = await member(`Author ${run}`);
    const blocked = await member(`Shut Out ${run}`);
    const other = await member(`Bystander ${run}`);
    const theirs = await newPost(author, 'not yours');
    expect((await blockFan(author, blocked.sub)).status).toBe(200);
    const patch = (fan: Member, body: Record<string, unknown>) =>
      api(`/api/posts/${theirs.id}`, { token: fan.idToken, method: 'PATCH', body });
    for (const body of [{ content: 'mine now' }, { replyPolicy: 'following' }]) {
      const hidden = await patch(blocked, body);
      expect([hidden.status, hidden.json?.message]).toEqual([404, API_ERRORS.postNotFound]);
      const seen = await patch(other, body);
      expect([seen.status, seen.json?.message]).toEqual([403, EDIT_TEXTS.notYourPost]);
    }
    // As the post's GET says to each of them.
    expect((await api(`/api/posts/${theirs.id}`, { token: blocked.idToken })).status).toBe(404);
    expect((await api(`/api/posts/${theirs.id}`, { token: other.idToken })).status).toBe(200);
    const stored = (await api(`/api/posts/${theirs.id}`, { token: author.idToken })).json as unknown as Post;
    expect([stored.content, stored.replyPolicy, stored.editCount]).toEqual(['not yours', 'everyone', 0]);
  });
});

describe('a teen’s tagged post', () => {
  const teenBirthdate = () => {
    const d = new Date();
    return toBirthdate(d.getUTCFullYear() - 15, d.getUTCMonth() + 1, Math.min(d.getUTCDate(), 28));
  };
  async function fan(name: string, teen = false): Promise<Member> {
    const f = await newFan(name, teen ? teenBirthdate() : undefined);
    const me = await api('/api/user', { token: f.idToken });
    expect(me.status, me.text).toBe(200);
    return { ...f, handle: String(me.json?.handle) };
  }
  const followEntity = async (f: Member, entityId: string) =>
    expect((await api(`/api/entities/${entityId}/follow`, { token: f.idToken, method: 'POST' })).status).toBe(
      200,
    );
  const entityPostIds = async (f: Member, entityId: string) => {
    const res = await api(`/api/entities/${entityId}/posts`, { token: f.idToken });
    expect(res.status, res.text).toBe(200);
    return (res.json as unknown as Post[]).map((p) => p.id);
  };

  it('reaches teens and the adults who follow the teen, not every adult who follows the entity', async () => {
    const db = getDb();
    const small = await putFixtureEntity(db, {
      kind: 'wrestler',
      slug: `teen-small-${run}`,
      name: `Small ${run}`,
    });
    const big = await putFixtureEntity(db, {
      kind: 'wrestler',
      slug: `teen-big-${run}`,
      name: `Big ${run}`,
      big: true,
    });
    const [teen, otherTeen, stranger, friend] = [
      await fan(`Teen Poster ${run}`, true),
      await fan(`Teen Reader ${run}`, true),
      await fan(`Adult Stranger ${run}`),
      await fan(`Adult Friend ${run}`),
    ];
    for (const f of [otherTeen, stranger, friend]) for (const e of [small, big]) await followEntity(f, e.id);
    await follow(friend, teen.sub);
    await streamDrained();

    const res = await post(teen, { content: 'tagged by a teen', tags: [small.id, big.id] });
    expect(res.status, res.text).toBe(201);
    const tagged = res.json as unknown as Post;
    // An adult's tagged post, for contrast: it reaches every follower of the entity.
    const adults = (await post(friend, { content: 'tagged by an adult', tags: [small.id] }))
      .json as unknown as Post;
    await streamDrained();

    expect(await feedIds(otherTeen)).toContain(tagged.id);
    expect(await feedIds(friend)).toContain(tagged.id);
    expect(await feedIds(stranger)).not.toContain(tagged.id);
    expect(await feedIds(stranger)).toContain(adults.id);
    // The big entity's newest list keeps the mark the read-time merge leaves it out by.
    const [latest] = await partition(entityLatestKey(big.id).PK);
    const listed = (latest?.posts ?? []) as { postId: string; teen?: boolean }[];
    expect(listed.find((p) => p.postId === tagged.id)?.teen).toBe(true);

    // The entity's page: the same rule.
    for (const e of [small, big]) {
      expect(await entityPostIds(otherTeen, e.id)).toContain(tagged.id);
      expect(await entityPostIds(friend, e.id)).toContain(tagged.id);
      expect(await entityPostIds(stranger, e.id)).not.toContain(tagged.id);
    }
    expect(await entityPostIds(stranger, small.id)).toContain(adults.id);
    // Looked for, the teen's post is still theirs to read: their profile, the post itself.
    expect((await api(`/api/posts/${tagged.id}`, { token: stranger.idToken })).status).toBe(200);
  });
});
