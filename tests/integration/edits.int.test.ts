/**
 * Editing a post's text, on the real local cloud: the author only, within 15 minutes of posting
 * (the server's clock against the stored createdAt: the test moves createdAt back in the table), 5
 * times, one edit per count under concurrency; the hashtag entries move in the same transaction,
 * trending counts follow through the stream, feeds show the edit (they point at the post), the
 * history lists every text newest first, and deleting the post deletes its versions.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { editPost, getPost, PostChangedError, postKey } from '../../functions/data/post';
import { hourOf, readHour } from '../../functions/data/trending';
import { EDIT_TEXTS } from '../../shared/messages-controls';
import type { Post, PostVersion } from '../../shared/schemas/posts';
import { KEYS } from '../../shared/table';
import { api, streamDrained } from './helpers';
import { follow, type Member, member, newPost, partition } from './social-helpers';

const run = Date.now().toString(36);

const edit = (fan: Member, postId: string, body: unknown) =>
  api(`/api/posts/${postId}`, { token: fan.idToken, method: 'PATCH', body });

async function edited(fan: Member, postId: string, content: string): Promise<Post> {
  const res = await edit(fan, postId, { content });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as Post;
}

async function history(fan: Member, postId: string): Promise<PostVersion[]> {
  const res = await api(`/api/posts/${postId}/history`, { token: fan.idToken });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as PostVersion[];
}

async function tagged(fan: Member, tag: string): Promise<string[]> {
  const res = await api(`/api/posts/hashtag/${tag}`, { token: fan.idToken });
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as Post[]).map((p) => p.id);
}

/** Moves a post's stored creation time `minutes` back (the edit window is checked against it). */
async function postedMinutesAgo(postId: string, minutes: number): Promise<void> {
  const db = getDb();
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: postKey(postId),
      UpdateExpression: 'SET createdAt = :at',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - minutes * 60_000).toISOString() },
    }),
  );
}

const versionItems = async (postId: string) =>
  (await partition(postKey(postId).PK)).filter((i) => i.SK.startsWith(KEYS.postVersion.sk));

describe('editing a post', () => {
  it('changes the text, moves the hashtag entries, shows in followers’ feeds and keeps the history', async () => {
    const a = await member('Editor');
    const reader = await member('Reader');
    expect((await follow(reader, a.sub)).status).toBe(200);
    const [gone, kept, added] = [`gone${run}`, `kept${run}`, `added${run}`];
    const created = await newPost(a, `First take #${gone} #${kept}`);
    expect(created.editedAt).toBeNull();
    expect(await tagged(a, gone)).toEqual([created.id]);

    const after = await edited(a, created.id, `Second take #${kept} #${added}`);
    expect(after).toMatchObject({ id: created.id, content: `Second take #${kept} #${added}`, editCount: 1 });
    expect(Date.parse(String(after.editedAt))).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
    // The hashtag entries moved with the edit (one transaction: no wait for a consumer).
    expect(await tagged(a, gone)).toEqual([]);
    expect(await tagged(a, kept)).toEqual([created.id]);
    expect(await tagged(a, added)).toEqual([created.id]);
    expect(await partition(`${KEYS.hashtagPost.pk}${gone}`)).toEqual([]);
    // Feeds point at the post: the follower sees the edit.
    await streamDrained();
    const feed = (await api('/api/posts/feed', { token: reader.idToken })).json as unknown as Post[];
    expect(feed.find((p) => p.id === created.id)).toMatchObject({ content: after.content, editCount: 1 });
    expect((await api(`/api/posts/${created.id}`, { token: reader.idToken })).json).toMatchObject({
      content: after.content,
      editedAt: after.editedAt,
    });

    const third = await edited(a, created.id, `Third take #${kept}`);
    // Newest first, the current text first; anyone who sees the post may read it.
    expect(await history(reader, created.id)).toEqual([
      { version: 2, content: third.content, at: third.editedAt },
      { version: 1, content: after.content, at: after.editedAt },
      { version: 0, content: created.content, at: created.createdAt },
    ]);
    // The same text again changes nothing (a retried edit counts once).
    const again = await edited(a, created.id, third.content);
    expect(again).toMatchObject({ editCount: 2, editedAt: third.editedAt });
    expect(await versionItems(created.id)).toHaveLength(2);
    // A post never edited has one version: its text.
    const plain = await newPost(a, 'never edited');
    expect(await history(a, plain.id)).toEqual([
      { version: 0, content: 'never edited', at: plain.createdAt },
    ]);
  });

  it('refuses someone else’s post, a missing one, bad input and comments, changing nothing', async () => {
    const a = await member('Owner');
    const b = await member('Stranger');
    const p = await newPost(a, `Mine #own${run}`);
    const cases: [Member, string, unknown, number, string][] = [
      [b, p.id, { content: 'hijacked' }, 403, EDIT_TEXTS.notYourPost],
      [a, '01JZZZZZZZZZZZZZZZZZZZZZZZ', { content: 'x' }, 404, 'Post not found'],
      [a, p.id, {}, 400, EDIT_TEXTS.nothingToChange],
      [a, p.id, { content: '   ' }, 400, 'Please enter some content for your post'],
      [a, p.id, { content: 'x'.repeat(501) }, 400, 'Posts can be at most 500 characters'],
      [a, p.id, { content: 'x', imageURL: 'https://evil.example.com/x.png' }, 400, 'Unrecognized key'],
    ];
    for (const [fan, id, body, status, message] of cases) {
      const res = await edit(fan, id, body);
      expect(res.status, `${JSON.stringify(body)} ${res.text}`).toBe(status);
      expect(String(res.json?.message)).toContain(message);
    }
    expect((await api(`/api/posts/${p.id}`, { method: 'PATCH', body: { content: 'anon' } })).status).toBe(
      401,
    );
    expect(await history(a, p.id)).toEqual([{ version: 0, content: p.content, at: p.createdAt }]);
    expect(await versionItems(p.id)).toEqual([]);
    expect((await api(`/api/posts/01JZZZZZZZZZZZZZZZZZZZZZZZ/history`, { token: a.idToken })).status).toBe(
      404,
    );
    // Comments are not editable: there is no such route.
    const c = await api('/api/comments', {
      token: a.idToken,
      method: 'POST',
      body: { postId: p.id, content: 'hi' },
    });
    expect(c.status).toBe(201);
    const patched = await api(`/api/comments/${c.json?.id}`, {
      token: a.idToken,
      method: 'PATCH',
      body: { content: 'changed' },
    });
    expect(patched.status).toBeGreaterThanOrEqual(400);
    expect(patched.status).toBeLessThan(500);
  });

  it('allows edits within 15 minutes of posting, by the server’s clock', async () => {
    const a = await member('Late Editor');
    const p = await newPost(a, 'posted a while ago');
    await postedMinutesAgo(p.id, 14);
    expect((await edit(a, p.id, { content: 'still in time' })).status).toBe(200);
    await postedMinutesAgo(p.id, 16);
    const late = await edit(a, p.id, { content: 'too late' });
    expect(late.status).toBe(403);
    expect(late.json?.message).toBe(EDIT_TEXTS.tooLate);
    expect(EDIT_TEXTS.tooLate).toBe('Posts can only be edited in the first 15 minutes');
    expect((await api(`/api/posts/${p.id}`, { token: a.idToken })).json).toMatchObject({
      content: 'still in time',
      editCount: 1,
    });
  });

  it('allows 5 edits; two sent at once as the 5th land once', async () => {
    const a = await member('Serial Editor');
    const p = await newPost(a, 'v0');
    for (let n = 1; n <= 4; n++) await edited(a, p.id, `v${n}`);
    const racing = await Promise.all([
      edit(a, p.id, { content: 'v5 left' }),
      edit(a, p.id, { content: 'v5 right' }),
    ]);
    const statuses = racing.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 403]);
    const loser = racing.find((r) => r.status === 403);
    expect(loser?.json?.message).toBe(EDIT_TEXTS.tooMany);
    const winner = racing.find((r) => r.status === 200)?.json as unknown as Post;
    const sixth = await edit(a, p.id, { content: 'v6' });
    expect(sixth.status).toBe(403);
    expect(sixth.json?.message).toBe('A post can be edited at most 5 times');
    const versions = await history(a, p.id);
    expect(versions.map((v) => v.content)).toEqual([winner.content, 'v4', 'v3', 'v2', 'v1', 'v0']);
    expect(versions.map((v) => v.version)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(await versionItems(p.id)).toHaveLength(5);
  });

  it('edits sent at once land one after the other, each counted and kept', async () => {
    const a = await member('Racer');
    const p = await newPost(a, `race #race${run}`);
    const sides = ['a', 'b', 'c', 'd'].map((side) => `${side}side${run}`);
    const racing = await Promise.all(sides.map((tag) => edit(a, p.id, { content: `take #${tag}` })));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // However they interleave: one version and one count per edit, the tags of the last to land.
    const now = (await api(`/api/posts/${p.id}`, { token: a.idToken })).json as unknown as Post;
    expect(now.editCount).toBe(4);
    const versions = await history(a, p.id);
    expect(versions.map((v) => v.version)).toEqual([4, 3, 2, 1, 0]);
    expect(versions.map((v) => v.content).sort()).toEqual(
      [...sides.map((t) => `take #${t}`), p.content].sort(),
    );
    expect(await versionItems(p.id)).toHaveLength(4);
    for (const tag of sides) expect(await tagged(a, tag)).toEqual(now.content.includes(tag) ? [p.id] : []);
    expect(await tagged(a, `race${run}`)).toEqual([]);
  });

  it('an edit of a stale read writes nothing (the data layer’s condition)', async () => {
    const a = await member('Stale Reader');
    const p = await newPost(a, `stale #stale${run}`);
    const read = await getPost(getDb(), p.id, true);
    if (!read) throw new Error('no post');
    const edits = ['one', 'two'].map((word) =>
      editPost(getDb(), read, {
        content: `${word} #${word}${run}`,
        hashtags: [`${word}${run}`],
        linkPreviewUrl: null,
        linkPreviewTitle: null,
        linkPreviewDescription: null,
        mentions: [],
        editedAt: new Date().toISOString(),
      }),
    );
    const settled = await Promise.allSettled(edits);
    expect(settled.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(settled.find((r) => r.status === 'rejected')?.reason).toBeInstanceOf(PostChangedError);
    const won = settled[0]?.status === 'fulfilled' ? 'one' : 'two';
    const lost = won === 'one' ? 'two' : 'one';
    expect(await tagged(a, `${lost}${run}`)).toEqual([]);
    expect(await tagged(a, `${won}${run}`)).toEqual([p.id]);
    expect(await tagged(a, `stale${run}`)).toEqual([]);
    expect(await versionItems(p.id)).toHaveLength(1);
  });

  it('moves trending hashtag counts from the tags an edit removed to those it added', async () => {
    const a = await member('Trend Editor');
    const [before, after] = [`trendold${run}`, `trendnew${run}`];
    const p = await newPost(a, `#${before} what a night`);
    await streamDrained();
    const hour = hourOf(p.createdAt);
    const posts = async (tag: string) =>
      (await readHour(getDb(), hour)).tags.find((t) => t.tag === tag)?.posts ?? 0;
    expect(await posts(before)).toBe(1);
    await edited(a, p.id, `#${after} what a night`);
    await streamDrained();
    expect(await posts(before)).toBe(0);
    expect(await posts(after)).toBe(1);
    // A Pop changes the post (its counter) but is no edit: the tags count as they did.
    expect(
      (
        await api('/api/reactions', {
          token: (await member('Popper')).idToken,
          method: 'POST',
          body: { postId: p.id },
        })
      ).status,
    ).toBe(200);
    await streamDrained();
    expect([await posts(before), await posts(after)]).toEqual([0, 1]);
  });

  it('derives the YouTube card again: a link the edit adds gets its card, a removed one loses it', async () => {
    const a = await member('Video Editor');
    const p = await newPost(a, 'no video yet');
    const withVideo = await edited(a, p.id, 'now with https://youtu.be/dQw4w9WgXcQ');
    expect(withVideo.linkPreviewUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(withVideo.linkPreviewTitle).toBeTruthy();
    const kept = await edited(a, p.id, 'still https://youtu.be/dQw4w9WgXcQ here');
    expect(kept.linkPreviewUrl).toBe(withVideo.linkPreviewUrl);
    const without = await edited(a, p.id, 'video gone');
    expect(without).toMatchObject({
      linkPreviewUrl: null,
      linkPreviewTitle: null,
      linkPreviewDescription: null,
    });
  });

  it('deleting an edited post deletes its versions and hashtag entries', async () => {
    const a = await member('Regretful');
    const tag = `deleted${run}`;
    const p = await newPost(a, `one #${tag}`);
    await edited(a, p.id, `two #${tag}`);
    await edited(a, p.id, `three #${tag}`);
    expect(await versionItems(p.id)).toHaveLength(2);
    expect((await api(`/api/posts/${p.id}`, { token: a.idToken, method: 'DELETE' })).status).toBe(200);
    expect(await versionItems(p.id)).toEqual([]);
    expect(await partition(`${KEYS.hashtagPost.pk}${tag}`)).toEqual([]);
    expect((await api(`/api/posts/${p.id}/history`, { token: a.idToken })).status).toBe(404);
    await streamDrained();
    expect(await partition(postKey(p.id).PK)).toEqual([]);
  });
});
