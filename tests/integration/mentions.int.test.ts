/**
 * @mentions and reply controls on the real local cloud: resolution (existing handles only, at most
 * 10), the mention notification (once per fan mentioned, a later mention by a MODIFY too, replays
 * counting nothing, never the author, "Who can mention me"), the reply policies (403 "Replies are
 * limited" and nothing written; the author always may) and bad input.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { getPost, postKey } from '../../functions/data/post';
import { recordOf } from '../../functions/data/record';
import { handleMentionChange } from '../../functions/domain/mention-notifications';
import { changeOf } from '../../functions/lib/stream';
import type { Notification } from '../../shared/schemas/notifications';
import type { Comment, Post } from '../../shared/schemas/posts';
import { api, streamDrained } from './helpers';
import { follow, type Member, member, newPost, post } from './social-helpers';

const notifications = async (fan: Member) => {
  const res = await api('/api/notifications', { token: fan.idToken });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as Notification[];
};
const mentionNotes = async (fan: Member) => (await notifications(fan)).filter((n) => n.type === 'mention');
const comment = (fan: Member, postId: string, content: string) =>
  api('/api/comments', { token: fan.idToken, method: 'POST', body: { postId, content } });
const patchPost = (fan: Member, postId: string, body: Record<string, unknown>) =>
  api(`/api/posts/${postId}`, { token: fan.idToken, method: 'PATCH', body });
const setPolicies = (fan: Member, body: Record<string, unknown>) =>
  api('/api/profile', { token: fan.idToken, method: 'PUT', body });

describe('@mentions', () => {
  it('resolves existing handles only, at most 10, keeps the rest as text, and returns them on every read', async () => {
    const author = await member('Mention Author');
    const fans = await Promise.all(Array.from({ length: 11 }, (_, i) => member(`Mentioned Fan ${i}`)));
    const handles = fans.map((f) => f.handle);
    const text = `@nobody_has_this_handle ${handles.map((h) => `@${h}`).join(' ')} mail@${handles[0]}.com`;
    expect(text.length).toBeLessThanOrEqual(500);
    const created = await newPost(author, text);
    expect(created.mentions).toEqual(fans.slice(0, 10).map((f) => ({ handle: f.handle, userId: f.sub })));
    expect(created.content).toBe(text);
    // The same on a read, with the case the author typed.
    const upper = await newPost(author, `hi @${fans[0]?.handle.toUpperCase()} and @${fans[0]?.handle}`);
    expect(upper.mentions).toEqual([{ handle: fans[0]?.handle.toUpperCase(), userId: fans[0]?.sub }]);
    const read = await api(`/api/posts/${created.id}`, { token: author.idToken });
    expect((read.json as unknown as Post).mentions).toHaveLength(10);
    const c = await comment(author, created.id, `thanks @${handles[10]} and @nobody_has_this_handle`);
    expect(c.status, c.text).toBe(201);
    expect((c.json as unknown as Comment).mentions).toEqual([{ handle: handles[10], userId: fans[10]?.sub }]);
    const listed = await api(`/api/posts/${created.id}/comments`, { token: author.idToken });
    expect((listed.json as unknown as Comment[])[0]?.mentions).toHaveLength(1);
    // A post without mentions has none.
    expect((await newPost(author, 'no one here, @ alone')).mentions).toEqual([]);
  });

  it('tells each fan mentioned once (post INSERT, a later MODIFY, comment INSERT, replays), never the author', async () => {
    const author = await member('Loud Author');
    const b = await member('Quiet Fan');
    const c = await member('Later Fan');
    const p = await newPost(author, `hey @${b.handle} and me @${author.handle}`);
    await streamDrained();
    const first = await mentionNotes(b);
    expect(first.map((n) => [n.message, n.postId, n.fromUserId])).toEqual([
      ['Loud Author mentioned you', p.id, author.sub],
    ]);
    expect(await mentionNotes(author)).toEqual([]);

    // An edit (a MODIFY of the post) that adds a mention tells only the newly mentioned fan.
    const mentions = [
      { handle: b.handle, userId: b.sub },
      { handle: c.handle, userId: c.sub },
    ];
    const before = await getPost(getDb(), p.id, true);
    await getDb().doc.send(
      new UpdateCommand({
        TableName: getDb().table,
        Key: postKey(p.id),
        UpdateExpression: 'SET mentions = :m, content = :c',
        ExpressionAttributeValues: { ':m': mentions, ':c': `hey @${b.handle} and @${c.handle}` },
      }),
    );
    await streamDrained();
    expect((await mentionNotes(c)).map((n) => n.message)).toEqual(['Loud Author mentioned you']);
    expect(await mentionNotes(b)).toHaveLength(1);

    // The same MODIFY delivered again counts nothing twice.
    const after = await getPost(getDb(), p.id, true);
    const raw: DynamoDBRecord = {
      eventID: `modify-${p.id}`,
      eventName: 'MODIFY',
      dynamodb: {
        Keys: marshall(postKey(p.id)) as never,
        OldImage: marshall(before, { removeUndefinedValues: true }) as never,
        NewImage: marshall(after, { removeUndefinedValues: true }) as never,
      },
    };
    const record = recordOf(changeOf(raw));
    if (!record) throw new Error('not a post record');
    const pushed: string[] = [];
    const deps = { db: getDb(), push: async (userId: string) => void pushed.push(userId) };
    await handleMentionChange(deps, record);
    await handleMentionChange(deps, record);
    expect(pushed).toEqual([]);
    expect(await mentionNotes(c)).toHaveLength(1);
    const unreadC = Number((await api('/api/auth/user', { token: c.idToken })).json?.unreadNotifications);
    expect(unreadC).toBe(1);

    // A comment's mention groups with the post's for that fan.
    const other = await member('Chatty Fan');
    expect((await comment(other, p.id, `@${c.handle} look`)).status).toBe(201);
    await streamDrained();
    const grouped = await mentionNotes(c);
    expect(grouped).toHaveLength(1);
    expect(grouped[0]?.message).toBe('Chatty Fan and 1 other mentioned you');

    // Deleting the post takes its mention back.
    expect((await api(`/api/posts/${p.id}`, { token: author.idToken, method: 'DELETE' })).status).toBe(200);
    await streamDrained();
    expect(await mentionNotes(b)).toEqual([]);
  });

  it("respects the mentioned fan's 'Who can mention me'", async () => {
    const picky = await member('Picky Fan');
    const friend = await member('Friend Fan');
    const stranger = await member('Stranger Fan');
    const set = await setPolicies(picky, { mentionPolicy: 'following' });
    expect(set.status, set.text).toBe(200);
    expect(set.json?.mentionPolicy).toBe('following');
    expect((await api('/api/user', { token: picky.idToken })).json?.mentionPolicy).toBe('following');
    expect((await follow(picky, friend.sub)).status).toBeLessThan(300);
    await newPost(stranger, `yo @${picky.handle}`);
    await newPost(friend, `yo @${picky.handle}`);
    await streamDrained();
    expect((await mentionNotes(picky)).map((n) => n.fromUserId)).toEqual([friend.sub]);
    // Back to everyone: the stranger's next mention tells them.
    expect((await setPolicies(picky, { mentionPolicy: 'everyone' })).status).toBe(200);
    await newPost(stranger, `again @${picky.handle}`);
    await streamDrained();
    expect((await mentionNotes(picky)).map((n) => n.fromUserId).sort()).toEqual(
      [friend.sub, stranger.sub].sort(),
    );
  });
});

describe('who can reply', () => {
  it('limits comments to the policy (403 "Replies are limited", nothing written); the author always may', async () => {
    const author = await member('Thread Owner');
    const followed = await member('Followed Fan');
    const mentioned = await member('Named Fan');
    const outsider = await member('Outside Fan');
    expect((await follow(author, followed.sub)).status).toBeLessThan(300);

    const tryAll = async (p: Post) => {
      const codes: Record<string, number> = {};
      for (const [name, fan] of Object.entries({ author, followed, mentioned, outsider }))
        codes[name] = (await comment(fan, p.id, `reply from ${name}`)).status;
      return codes;
    };

    const open = await newPost(author, `open to all @${mentioned.handle}`);
    expect(open.replyPolicy).toBe('everyone');
    expect(await tryAll(open)).toEqual({ author: 201, followed: 201, mentioned: 201, outsider: 201 });

    const byFollow = (
      await post(author, { content: `follows only @${mentioned.handle}`, replyPolicy: 'following' })
    ).json as unknown as Post;
    expect(byFollow.replyPolicy).toBe('following');
    expect(await tryAll(byFollow)).toEqual({ author: 201, followed: 201, mentioned: 403, outsider: 403 });

    const byMention = (
      await post(author, { content: `mentioned only @${mentioned.handle}`, replyPolicy: 'mentioned' })
    ).json as unknown as Post;
    expect(await tryAll(byMention)).toEqual({ author: 201, followed: 403, mentioned: 201, outsider: 403 });

    const refused = await comment(outsider, byMention.id, 'let me in');
    expect(refused.status).toBe(403);
    expect(refused.json?.message).toBe('Replies are limited');
    const comments = await api(`/api/posts/${byMention.id}/comments`, { token: author.idToken });
    expect((comments.json as unknown as Comment[]).map((c) => c.authorId).sort()).toEqual(
      [author.sub, mentioned.sub].sort(),
    );
    expect((await getPost(getDb(), byMention.id, true))?.commentCount).toBe(2);

    // canReply tells each viewer what they may do.
    const seen = async (fan: Member, id: string) =>
      ((await api(`/api/posts/${id}`, { token: fan.idToken })).json as unknown as Post).canReply;
    expect(await seen(outsider, byFollow.id)).toBe(false);
    expect(await seen(followed, byFollow.id)).toBe(true);
    expect(await seen(author, byFollow.id)).toBe(true);
    expect(await seen(mentioned, byMention.id)).toBe(true);
    expect(await seen(followed, byMention.id)).toBe(false);

    // The author opens it up later; the outsider may reply now. Nobody else may change it.
    expect((await patchPost(outsider, byMention.id, { replyPolicy: 'everyone' })).status).toBe(403);
    const opened = await patchPost(author, byMention.id, { replyPolicy: 'everyone' });
    expect(opened.status, opened.text).toBe(200);
    expect((opened.json as unknown as Post).replyPolicy).toBe('everyone');
    expect((await comment(outsider, byMention.id, 'finally')).status).toBe(201);

    // The post's author can still delete any comment on their post.
    const mine = (await comment(outsider, open.id, 'delete me')).json as unknown as Comment;
    expect((await api(`/api/comments/${mine.id}`, { token: author.idToken, method: 'DELETE' })).status).toBe(
      200,
    );
  });

  it("new posts start with the author's default reply policy", async () => {
    const author = await member('Careful Author');
    const set = await setPolicies(author, { replyPolicy: 'following' });
    expect(set.status, set.text).toBe(200);
    expect(set.json?.replyPolicy).toBe('following');
    expect((await newPost(author, 'defaults')).replyPolicy).toBe('following');
    const chosen = await post(author, { content: 'chosen', replyPolicy: 'everyone' });
    expect((chosen.json as unknown as Post).replyPolicy).toBe('everyone');
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const author = await member('Strict Author');
    const p = await newPost(author, 'strict');
    const bad = [
      await post(author, { content: 'x', replyPolicy: 'friends' }),
      await patchPost(author, p.id, { replyPolicy: 'nobody' }),
      await patchPost(author, p.id, {}),
      await patchPost(author, p.id, { replyPolicy: 'everyone', pinned: true }),
      await setPolicies(author, { mentionPolicy: 'mentioned' }),
      await setPolicies(author, { replyPolicy: 42 }),
    ];
    for (const res of bad) {
      expect(res.status, res.text).toBe(400);
      expect(typeof res.json?.message).toBe('string');
    }
    expect((await patchPost(author, '01JZZZZZZZZZZZZZZZZZZZZZZZ', { replyPolicy: 'everyone' })).status).toBe(
      404,
    );
    expect((await getPost(getDb(), p.id, true))?.replyPolicy).toBe('everyone');
    const me = await api('/api/user', { token: author.idToken });
    expect([me.json?.mentionPolicy, me.json?.replyPolicy]).toEqual(['everyone', 'everyone']);
  });
});
