import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { getUserById, userKey } from '../../functions/data/user';
import { api, banFan, eventually, streamDrained } from './helpers';
import { completeMember, counts, follow, type Member, member, unfollow } from './social-helpers';

describe('follows', () => {
  it('follows and unfollows with both counters changed with the edge, never twice', async () => {
    const a = await member('Follower A');
    const b = await member('Followed B');
    const results = await Promise.all(Array.from({ length: 5 }, () => follow(a, b.sub)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results[0]?.json).toEqual({ isFollowing: true });
    expect(await counts(a, b.sub)).toEqual({ followers: 1, following: 0 });
    expect(await counts(b, a.sub)).toEqual({ followers: 0, following: 1 });
    expect((await api(`/api/follow/status/${b.sub}`, { token: a.idToken })).json).toEqual({
      isFollowing: true,
    });
    expect((await api(`/api/follow/status/${a.sub}`, { token: b.idToken })).json).toEqual({
      isFollowing: false,
    });

    const gone = await Promise.all(Array.from({ length: 3 }, () => unfollow(a, b.sub)));
    expect(gone.map((r) => r.json)).toEqual([
      { isFollowing: false },
      { isFollowing: false },
      { isFollowing: false },
    ]);
    expect(await counts(a, b.sub)).toEqual({ followers: 0, following: 0 });
    expect(await counts(b, a.sub)).toEqual({ followers: 0, following: 0 });
    expect((await api(`/api/follow/status/${b.sub}`, { token: a.idToken })).json).toEqual({
      isFollowing: false,
    });
  });

  it('refuses following yourself, unknown or banned fans, and bad input, changing nothing', async () => {
    const a = await member();
    const banned = await member('Banned Fan');
    await banFan(banned.sub);
    expect(await follow(a, a.sub)).toMatchObject({
      status: 400,
      json: { message: "You can't follow yourself" },
    });
    expect(await follow(a, 'nobody-at-all')).toMatchObject({
      status: 404,
      json: { message: 'User not found' },
    });
    expect(await follow(a, banned.sub)).toMatchObject({ status: 404, json: { message: 'User not found' } });
    expect((await api('/api/follow', { token: a.idToken, method: 'POST', body: {} })).status).toBe(400);
    expect(
      (
        await api('/api/follow', {
          token: a.idToken,
          method: 'POST',
          body: { followingId: a.sub, followerId: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(await unfollow(a, a.sub)).toMatchObject({ status: 400 });
    const me = await getUserById(getDb(), a.sub);
    expect(me).toMatchObject({ followingCount: 0, followerCount: 0 });
    expect((await api('/api/follow', { method: 'POST', body: { followingId: a.sub } })).status).toBe(401);
  });
});

/** Every suggestion for a fan, page by page. */
async function allSuggested(fan: Member): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 50) {
    const res = await api(`/api/users/suggested?limit=50&offset=${offset}`, { token: fan.idToken });
    const page = res.json as unknown as { id: string }[];
    ids.push(...page.map((u) => u.id));
    if (page.length < 50) return ids;
  }
}

describe('unfollowing a fan whose profile is gone', () => {
  it('removes the edge and the follower’s count without creating an orphan profile item', async () => {
    const a = await member('Loyal Fan');
    const b = await member('Vanished Fan');
    expect((await follow(a, b.sub)).status).toBe(200);
    const db = getDb();
    await db.doc.send(new DeleteCommand({ TableName: db.table, Key: userKey(b.sub) }));
    expect(await unfollow(a, b.sub)).toMatchObject({ status: 200, json: { isFollowing: false } });
    expect(await getUserById(db, b.sub)).toBeNull();
    expect(await getUserById(db, a.sub)).toMatchObject({ followingCount: 0 });
    expect((await api(`/api/follow/status/${b.sub}`, { token: a.idToken })).json).toEqual({
      isFollowing: false,
    });
  });
});

describe('GET /api/users/suggested', () => {
  it('lists complete profiles, most followed first, without me or fans I follow, paged', async () => {
    const me = await completeMember('Suggest Viewer');
    const popular = await completeMember('Popular Pick');
    const quiet = await completeMember('Quiet Pick');
    const incomplete = await member('Incomplete Pick');
    const followed = await completeMember('Already Followed');
    const fans = await Promise.all([member('Fan 1'), member('Fan 2')]);
    for (const f of fans) expect((await follow(f, popular.sub)).status).toBe(200);
    expect((await follow(me, followed.sub)).status).toBe(200);

    const ids = () => allSuggested(me);
    // The directory follows the stream; the follower count moves the popular fan up.
    await eventually(async () => {
      const list = await ids();
      return (
        list.includes(quiet.sub) &&
        list.indexOf(popular.sub) > -1 &&
        list.indexOf(popular.sub) < list.indexOf(quiet.sub)
      );
    });
    await streamDrained();
    const list = await ids();
    expect(list).not.toContain(me.sub);
    expect(list).not.toContain(followed.sub);
    expect(list).not.toContain(incomplete.sub);

    const first = await api('/api/users/suggested?limit=1&offset=0', { token: me.idToken });
    const second = await api('/api/users/suggested?limit=1&offset=1', { token: me.idToken });
    expect(first.json).toHaveLength(1);
    expect((first.json as unknown as { id: string }[])[0]?.id).toBe(list[0]);
    expect((second.json as unknown as { id: string }[])[0]?.id).toBe(list[1]);
    expect(Object.keys((first.json as unknown as object[])[0] ?? {}).sort()).toEqual(
      ['bio', 'displayName', 'handle', 'id', 'profileImageUrl'].sort(),
    );
    expect((await api('/api/users/suggested?limit=0', { token: me.idToken })).status).toBe(400);
    expect((await api('/api/users/suggested?offset=-1', { token: me.idToken })).status).toBe(400);
  });

  it('drops a banned fan from the directory', async () => {
    const me = await completeMember('Ban Watcher');
    const bad = await completeMember('Soon Banned');
    const listed = async () => (await allSuggested(me)).includes(bad.sub);
    await eventually(listed);
    await banFan(bad.sub);
    await eventually(async () => !(await listed()));
  });
});
