import { describe, expect, it } from 'vitest';
import { commentKey } from '../../functions/data/comment';
import { feedPk } from '../../functions/data/feed';
import { parsePopKey } from '../../functions/data/pop';
import { postKey } from '../../functions/data/post';
import { NEXT_CURSOR_HEADER } from '../../shared/constants';
import type { Comment, Post } from '../../shared/schemas/posts';
import { api, banFan, cloud, eventually, streamDrained } from './helpers';
import { type Member, member, newPost, partition, post, uploadPostImage } from './social-helpers';

describe('posts', () => {
  it('creates a trimmed post with an image of one’s own upload, and reads it back everywhere', async () => {
    const a = await member('Poster A');
    const tag = `Mania${Date.now().toString(36)}`;
    const imageURL = await uploadPostImage(a);
    const res = await post(a, { content: `  What a match! #${tag} #RAW  `, imageURL });
    expect(res.status).toBe(201);
    const created = res.json as unknown as Post;
    expect(created).toMatchObject({
      content: `What a match! #${tag} #RAW`,
      authorId: a.sub,
      authorDisplayName: 'Poster A',
      authorHandle: a.handle,
      popCount: 0,
      commentCount: 0,
      userReacted: false,
      linkPreviewUrl: null,
    });
    expect(created.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(created.imageUrl).toMatch(new RegExp(`^/media/uploads/${a.sub}/[0-9A-Z]{26}\\.full\\.webp$`));
    expect((await fetch(`${cloud().apiBase}${created.imageUrl}`)).status).toBe(200);

    expect((await api(`/api/posts/${created.id}`, { token: a.idToken })).json).toEqual(created);
    const mine = (await api(`/api/posts/user/${a.sub}`, { token: a.idToken })).json as unknown as Post[];
    expect(mine.map((p) => p.id)).toEqual([created.id]);
    // Hashtags are found whatever the case, with or without "#".
    for (const t of [tag, tag.toLowerCase(), tag.toUpperCase(), encodeURIComponent(`#${tag}`)]) {
      const tagged = (await api(`/api/posts/hashtag/${t}`, { token: a.idToken })).json as unknown as Post[];
      expect(tagged.map((p) => p.id)).toEqual([created.id]);
    }
    // The author's own feed has it at once (written with the post).
    const feed = (await api('/api/posts/feed', { token: a.idToken })).json as unknown as Post[];
    expect(feed[0]?.id).toBe(created.id);
  });

  it('refuses blank, oversize and foreign input with a message and stores nothing', async () => {
    const a = await member('Careful Poster');
    const b = await member('Other Fan');
    const bImage = await uploadPostImage(b);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ content: '   ' }, 400, 'Please enter some content for your post'],
      [{ content: 'x'.repeat(501) }, 400, 'Posts can be at most 500 characters'],
      [{ content: 'mine', imageURL: bImage }, 400, 'The image must be one of your own uploads'],
      [
        { content: 'mine', imageURL: 'https://evil.example.com/x.png' },
        400,
        'The image must be one of your own uploads',
      ],
      [
        { content: 'video', linkPreviewUrl: 'https://vimeo.com/123' },
        400,
        'Please enter a YouTube watch, embed or youtu.be link',
      ],
      [{ content: 'spoof', authorId: b.sub }, 400, 'Unrecognized key: "authorId"'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(a, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(String(res.json?.message)).toContain(message.split('"')[0]);
    }
    expect((await api('/api/posts', { token: a.idToken, method: 'POST', rawBody: '{nope' })).status).toBe(
      400,
    );
    expect((await api(`/api/posts/user/${a.sub}`, { token: a.idToken })).json).toEqual([]);
    expect(await partition(feedPk(a.sub))).toEqual([]);
  });

  it('keeps a YouTube link preview in its canonical form, with the server’s title, never the client’s', async () => {
    const a = await member();
    const res = await post(a, {
      content: 'Check out this video: https://youtu.be/dQw4w9WgXcQ',
      linkPreviewUrl: 'https://youtu.be/dQw4w9WgXcQ?t=42',
      linkPreviewTitle: 'FREE TITLE BELTS click here',
      linkPreviewDescription: 'totally official',
    });
    expect(res.status).toBe(201);
    // What the server fetched (or its thumbnail-only fallback when YouTube is out of reach).
    const preview = await api('/api/youtube/preview', {
      token: a.idToken,
      method: 'POST',
      body: { url: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(res.json).toMatchObject({
      linkPreviewUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      linkPreviewTitle: preview.json?.title,
    });
    expect(res.json?.linkPreviewTitle).not.toBe('FREE TITLE BELTS click here');
    expect(res.json?.linkPreviewDescription).not.toBe('totally official');
    // A preview of a link the post does not hold is refused.
    const elsewhere = await post(a, {
      content: 'no link here',
      linkPreviewUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json?.message).toBe('The video link must be in the post');
  });

  it('pages a fan’s posts newest first with the before cursor', async () => {
    const a = await member('Prolific');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await newPost(a, `post ${i}`)).id);
    const newest = ids.slice().reverse();
    const first = (await api(`/api/posts/user/${a.sub}?limit=2`, { token: a.idToken }))
      .json as unknown as Post[];
    expect(first.map((p) => p.id)).toEqual(newest.slice(0, 2));
    const next = (await api(`/api/posts/user/${a.sub}?limit=2&before=${first[1]?.id}`, { token: a.idToken }))
      .json as unknown as Post[];
    expect(next.map((p) => p.id)).toEqual(newest.slice(2, 4));
    expect((await api(`/api/posts/feed?before=not-a-ulid`, { token: a.idToken })).status).toBe(400);
    expect((await api(`/api/posts/feed?limit=51`, { token: a.idToken })).status).toBe(400);
  });

  it('lets only the author delete a post; its hashtag entry goes with it', async () => {
    const a = await member('Deleter');
    const b = await member('Not The Author');
    const tag = `gone${Date.now().toString(36)}`;
    const p = await newPost(a, `bye #${tag}`);
    expect(await api(`/api/posts/${p.id}`, { token: b.idToken, method: 'DELETE' })).toMatchObject({
      status: 403,
      json: { message: 'You can only delete your own posts' },
    });
    expect((await api(`/api/posts/${p.id}`, { token: b.idToken })).status).toBe(200);
    expect((await api(`/api/posts/${p.id}`, { token: a.idToken, method: 'DELETE' })).status).toBe(200);
    expect(await api(`/api/posts/${p.id}`, { token: a.idToken })).toMatchObject({
      status: 404,
      json: { message: 'Post not found' },
    });
    expect((await api(`/api/posts/${p.id}`, { token: a.idToken, method: 'DELETE' })).status).toBe(404);
    expect((await api(`/api/posts/hashtag/${tag}`, { token: a.idToken })).json).toEqual([]);
  });

  it('hides the posts of banned fans', async () => {
    const a = await member('To Be Banned');
    const b = await member('Reader');
    const p = await newPost(a, 'soon hidden');
    await banFan(a.sub);
    expect((await api(`/api/posts/${p.id}`, { token: b.idToken })).status).toBe(404);
    expect((await api(`/api/posts/user/${a.sub}`, { token: b.idToken })).json).toEqual([]);
  });
});

describe('comments', () => {
  it('adds, lists and deletes comments with an exact count; only the comment’s author or the post’s may delete', async () => {
    const a = await member('Post Author');
    const b = await member('Commenter');
    const c = await member('Bystander');
    const p = await newPost(a, 'Discuss!');
    const add = (content: string) =>
      api('/api/comments', { token: b.idToken, method: 'POST', body: { postId: p.id, content } });
    const first = await add('  Great post  ');
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      content: 'Great post',
      authorId: b.sub,
      authorDisplayName: 'Commenter',
      postId: p.id,
    });
    await add('Second thought');
    const list = (await api(`/api/posts/${p.id}/comments`, { token: a.idToken }))
      .json as unknown as Comment[];
    expect(list.map((c) => c.content)).toEqual(['Great post', 'Second thought']);
    expect((await api(`/api/posts/${p.id}`, { token: a.idToken })).json?.commentCount).toBe(2);

    const id = String(first.json?.id);
    // Neither the comment's nor the post's author: refused, nothing changes.
    expect(await api(`/api/comments/${id}`, { token: c.idToken, method: 'DELETE' })).toMatchObject({
      status: 403,
      json: { message: 'You can only delete your own comments and comments on your posts' },
    });
    expect((await api(`/api/posts/${p.id}`, { token: a.idToken })).json?.commentCount).toBe(2);
    expect((await api(`/api/comments/${id}`, { token: b.idToken, method: 'DELETE' })).status).toBe(200);
    expect((await api(`/api/comments/${id}`, { token: b.idToken, method: 'DELETE' })).status).toBe(404);
    expect((await api(`/api/posts/${p.id}`, { token: a.idToken })).json?.commentCount).toBe(1);
  });

  it('lets a post’s author delete any comment on their post, and its author is not told (thread moderation)', async () => {
    const a = await member('Thread Owner');
    const b = await member('Thread Commenter');
    const p = await newPost(a, 'My thread, my call');
    const other = await newPost(b, 'Someone else’s thread');
    const comment = async (fan: Member, postId: string, content: string) => {
      const res = await api('/api/comments', {
        token: fan.idToken,
        method: 'POST',
        body: { postId, content },
      });
      expect(res.status, res.text).toBe(201);
      return String(res.json?.id);
    };
    const theirs = await comment(b, p.id, 'Off-topic rant');
    const onOther = await comment(b, other.id, 'On my own post');
    await streamDrained();
    const notes = async (fan: Member) => (await api('/api/notifications', { token: fan.idToken })).json;
    expect(await notes(b)).toEqual([]);

    expect((await api(`/api/comments/${theirs}`, { token: a.idToken, method: 'DELETE' })).status).toBe(200);
    expect((await api(`/api/posts/${p.id}/comments`, { token: a.idToken })).json).toEqual([]);
    expect((await api(`/api/posts/${p.id}`, { token: a.idToken })).json?.commentCount).toBe(0);
    // Only on their own thread: a comment on someone else's post is not theirs to delete.
    expect((await api(`/api/comments/${onOther}`, { token: a.idToken, method: 'DELETE' })).status).toBe(403);
    expect((await api(`/api/posts/${other.id}`, { token: b.idToken })).json?.commentCount).toBe(1);
    await streamDrained();
    // The comment's author is told nothing; the post's author's "commented" notification went with it.
    expect(await notes(b)).toEqual([]);
    expect(await notes(a)).toEqual([]);
  });

  it('refuses blank comments and comments on missing posts', async () => {
    const a = await member();
    const p = await newPost(a, 'hi');
    expect(
      await api('/api/comments', { token: a.idToken, method: 'POST', body: { postId: p.id, content: '  ' } }),
    ).toMatchObject({ status: 400, json: { message: 'Please enter a comment' } });
    expect(
      await api('/api/comments', {
        token: a.idToken,
        method: 'POST',
        body: { postId: '01JAAAAAAAAAAAAAAAAAAAAAAA', content: 'x' },
      }),
    ).toMatchObject({ status: 404, json: { message: 'Post not found' } });
    expect((await api('/api/posts/01JAAAAAAAAAAAAAAAAAAAAAAA/comments', { token: a.idToken })).status).toBe(
      404,
    );
    expect((await api(`/api/posts/${p.id}`, { token: a.idToken })).json?.commentCount).toBe(0);
  });
});

describe('Pops', () => {
  it('counts 100 concurrent Pops by different fans exactly', async () => {
    const author = await member('Viral Author');
    const p = await newPost(author, 'Pop this!');
    const fans = await Promise.all(Array.from({ length: 100 }, (_, i) => member(`Popper ${i}`)));
    const results = await Promise.all(
      fans.map((f) => api('/api/reactions', { token: f.idToken, method: 'POST', body: { postId: p.id } })),
    );
    expect(results.filter((r) => r.status === 200 && r.json?.added === true)).toHaveLength(100);
    expect((await api(`/api/posts/${p.id}`, { token: author.idToken })).json?.popCount).toBe(100);
    expect((await partition(postKey(p.id).PK)).filter((i) => parsePopKey(i))).toHaveLength(100);
    const seen = (await api(`/api/posts/${p.id}`, { token: fans[0]?.idToken })).json;
    expect(seen).toMatchObject({ popCount: 100, userReacted: true });
  }, 60_000);

  it('counts the same fan popping twice at once only once, and toggles', async () => {
    const a = await member('Double Tapper');
    const p = await newPost(a, 'double tap');
    const pop = () => api('/api/reactions', { token: a.idToken, method: 'POST', body: { postId: p.id } });
    const both = await Promise.all([pop(), pop()]);
    const deltas = both.map((r) => (r.json?.added ? 1 : -1)).reduce((x, y) => x + y, 0);
    const markers = (await partition(postKey(p.id).PK)).filter((i) => parsePopKey(i)).length;
    const count = Number((await api(`/api/posts/${p.id}`, { token: a.idToken })).json?.popCount);
    expect(count).toBe(markers);
    expect(count).toBe(deltas);
    expect(count).toBeLessThanOrEqual(1);
    // A plain toggle: on, then off.
    const before = count;
    const on = await pop();
    expect(on.json).toEqual({ added: before === 0, popCount: before === 0 ? 1 : 0 });
    const off = await pop();
    expect(off.json).toEqual({ added: before !== 0, popCount: before });
  });

  it('pops comments, and refuses missing targets and bad input', async () => {
    const a = await member('Comment Popper');
    const p = await newPost(a, 'post');
    const c = await api('/api/comments', {
      token: a.idToken,
      method: 'POST',
      body: { postId: p.id, content: 'c' },
    });
    const commentId = String(c.json?.id);
    expect(
      (await api('/api/reactions', { token: a.idToken, method: 'POST', body: { commentId } })).json,
    ).toEqual({
      added: true,
      popCount: 1,
    });
    const list = (await api(`/api/posts/${p.id}/comments`, { token: a.idToken }))
      .json as unknown as Comment[];
    expect(list[0]).toMatchObject({ popCount: 1, userReacted: true });
    expect(
      await api('/api/reactions', {
        token: a.idToken,
        method: 'POST',
        body: { postId: '01JAAAAAAAAAAAAAAAAAAAAAAA' },
      }),
    ).toMatchObject({ status: 404, json: { message: 'Post not found' } });
    expect(
      await api('/api/reactions', { token: a.idToken, method: 'POST', body: { commentId: 'nope' } }),
    ).toMatchObject({ status: 404, json: { message: 'Comment not found' } });
    expect((await api('/api/reactions', { token: a.idToken, method: 'POST', body: {} })).status).toBe(400);
    expect(
      (await api('/api/reactions', { token: a.idToken, method: 'POST', body: { postId: p.id, commentId } }))
        .status,
    ).toBe(400);
  });

  it('sweeps a deleted post’s comments and Pops', async () => {
    const a = await member('Sweeper');
    const p = await newPost(a, 'short-lived');
    const c = await api('/api/comments', {
      token: a.idToken,
      method: 'POST',
      body: { postId: p.id, content: 'c' },
    });
    const commentId = String(c.json?.id);
    await api('/api/reactions', { token: a.idToken, method: 'POST', body: { postId: p.id } });
    await api('/api/reactions', { token: a.idToken, method: 'POST', body: { commentId } });
    expect((await api(`/api/posts/${p.id}`, { token: a.idToken, method: 'DELETE' })).status).toBe(200);
    await eventually(
      async () =>
        (await partition(postKey(p.id).PK)).length === 0 &&
        (await partition(commentKey(commentId).PK)).length === 0,
    );
  });
});

describe('POST /api/youtube/preview', () => {
  it('previews watch, embed and short links by their canonical URL, falling back to the thumbnail offline', async () => {
    const a = await member();
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/embed/dQw4w9WgXcQ',
      'youtu.be/dQw4w9WgXcQ',
    ]) {
      const res = await api('/api/youtube/preview', { token: a.idToken, method: 'POST', body: { url } });
      expect(res.status).toBe(200);
      expect(res.json?.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      expect(String(res.json?.image)).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/dQw4w9WgXcQ\//);
      expect(String(res.json?.title).length).toBeGreaterThan(0);
    }
  });

  it('refuses anything but a YouTube link, without fetching it', async () => {
    const a = await member();
    for (const url of [
      'https://vimeo.com/123456',
      'http://127.0.0.1:4566/latest/meta-data',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      '',
    ]) {
      const res = await api('/api/youtube/preview', { token: a.idToken, method: 'POST', body: { url } });
      expect(res.status, url).toBe(400);
    }
  });

  it('pages a hashtag on the raw cursor, so a banned spammer cannot end the list early', async () => {
    const fan = await member('Honest Fan');
    const spammer = await member('Spammer');
    const tag = `cursor${Date.now()}`;
    const honest = [];
    for (let i = 0; i < 3; i++) honest.push(await newPost(fan, `honest ${i} #${tag}`));
    for (let i = 0; i < 5; i++) await newPost(spammer, `buy now ${i} #${tag}`);
    await banFan(spammer.sub);

    const first = await api(`/api/posts/hashtag/${tag}?limit=5`, { token: fan.idToken });
    expect(first.json).toEqual([]);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const second = await api(`/api/posts/hashtag/${tag}?limit=5&before=${cursor}`, { token: fan.idToken });
    expect((second.json as unknown as Post[]).map((p) => p.id)).toEqual(honest.map((p) => p.id).reverse());
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });
});
