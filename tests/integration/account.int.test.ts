/**
 * The account lifecycle on the real local cloud: export, deletion (password again), the purge
 * through the real stream and work items until nothing of the fan is left and every counter they
 * touched is as if they had never been there; an interrupted purge finished by the next run; a
 * Cognito user deleted some other way purged by the sweeper.
 */

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  AdminDeleteUserCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { closeAccount, closedKey, getClosed } from '../../functions/data/account';
import { batchWrite } from '../../functions/data/batch';
import { getDb } from '../../functions/data/client';
import { getComment } from '../../functions/data/comment';
import { KEYS } from '../../functions/data/keys';
import { dropMention, mentionedInKey } from '../../functions/data/mention';
import { parkedNaming, unparkRecord } from '../../functions/data/parked';
import { getPost, postKey } from '../../functions/data/post';
import { getUserById } from '../../functions/data/user';
import { workId, workKey } from '../../functions/data/work';
import {
  deleteAccount,
  isPurged,
  remainingData,
  startPurge,
  sweepAccounts,
} from '../../functions/domain/account';
import { PURGE_PLANS } from '../../functions/domain/purge';
import { type AccountDirectory, cognitoDirectory } from '../../functions/lib/accounts';
import { cognitoClient, signIn } from '../../scripts/local/seed';
import { putFixtureEntity } from '../../scripts/local/seed-catalogue';
import { ACCOUNT_TEXTS } from '../../shared/messages';
import type { AccountExportPage } from '../../shared/schemas/account';
import type { Notification } from '../../shared/schemas/notifications';
import type { Comment, Post } from '../../shared/schemas/posts';
import { api, cloud, confirmEmail, eventually, mailedCode, streamDrained } from './helpers';
import { follow, type Member, member, newPost, partition, uploadPostImage } from './social-helpers';

const run = Date.now().toString(36);
const db = () => getDb();
const sweep = () => sweepAccounts({ db: db(), directory: cognitoDirectory(), now: () => new Date() }, 30_000);
const cognitoUserExists = (userId: string) => cognitoDirectory().userExists(userId);
const deleteMe = (fan: Member) =>
  api('/api/account', { token: fan.idToken, method: 'DELETE', body: { password: fan.password } });

/** The export cursor as the server spells it (base64url JSON), to tamper with. */
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function comment(fan: Member, postId: string, content: string) {
  const res = await api('/api/comments', { token: fan.idToken, method: 'POST', body: { postId, content } });
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Comment;
}

/** An operator script (`npm run <script> -- ... --profile integration`) on the integration cloud. */
async function operatorScript(file: string, args: string[]): Promise<{ out: string; code: number }> {
  try {
    const { stdout } = await promisify(execFile)('npx', ['tsx', file, ...args, '--profile', 'integration'], {
      env: process.env,
      timeout: 60_000,
    });
    return { out: stdout, code: 0 };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; code?: number };
    return { out: `${e.stdout ?? ''}${e.stderr ?? ''}`, code: Number(e.code ?? 1) };
  }
}
const purgeCheck = (userId: string) => operatorScript('scripts/purge-check.ts', [userId]);

/** The mention notification source markers that name `userId` (found by a Scan: a test's look). */
const mentionMarkersNaming = async (userId: string) =>
  (await itemsNaming([userId])).filter((k) => k.startsWith(`${KEYS.notificationSource.pk}mention:`));

/** The posts' and comments' PKs in a fan's mention index. */
const mentionEntries = async (userId: string) =>
  (await partition(mentionedInKey(userId, '').PK)).map((i) => String(i.SK)).sort();
async function signInRefused(fan: Member) {
  const client = cognitoClient(cloud().cognitoEndpoint);
  await expect(signIn(client, cloud().clientId, fan.email, fan.password)).rejects.toThrow();
  client.destroy();
}

const pop = (fan: Member, body: Record<string, string>) =>
  api('/api/reactions', { token: fan.idToken, method: 'POST', body });

/** Counters of other fans and their content, to compare before the fan acted and after the purge. */
async function countersOf(fans: Member[], posts: Post[]) {
  const users = await Promise.all(fans.map((f) => getUserById(db(), f.sub, true)));
  const items = await Promise.all(posts.map((p) => getPost(db(), p.id, true)));
  return {
    users: users.map((u) => ({ followers: u?.followerCount, following: u?.followingCount })),
    posts: items.map((p) => ({ pops: p?.popCount, comments: p?.commentCount })),
  };
}

/** The keys of every item of the table whose keys or attributes contain one of `needles`. */
async function itemsNaming(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().doc.send(
      new ScanCommand({ TableName: db().table, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of res.Items ?? []) {
      const text = JSON.stringify(item, (_k, v) => (v instanceof Set ? [...v] : v));
      if (needles.some((n) => text.includes(n))) found.push(`${item.PK} / ${item.SK}`);
    }
    start = res.LastEvaluatedKey;
  } while (start);
  return found.sort();
}

/** Waits until the purge has left nothing of the fan (the stream and its work items run async). */
async function purged(userId: string) {
  let left = {};
  await eventually(async () => {
    await streamDrained();
    left = await remainingData(db(), userId);
    if (isPurged(left)) return true;
    // What the sweeper does for a purge that left something (activity counted after its page ran).
    await startPurge(db(), userId);
    return false;
  }, 60_000).catch((err: Error) => {
    throw new Error(`${err.message}; left: ${JSON.stringify(left)}`);
  });
}

let fixtures = 0;

/** The fan does everything a fan can; returns what others own that the fan touched. */
async function activeFan(name: string, others: [Member, Member]) {
  const [y, z] = others;
  const fan = await member(name);
  const yPost = await newPost(y, `Y's post ${run}`);
  const zComment = await comment(z, yPost.id, `Z's comment ${run}`);
  const baseline = await countersOf(others, [yPost]);
  const image = await uploadPostImage(fan);
  const res = await api('/api/posts', {
    token: fan.idToken,
    method: 'POST',
    body: { content: `Purge me #purge${run}`, imageURL: image },
  });
  expect(res.status, res.text).toBe(201);
  const own = res.json as unknown as Post;
  for (let i = 0; i < 3; i++) await newPost(fan, `more ${i} ${run}`);
  // Spoiler Guard: a followed promotion, a watch status and settings, on the fan's controls item.
  const promotion = await putFixtureEntity(db(), {
    kind: 'promotion',
    slug: `acct-p-${run}-${++fixtures}`,
    name: 'Acct Promotion',
  });
  const show = await putFixtureEntity(db(), {
    kind: 'show',
    slug: `acct-s-${run}-${fixtures}`,
    name: 'Acct Weekly',
    promotionId: promotion.id,
    startsAt: new Date(Date.now() - 3600_000).toISOString(),
    endsAt: new Date(Date.now() + 3600_000).toISOString(),
  });
  for (const [method, path, body] of [
    ['POST', `/api/entities/${promotion.id}/follow`, undefined],
    ['PUT', `/api/shows/${show.id}/watch`, { status: 'later' }],
    ['PUT', '/api/settings/spoilers', { protect: 'all', liftAfter: '7d' }],
  ] as const) {
    const done = await api(path, { token: fan.idToken, method, body });
    expect(done.status, done.text).toBe(200);
  }
  await comment(fan, yPost.id, `fan's comment ${run}`);
  await comment(y, own.id, `Y on the fan's post ${run}`);
  expect((await pop(fan, { postId: yPost.id })).status).toBe(200);
  expect((await pop(fan, { commentId: zComment.id })).status).toBe(200);
  expect((await pop(y, { postId: own.id })).status).toBe(200);
  expect((await follow(fan, y.sub)).status).toBe(200);
  expect((await follow(z, fan.sub)).status).toBe(200);
  expect((await follow(fan, z.sub)).status).toBe(200);
  expect(
    (
      await api('/api/reports', {
        token: fan.idToken,
        method: 'POST',
        body: { postId: yPost.id, reason: 'spam' },
      })
    ).status,
  ).toBe(201);
  await streamDrained();
  return { fan, own, yPost, baseline };
}

describe('account lifecycle', () => {
  it('exports the fan’s data, a section page at a time', async () => {
    const [y, z] = await Promise.all([member(`Export Y ${run}`), member(`Export Z ${run}`)]);
    const { fan, own } = await activeFan(`Exporter ${run}`, [y, z]);
    const muted = await api('/api/muted-words', {
      token: fan.idToken,
      method: 'POST',
      body: { word: 'spoilers', duration: 'forever', action: 'warn' },
    });
    expect(muted.status, muted.text).toBeLessThan(300);
    const sections: Record<string, unknown[]> = {};
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res = await api(`/api/account/export${cursor ? `?cursor=${cursor}` : ''}`, {
        token: fan.idToken,
      });
      expect(res.status, res.text).toBe(200);
      const page = res.json as unknown as AccountExportPage;
      sections[page.section] = [...(sections[page.section] ?? []), ...page.items];
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBeGreaterThanOrEqual(8);
    expect(sections.profile).toEqual([
      expect.objectContaining({ id: fan.sub, email: fan.email, handle: fan.handle }),
    ]);
    expect(sections.posts).toHaveLength(4);
    expect(sections.posts).toContainEqual(expect.objectContaining({ id: own.id, content: own.content }));
    expect(sections.comments).toHaveLength(1);
    expect(sections.pops).toHaveLength(2);
    expect(sections.following).toHaveLength(2);
    expect(sections.followers).toEqual([expect.objectContaining({ userId: z.sub })]);
    expect(sections.notifications?.length).toBeGreaterThan(0);
    expect(sections.reports).toEqual([expect.objectContaining({ reason: 'spam' })]);
    expect(sections.mutedWords).toEqual([{ word: 'spoilers', action: 'warn', until: null }]);
    expect(sections.spoilerSettings).toEqual([{ protect: 'all', liftAfter: '7d' }]);
    expect(sections.watchStatuses).toEqual([
      { showId: expect.any(String), show: 'Acct Weekly', status: 'later', at: expect.any(String) },
    ]);
    expect(sections.entityFollows).toHaveLength(1);
    expect(sections.alertSettings).toEqual([{ showNight: false, bells: [] }]);
    expect((await api('/api/account/export?cursor=bogus', { token: fan.idToken })).status).toBe(400);
  });

  it('deletes an account with the password; the purge leaves nothing and every counter as before', async () => {
    const [y, z] = await Promise.all([member(`Purge Y ${run}`), member(`Purge Z ${run}`)]);
    const { fan, own, yPost, baseline } = await activeFan(`Leaving Fan ${run}`, [y, z]);
    const imagePath = own.imageUrl ?? '';
    expect((await fetch(`${cloud().apiBase}${imagePath}`)).status).toBe(200);

    const wrong = await api('/api/account', {
      token: fan.idToken,
      method: 'DELETE',
      body: { password: 'nope' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json?.message).toBe(ACCOUNT_TEXTS.wrongPassword);
    expect((await api('/api/user', { token: fan.idToken })).status).toBe(200);

    const res = await api('/api/account', {
      token: fan.idToken,
      method: 'DELETE',
      body: { password: fan.password },
    });
    expect(res.status, res.text).toBe(200);
    // Refused at once, with a token that is still valid; gone for others; the handle is free.
    expect(await api('/api/user', { token: fan.idToken })).toMatchObject({
      status: 401,
      json: { message: ACCOUNT_TEXTS.accountDeleted },
    });
    expect((await api(`/api/users/${fan.sub}`, { token: y.idToken })).status).toBe(404);
    const taken = await api('/api/profile', {
      token: y.idToken,
      method: 'PUT',
      body: { handle: fan.handle },
    });
    expect(taken.status, taken.text).toBe(200);
    const client = cognitoClient(cloud().cognitoEndpoint);
    await expect(signIn(client, cloud().clientId, fan.email, fan.password)).rejects.toThrow();
    client.destroy();

    await purged(fan.sub);
    expect(await remainingData(db(), fan.sub)).toEqual(
      expect.objectContaining({
        posts: 0,
        comments: 0,
        pops: 0,
        followers: 0,
        uploads: 0,
        trendingActivity: 0,
      }),
    );
    expect((await fetch(`${cloud().apiBase}${imagePath}`)).status).toBe(404);
    // No item anywhere in the table names the fan any more (markers, counters, rate windows,
    // parked records, indexes), but the closed marker that refuses the account.
    const marker = closedKey(fan.sub);
    expect(await itemsNaming([fan.sub, fan.email])).toEqual([`${marker.PK} / ${marker.SK}`]);
    // Others' counters are as if the fan had never been there.
    expect(await countersOf([y, z], [yPost])).toEqual(baseline);
    // The report the fan filed stays for the admins, without them.
    // Re-running the purge changes nothing; the sweeper verifies it and marks it done.
    await startPurge(db(), fan.sub);
    await streamDrained();
    expect(await countersOf([y, z], [yPost])).toEqual(baseline);
    await sweepAccounts({ db: db(), directory: cognitoDirectory(), now: () => new Date() }, 30_000);
    expect((await getClosed(db(), fan.sub))?.purgedAt).toEqual(expect.any(String));
  }, 120_000);

  it('takes a deleted fan out of others’ mentions: the markers naming them go, the posts and comments keep their text', async () => {
    const [y, z] = await Promise.all([member(`Mentioner Y ${run}`), member(`Mentioner Z ${run}`)]);
    const m = await member(`Mentioned M ${run}`);
    const yPost = await newPost(y, `Main event tonight: @${m.handle} vs @${z.handle} ${run}`);
    const zComment = await comment(z, yPost.id, `@${m.handle} takes it ${run}`);
    expect(yPost.mentions).toEqual([
      { handle: m.handle, userId: m.sub },
      { handle: z.handle, userId: z.sub },
    ]);
    expect(zComment.mentions).toEqual([{ handle: m.handle, userId: m.sub }]);
    await streamDrained();
    // M was told (one notification: mentions of a post and its comments group together).
    const notes = (await api('/api/notifications', { token: m.idToken })).json as unknown as Notification[];
    expect(notes.filter((n) => n.type === 'mention').flatMap((n) => n.actors.map((a) => a.id))).toEqual(
      expect.arrayContaining([y.sub, z.sub]),
    );
    expect(await mentionMarkersNaming(m.sub)).toHaveLength(2);
    // What purge:check and the sweeper see before: the mentions of M are left.
    const leftBefore = await remainingData(db(), m.sub);
    const checkBefore = await purgeCheck(m.sub);

    expect((await deleteMe(m)).status).toBe(200);
    await purged(m.sub);
    // No marker names M; the post and the comment keep their text, their mentions no longer name M.
    expect(await mentionMarkersNaming(m.sub)).toEqual([]);
    const [storedPost, storedComment] = [
      await getPost(db(), yPost.id, true),
      await getComment(db(), zComment.id, true),
    ];
    expect(storedPost).toMatchObject({
      content: yPost.content,
      mentions: [{ handle: z.handle, userId: z.sub }],
    });
    expect(storedComment).toMatchObject({ content: zComment.content, mentions: [] });
    // A fan who takes the freed handle is not the one those texts mention.
    const taker = await member(`Handle Taker ${run}`);
    const took = await api('/api/profile', {
      token: taker.idToken,
      method: 'PUT',
      body: { handle: m.handle },
    });
    expect(took.status, took.text).toBe(200);
    const read = await api(`/api/posts/${yPost.id}`, { token: taker.idToken });
    expect((read.json as unknown as Post).mentions).toEqual([{ handle: z.handle, userId: z.sub }]);
    const comments = await api(`/api/posts/${yPost.id}/comments`, { token: taker.idToken });
    expect((comments.json as unknown as Comment[]).map((c) => c.mentions)).toEqual([[]]);
    // Nothing in the table names M but the closed marker.
    const marker = closedKey(m.sub);
    expect(await itemsNaming([m.sub])).toEqual([`${marker.PK} / ${marker.SK}`]);
    // remainingData and purge:check saw the mentions before, and nothing now.
    expect(leftBefore.mentions).toBe(1);
    expect(checkBefore.code).toBe(1);
    expect(checkBefore.out).toMatch(/^mentions +1 left$/m);
    const checkAfter = await purgeCheck(m.sub);
    expect(checkAfter.out).toMatch(/^mentions +empty$/m);
    expect(checkAfter.out).toContain(`${m.sub}: nothing left`);
    expect(checkAfter.code, checkAfter.out).toBe(0);
  }, 180_000);

  it('keeps the mention index in step with posts and comments: created, edited, deleted, swept with their post', async () => {
    const [y, a, b] = await Promise.all([
      member(`Index Y ${run}`),
      member(`Index A ${run}`),
      member(`Index B ${run}`),
    ]);
    const p = await newPost(y, `@${a.handle} and @${b.handle} ${run}`);
    const c = await comment(b, p.id, `thanks @${a.handle} ${run}`);
    const [postPk, commentPk] = [postKey(p.id).PK, `${KEYS.comment.pk}${c.id}`];
    expect(await mentionEntries(a.sub)).toEqual([commentPk, postPk].sort());
    expect(await mentionEntries(b.sub)).toEqual([postPk]);
    // An edit that drops b and keeps a: b's entry goes, a's stays.
    const edit = await api(`/api/posts/${p.id}`, {
      token: y.idToken,
      method: 'PATCH',
      body: { content: `just @${a.handle} ${run}` },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(await mentionEntries(b.sub)).toEqual([]);
    expect(await mentionEntries(a.sub)).toEqual([commentPk, postPk].sort());
    // Deleting the post takes its entries; the comment swept with it takes its own (post-cascade).
    expect((await api(`/api/posts/${p.id}`, { token: y.idToken, method: 'DELETE' })).status).toBe(200);
    expect(await mentionEntries(a.sub)).toEqual([commentPk]);
    await streamDrained();
    expect(await mentionEntries(a.sub)).toEqual([]);
  }, 60_000);

  it('takes two fans out of one post at once without losing either change, and a fan named twice wholly', async () => {
    const [y, a, b, c] = (await Promise.all(
      ['Y', 'A', 'B', 'C'].map((n) => member(`Concurrent ${n} ${run}`)),
    )) as [Member, Member, Member, Member];
    const p = await newPost(y, `@${a.handle} @${b.handle} @${c.handle} ${run}`);
    const pk = postKey(p.id).PK;
    // Two purges at once: each removes its element by position, on the condition it still names them.
    await Promise.all([dropMention(db(), a.sub, pk), dropMention(db(), b.sub, pk)]);
    expect((await getPost(db(), p.id, true))?.mentions).toEqual([{ handle: c.handle, userId: c.sub }]);
    expect([...(await mentionEntries(a.sub)), ...(await mentionEntries(b.sub))]).toEqual([]);
    // A fan named twice goes wholly; a replay changes nothing.
    await db().doc.send(
      new UpdateCommand({
        TableName: db().table,
        Key: postKey(p.id),
        UpdateExpression: 'SET mentions = list_append(mentions, :again)',
        ExpressionAttributeValues: { ':again': [{ handle: c.handle.toUpperCase(), userId: c.sub }] },
      }),
    );
    await dropMention(db(), c.sub, pk);
    await dropMention(db(), c.sub, pk);
    expect(await getPost(db(), p.id, true)).toMatchObject({ content: p.content, mentions: [] });
    expect(await mentionEntries(c.sub)).toEqual([]);
  }, 60_000);

  it('takes a deleted fan out of posts written before the mention index, once the migration indexed them', async () => {
    const y = await member(`Old Mentioner ${run}`);
    const m = await member(`Old Mentioned ${run}`);
    const old = await newPost(y, `Back in the day: @${m.handle} ${run}`);
    await streamDrained();
    // As if written before the index existed: no entry, so the purge would not find the mention.
    await batchWrite(db(), [{ delete: mentionedInKey(m.sub, postKey(old.id).PK) }]);
    expect((await remainingData(db(), m.sub)).mentions).toBe(0);
    const migrated = await operatorScript('scripts/migrate-mention-index.ts', []);
    expect(migrated.code, migrated.out).toBe(0);
    expect(migrated.out).toMatch(/posts and comments with mentions indexed/);
    expect(await mentionEntries(m.sub)).toEqual([postKey(old.id).PK]);
    expect(await mentionMarkersNaming(m.sub)).toHaveLength(1);

    expect((await deleteMe(m)).status).toBe(200);
    await purged(m.sub);
    expect(await getPost(db(), old.id, true)).toMatchObject({ content: old.content, mentions: [] });
    const marker = closedKey(m.sub);
    expect(await itemsNaming([m.sub])).toEqual([`${marker.PK} / ${marker.SK}`]);
  }, 180_000);

  it('finishes a purge interrupted half-way, with the same result', async () => {
    const [y, z] = await Promise.all([member(`Crash Y ${run}`), member(`Crash Z ${run}`)]);
    const { fan, yPost, baseline } = await activeFan(`Crashing Fan ${run}`, [y, z]);
    // A purge that crashed after a page of posts and a page of Pops (and queued nothing more).
    for (const kind of ['purge-posts', 'purge-pops'] as const) {
      const plan = PURGE_PLANS[kind] as unknown as {
        read: (d: ReturnType<typeof db>, u: string, c: undefined) => Promise<{ items: unknown[] }>;
        write: (d: ReturnType<typeof db>, u: string, items: unknown[]) => Promise<void>;
      };
      const page = await plan.read(db(), fan.sub, undefined);
      await plan.write(db(), fan.sub, page.items.slice(0, 2));
    }
    await streamDrained();
    const res = await api('/api/account', {
      token: fan.idToken,
      method: 'DELETE',
      body: { password: fan.password },
    });
    expect(res.status).toBe(200);
    await purged(fan.sub);
    expect(await countersOf([y, z], [yPost])).toEqual(baseline);
  }, 120_000);

  it('purges a fan whose Cognito user was deleted some other way (the sweeper)', async () => {
    const y = await member(`Gone Y ${run}`);
    const fan = await member(`Gone Fan ${run}`);
    await newPost(fan, `soon gone ${run}`);
    expect((await follow(fan, y.sub)).status).toBe(200);
    await streamDrained();
    const client = cognitoClient(cloud().cognitoEndpoint);
    await client.send(new AdminDeleteUserCommand({ UserPoolId: cloud().userPoolId, Username: fan.sub }));
    client.destroy();
    await sweepAccounts({ db: db(), directory: cognitoDirectory(), now: () => new Date() }, 60_000);
    expect((await getClosed(db(), fan.sub))?.reason).toBe('cognito-user-gone');
    await purged(fan.sub);
    expect((await getUserById(db(), y.sub, true))?.followerCount).toBe(0);
  }, 120_000);

  it('finishes a deletion whose Cognito delete failed: the retry deletes the user and closes the account', async () => {
    const fan = await member(`Flaky Delete ${run}`);
    await newPost(fan, `flaky ${run}`);
    const real = cognitoDirectory();
    let failures = 1;
    // Cognito fails once, as a throttled or unavailable service does.
    const flaky: AccountDirectory = {
      ...real,
      async deleteUser(userId) {
        if (failures-- > 0)
          throw Object.assign(new Error('Cognito is down'), { name: 'InternalErrorException' });
        return real.deleteUser(userId);
      },
    };
    const user = await getUserById(db(), fan.sub, true);
    if (!user) throw new Error('no profile');
    await expect(
      deleteAccount({ db: db(), directory: flaky, now: () => new Date() }, user, fan.password),
    ).rejects.toThrow('Cognito is down');

    // The fan's app retries with the same token: the deletion finishes.
    const retry = await deleteMe(fan);
    expect(retry.status, retry.text).toBe(200);
    expect(await cognitoUserExists(fan.sub)).toBe(false);
    expect((await getClosed(db(), fan.sub))?.reason).toBe('deleted');
    expect(await api('/api/user', { token: fan.idToken })).toMatchObject({ status: 401 });
    await purged(fan.sub);
  }, 120_000);

  it('finishes a deletion that stopped after the Cognito user was deleted: the retry closes the account', async () => {
    const fan = await member(`Half Deleted ${run}`);
    const client = cognitoClient(cloud().cognitoEndpoint);
    await client.send(new AdminDeleteUserCommand({ UserPoolId: cloud().userPoolId, Username: fan.sub }));
    client.destroy();
    // The ID token stays valid for up to an hour: the retry comes with it.
    const retry = await deleteMe(fan);
    expect(retry.status, retry.text).toBe(200);
    expect((await getClosed(db(), fan.sub))?.reason).toBe('deleted');
    expect((await api('/api/user', { token: fan.idToken })).status).toBe(401);
    // Nothing left to do: a second retry is refused as a deleted account, changing nothing.
    expect((await deleteMe(fan)).json?.message).toBe(ACCOUNT_TEXTS.accountDeleted);
    await purged(fan.sub);
  }, 120_000);

  it('deletes the leftover Cognito user of a closed account (the sweeper)', async () => {
    const fan = await member(`Leftover Cognito ${run}`);
    // A deletion interrupted between its steps: the account closed, its Cognito user still there.
    expect(await closeAccount(db(), fan.sub, fan.handle, 'deleted', new Date())).toBe(true);
    expect(await cognitoUserExists(fan.sub)).toBe(true);
    expect(await remainingData(db(), fan.sub, cognitoDirectory())).toMatchObject({ cognitoUser: 1 });
    await sweep();
    expect(await cognitoUserExists(fan.sub)).toBe(false);
    await signInRefused(fan);
    await purged(fan.sub);
    await sweep();
    expect((await getClosed(db(), fan.sub))?.purgedAt).toEqual(expect.any(String));
  }, 120_000);

  it('finishes a purge whose page got stuck (its record parked): the sweeper runs a fresh round', async () => {
    const fan = await member(`Stuck Purge ${run}`);
    for (let i = 0; i < 2; i++) await newPost(fan, `stuck ${i} ${run}`);
    await streamDrained();
    // Page 0 of the posts' purge failed until its stream record was parked: its work item stays.
    const stuck = workKey(workId('purge-posts', { userId: fan.sub }, 0));
    await db().doc.send(
      new PutCommand({
        TableName: db().table,
        Item: {
          ...stuck,
          type: 'work',
          kind: 'purge-posts',
          subject: { broken: 'yes' },
          page: 0,
          createdAt: new Date().toISOString(),
        },
      }),
    );
    await streamDrained();
    expect((await parkedNaming(db(), 'derived', fan.sub)).length).toBe(1);

    expect((await deleteMe(fan)).status).toBe(200);
    await streamDrained();
    // The purge's own page 0 of posts is the stuck item: nothing removes the posts.
    expect((await remainingData(db(), fan.sub)).posts).toBe(1);
    await sweep();
    await streamDrained();
    expect(await remainingData(db(), fan.sub)).toMatchObject({ posts: 0, feed: 0 });
    for (const parked of await parkedNaming(db(), 'derived', fan.sub)) await unparkRecord(db(), parked);
    await batchWrite(db(), [{ delete: stuck }]);
    await purged(fan.sub);
  }, 120_000);

  it('answers 400 to a tampered export cursor, and a cursor never leaves the fan’s own data', async () => {
    const other = await member(`Cursor Other ${run}`);
    const otherPost = await newPost(other, `not yours ${run}`);
    const fan = await member(`Cursor Fan ${run}`);
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await newPost(fan, `mine ${i} ${run}`));
    const exportWith = (cursor: string) =>
      api(`/api/account/export?cursor=${encodeURIComponent(cursor)}`, { token: fan.idToken });
    const before = await api('/api/account/export', { token: fan.idToken });
    expect(before.status).toBe(200);

    const tampered = [
      'bogus',
      '%%%',
      cursorOf('posts'),
      cursorOf({ s: 'nope' }),
      cursorOf({ s: 99 }),
      // Another fan's partition as a start key (what the cursor used to carry).
      cursorOf({ s: 1, k: { PK: `${KEYS.authorPost.pk}${other.sub}`, SK: otherPost.id } }),
      cursorOf({ s: 'posts', k: { PK: `${KEYS.authorPost.pk}${other.sub}`, SK: otherPost.id } }),
      // A sort key of another section: Pops' start keys are the popped items' keys.
      cursorOf({ s: 'following', k: `${KEYS.post.pk}${otherPost.id}` }),
      cursorOf({ s: 'profile', k: 'x' }),
      cursorOf({ s: 'posts', k: '' }),
      cursorOf({ s: 'posts', k: 'x'.repeat(1100) }),
    ];
    for (const cursor of tampered) {
      const res = await exportWith(cursor);
      expect(res.status, `${cursor}: ${res.text}`).toBe(400);
      expect(res.json?.message).toBe(ACCOUNT_TEXTS.badExportCursor);
    }
    // A well-formed cursor resumes inside the fan's own partition, whatever sort key it names.
    const ids = mine.map((p) => p.id).sort();
    const after = await exportWith(cursorOf({ s: 'posts', k: ids[0] }));
    expect(after.status, after.text).toBe(200);
    const page = after.json as unknown as AccountExportPage;
    expect(page.section).toBe('posts');
    expect(page.items.map((p) => (p as { id: string }).id).sort()).toEqual(ids.slice(1));
    const elsewhere = await exportWith(cursorOf({ s: 'posts', k: otherPost.id }));
    expect(elsewhere.status).toBe(200);
    for (const item of (elsewhere.json as unknown as AccountExportPage).items)
      expect(mine.map((p) => p.id)).toContain((item as { id: string }).id);
    // Nothing changed.
    expect((await api('/api/account/export', { token: fan.idToken })).json).toEqual(before.json);
  });

  it('resets a forgotten password with the code: the old one stops working', async () => {
    // A code goes only to a confirmed address (tests/integration/email-confirm.int.test.ts).
    const fan = await confirmEmail(await member(`Forgetful ${run}`));
    const client = cognitoClient(cloud().cognitoEndpoint);
    // Locally the code is not e-mailed: the local cloud reads the emulator's latest code back.
    const latestCode = () => mailedCode(fan.email);
    const signUpCode = await latestCode();
    await client.send(new ForgotPasswordCommand({ ClientId: cloud().clientId, Username: fan.email }));
    let code = '';
    await eventually(async () => {
      code = await latestCode();
      return code !== '' && code !== signUpCode;
    });
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: cloud().clientId,
        Username: fan.email,
        ConfirmationCode: code,
        Password: 'brand-new-pass',
      }),
    );
    await expect(signIn(client, cloud().clientId, fan.email, fan.password)).rejects.toThrow();
    await expect(signIn(client, cloud().clientId, fan.email, 'brand-new-pass')).resolves.toBeDefined();
    client.destroy();
  });
});
