/**
 * Moderation on the real local cloud: member reports (once per item, rate-limited), the admin
 * route matrix, status transitions, takedowns with the audit log, and bans that hold everywhere:
 * the next HTTP request, the next WebSocket connect, open sockets, sign-in, every list.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getDb } from '../../functions/data/client';
import { userKey } from '../../functions/data/user';
import { cognitoClient, signIn } from '../../scripts/local/seed';
import { REPORTS_PER_HOUR } from '../../shared/constants';
import { API_ERRORS, MODERATION_ERRORS } from '../../shared/messages';
import type { AuditEntry, Report, ReportStats } from '../../shared/schemas/moderation';
import type { Post } from '../../shared/schemas/posts';
import { api, cloud, eventually, streamDrained } from './helpers';
import { adminMember, follow, type Member, member, newPost } from './social-helpers';

const run = Date.now().toString(36);

const report = (fan: Member, body: Record<string, unknown>) =>
  api('/api/reports', { token: fan.idToken, method: 'POST', body });
async function comment(fan: Member, postId: string, content: string) {
  const res = await api('/api/comments', { token: fan.idToken, method: 'POST', body: { postId, content } });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string };
}
async function reports(admin: Member, query = ''): Promise<Report[]> {
  const res = await api(`/api/admin/reports${query}`, { token: admin.idToken });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as Report[];
}
async function stats(admin: Member): Promise<ReportStats> {
  return (await api('/api/admin/reports/stats', { token: admin.idToken })).json as unknown as ReportStats;
}
async function audit(admin: Member): Promise<AuditEntry[]> {
  const res = await api('/api/admin/audit?limit=100', { token: admin.idToken });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as AuditEntry[];
}

function connect(token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${cloud().wsUrl}/ws?token=${encodeURIComponent(token)}`);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

describe('moderation', () => {
  let admin: Member;
  let otherAdmin: Member;
  let reporter: Member;
  let troll: Member;

  beforeAll(async () => {
    [admin, otherAdmin, reporter, troll] = await Promise.all([
      adminMember(`Mod Squad ${run}`),
      adminMember(`Other Mod ${run}`),
      member(`Reporter ${run}`),
      member(`Troll ${run}`),
    ]);
  });

  it('admin routes: anonymous 401, member 403, admin 2xx; the public profile hides who is admin', async () => {
    const post = await newPost(troll, 'matrix post');
    const c = await comment(troll, post.id, 'matrix comment');
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/reports'],
      ['GET', '/api/admin/reports/stats'],
      ['GET', '/api/admin/audit'],
      ['PATCH', '/api/admin/reports/01ARZ3NDEKTSV4RRFFQ69G5FAV', { status: 'resolved' }],
      ['DELETE', `/api/admin/posts/${post.id}`],
      ['DELETE', `/api/admin/comments/${c.id}`],
      ['POST', `/api/admin/ban/${troll.sub}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await api(path, { method, body })).status, `${method} ${path} anonymous`).toBe(401);
      const asMember = await api(path, { method, body, token: reporter.idToken });
      expect(asMember.status, `${method} ${path} member`).toBe(403);
      expect(asMember.json?.message).toBe(API_ERRORS.adminOnly);
    }
    // Nothing changed: the post and the comment are still there, the troll is not banned.
    expect((await api(`/api/posts/${post.id}/comments`, { token: reporter.idToken })).status).toBe(200);
    expect((await api('/api/user', { token: troll.idToken })).status).toBe(200);
    for (const [method, path] of routes.slice(0, 3))
      expect((await api(path, { method, token: admin.idToken })).status, `${method} ${path} admin`).toBe(200);
    expect((await api('/api/user', { token: admin.idToken })).json?.isAdmin).toBe(true);
    expect((await api(`/api/users/${admin.sub}`, { token: reporter.idToken })).json?.isAdmin).toBe(false);
  });

  it('a member reports a post once; the admin sees every field; own content and bad input are refused', async () => {
    const post = await newPost(troll, `You all have terrible taste ${run}`);
    const before = await stats(admin);
    const first = await report(reporter, {
      postId: post.id,
      reason: 'harassment',
      description: '  Rude to everyone  ',
    });
    expect(first.status, first.text).toBe(201);
    const again = await report(reporter, { postId: post.id, reason: 'spam' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ id: first.json?.id, created: false });

    expect((await report(troll, { postId: post.id, reason: 'spam' })).json?.message).toBe(
      MODERATION_ERRORS.reportOwn,
    );
    for (const bad of [
      { postId: post.id, reason: 'boring' },
      { postId: post.id, commentId: 'x', reason: 'spam' },
      { reason: 'spam' },
      { postId: post.id, reason: 'other', description: 'x'.repeat(501) },
    ]) {
      const res = await report(reporter, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json?.message).toEqual(expect.any(String));
    }
    expect((await report(reporter, { postId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', reason: 'spam' })).status).toBe(
      404,
    );

    const listed = (await reports(admin, '?status=pending')).find((r) => r.id === first.json?.id);
    expect(listed).toMatchObject({
      status: 'pending',
      reason: 'harassment',
      reasonLabel: 'Harassment or bullying',
      description: 'Rude to everyone',
      reporter: { displayName: reporter.displayName, handle: reporter.handle },
      reportedUser: { id: troll.sub, displayName: troll.displayName, handle: troll.handle, banned: false },
      post: { id: post.id, content: post.content, authorId: troll.sub },
      comment: null,
      removedAt: null,
    });
    const after = await stats(admin);
    expect(after.total - before.total).toBe(1);
    expect(after.pending - before.pending).toBe(1);
  });

  it(`limits a member to ${REPORTS_PER_HOUR} reports an hour (429), without changing anything`, async () => {
    const busy = await member(`Busy Reporter ${run}`);
    const posts: Post[] = await Promise.all(
      Array.from({ length: REPORTS_PER_HOUR + 1 }, (_, i) => newPost(troll, `spam ${i} ${run}`)),
    );
    const answers = [];
    for (const p of posts) answers.push(await report(busy, { postId: p.id, reason: 'spam' }));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(REPORTS_PER_HOUR);
    expect(answers.at(-1)?.status).toBe(429);
    expect(Number(answers.at(-1)?.headers.get('retry-after'))).toBeGreaterThan(0);
    const last = posts.at(-1) as Post;
    const mine = (await reports(admin, '?limit=100')).filter((r) => r.reporter.handle === busy.handle);
    expect(mine).toHaveLength(REPORTS_PER_HOUR);
    expect(mine.some((r) => r.post?.id === last.id)).toBe(false);
  });

  it('pending -> reviewed or resolved only; takedowns keep the report and write the audit log', async () => {
    const post = await newPost(troll, `Takedown me ${run}`);
    const c = await comment(troll, post.id, `Comment to take down ${run}`);
    const onPost = (await report(reporter, { postId: post.id, reason: 'spam' })).json?.id as string;
    const onComment = (await report(reporter, { commentId: c.id, reason: 'hate' })).json?.id as string;
    const patch = (id: string, status: string) =>
      api(`/api/admin/reports/${id}`, { method: 'PATCH', token: admin.idToken, body: { status } });

    expect((await patch(onPost, 'pending')).status).toBe(400);
    expect((await patch(onPost, 'closed')).status).toBe(400);
    expect((await patch('01ARZ3NDEKTSV4RRFFQ69G5FAV', 'resolved')).status).toBe(404);
    const before = await stats(admin);
    expect((await patch(onPost, 'resolved')).status).toBe(200);
    const again = await patch(onPost, 'reviewed');
    expect(again.status).toBe(400);
    expect(again.json?.message).toBe(MODERATION_ERRORS.onlyPending);
    expect((await patch(onComment, 'reviewed')).status).toBe(200);
    const after = await stats(admin);
    expect(after.pending - before.pending).toBe(-2);
    expect(after.resolved - before.resolved).toBe(1);
    expect(after.reviewed - before.reviewed).toBe(1);
    expect((await reports(admin, '?status=resolved')).some((r) => r.id === onPost)).toBe(true);

    // Takedowns: the comment, then the post (and its comments with it, as the author's delete).
    expect(
      (await api(`/api/admin/comments/${c.id}`, { method: 'DELETE', token: admin.idToken })).status,
    ).toBe(200);
    expect(
      (await api(`/api/admin/posts/${post.id}`, { method: 'DELETE', token: admin.idToken })).status,
    ).toBe(200);
    expect(
      (await api(`/api/admin/posts/${post.id}`, { method: 'DELETE', token: admin.idToken })).status,
    ).toBe(404);
    expect((await api(`/api/posts/${post.id}/comments`, { token: reporter.idToken })).status).toBe(404);
    const kept = (await reports(admin, '?limit=100')).filter((r) => r.id === onPost || r.id === onComment);
    expect(kept).toHaveLength(2);
    for (const r of kept) expect(r.removedAt).toEqual(expect.any(String));
    expect(kept.find((r) => r.id === onComment)?.comment).toMatchObject({ id: c.id, postId: post.id });

    const log = await audit(admin);
    const mine = log.filter((e) => [onPost, onComment, post.id, c.id].includes(e.target.id));
    expect(mine.map((e) => e.action).sort()).toEqual(
      ['comment.deleted', 'post.deleted', 'report.resolved', 'report.reviewed'].sort(),
    );
    for (const e of mine)
      expect(e.admin).toEqual({ id: admin.sub, displayName: admin.displayName, handle: admin.handle });
    expect(log.find((e) => e.action === 'post.deleted' && e.target.id === post.id)?.summary).toBe(
      post.content,
    );
  });

  it('a ban holds at once: next request, WebSocket, open sockets, sign-in, every list; not for admins', async () => {
    const banned = await member(`Banned Fan ${run}`);
    const fan = await member(`Bystander ${run}`);
    const tag = `banned${run}`;
    const post = await newPost(banned, `Hot take #${tag}`);
    await comment(banned, (await newPost(fan, `bystander post ${run}`)).id, `banned comment ${run}`);
    expect((await follow(fan, banned.sub)).status).toBe(200);
    await streamDrained();
    const socket = await connect(banned.idToken);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    expect(
      (await api(`/api/admin/ban/${admin.sub}`, { method: 'POST', token: admin.idToken })).json?.message,
    ).toBe(MODERATION_ERRORS.banSelf);
    const adminBan = await api(`/api/admin/ban/${otherAdmin.sub}`, { method: 'POST', token: admin.idToken });
    expect(adminBan.status).toBe(403);
    expect(adminBan.json?.message).toBe(MODERATION_ERRORS.banAdmin);
    expect((await api('/api/user', { token: otherAdmin.idToken })).status).toBe(200);

    const res = await api(`/api/admin/ban/${banned.sub}`, { method: 'POST', token: admin.idToken });
    expect(res.status, res.text).toBe(200);
    // The very next request, with a token that is still valid.
    expect(await api('/api/posts/feed', { token: banned.idToken })).toMatchObject({
      status: 403,
      json: { message: API_ERRORS.banned },
    });
    await expect(connect(banned.idToken)).rejects.toThrow(/HTTP 403|HTTP 401/);
    await closed; // the live lane closed the open socket
    // Sign-in fails (Cognito user disabled).
    const client = cognitoClient(cloud().cognitoEndpoint);
    await expect(signIn(client, cloud().clientId, banned.email, banned.password)).rejects.toThrow(
      /disabled/i,
    );
    client.destroy();

    await streamDrained();
    expect((await api(`/api/users/${banned.sub}`, { token: fan.idToken })).status).toBe(404);
    const feed = (await api('/api/posts/feed', { token: fan.idToken })).json as unknown as Post[];
    expect(feed.some((p) => p.authorId === banned.sub)).toBe(false);
    const tagged = (await api(`/api/posts/hashtag/${tag}`, { token: fan.idToken })).json as unknown as Post[];
    expect(tagged).toEqual([]);
    await eventually(async () => {
      const found = (
        await api(`/api/users/search?q=${encodeURIComponent(`Banned Fan ${run}`)}`, { token: fan.idToken })
      ).json as unknown as { id: string }[];
      return !found.some((u) => u.id === banned.sub);
    });
    // Nobody can Pop or comment on a banned fan's post any more.
    expect(
      (await api('/api/reactions', { method: 'POST', token: fan.idToken, body: { postId: post.id } })).status,
    ).toBe(404);
    expect(
      (
        await api('/api/comments', {
          method: 'POST',
          token: fan.idToken,
          body: { postId: post.id, content: 'hi' },
        })
      ).status,
    ).toBe(404);
    expect((await audit(admin)).some((e) => e.action === 'user.banned' && e.target.id === banned.sub)).toBe(
      true,
    );

    // A purged profile does not come back unbanned on the next call.
    const db = getDb();
    await db.doc.send(new DeleteCommand({ TableName: db.table, Key: userKey(banned.sub) }));
    expect((await api('/api/user', { token: banned.idToken })).status).toBe(403);
    await expect(connect(banned.idToken)).rejects.toThrow(/HTTP 403|HTTP 401/);
  });
});
