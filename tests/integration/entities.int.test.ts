/**
 * Fans and the wrestling catalogue on the real local cloud (issue 28, part A): entity pages with
 * their relations, follows exact under concurrency, search, tagged posts through the viewer's
 * filters, a fan's list of follows, and the purge of a closed account's follows.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { batchWrite } from '../../functions/data/batch';
import { getEntity } from '../../functions/data/catalogue/entities';
import { entityFollowerKey, entityFollowKey } from '../../functions/data/catalogue/entity-follow';
import { entityPostItem } from '../../functions/data/catalogue/entity-posts';
import { entityKey, reignKey } from '../../functions/data/catalogue/items';
import { ENTITY_SEARCH_CANDIDATES, entitySearchKey } from '../../functions/data/catalogue/search';
import { getDb } from '../../functions/data/client';
import { getUserById, userKey } from '../../functions/data/user';
import { putFixtureEntity, putFixtureMatch } from '../../scripts/local/seed-catalogue';
import type { EntityPage } from '../../shared/schemas/entities';
import type { Post } from '../../shared/schemas/posts';
import type { EntityRef } from '../../shared/schemas/wrestling';
import { api, eventually, streamDrained } from './helpers';
import { type Member, member, newPost } from './social-helpers';

const run = Date.now().toString(36);
const db = () => getDb();
let worlds = 0;

const followE = (fan: Member, id: string) =>
  api(`/api/entities/${id}/follow`, { token: fan.idToken, method: 'POST' });
const unfollowE = (fan: Member, id: string) =>
  api(`/api/entities/${id}/follow`, { token: fan.idToken, method: 'DELETE' });
async function get<T>(fan: Member, path: string): Promise<T> {
  const res = await api(path, { token: fan.idToken });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.json as unknown as T;
}
const count = async (id: string) => (await getEntity(db(), id, true))?.followerCount;

/** A small world of its own (unique slugs and names per run). */
async function world() {
  const n = ++worlds;
  const word = `Zq${run}w${n}`;
  const slug = (name: string) => `${name}-${run}-${n}`;
  const promo = await putFixtureEntity(db(), {
    kind: 'promotion',
    slug: slug('promo'),
    name: `${word} Wrestling`,
    shortName: 'ZQW',
    country: 'Japan',
    founded: 2001,
    website: null,
    active: true,
    colors: { primary: '#123456', secondary: '#ffffff' },
  });
  const wrestler = (s: string, name: string, akas: string[] = []) =>
    putFixtureEntity(db(), {
      kind: 'wrestler',
      slug: slug(s),
      name,
      akas,
      promotionIds: [promo.id],
      status: 'active',
      hometown: 'Osaka',
      debutYear: 2010,
      colors: promo.colors,
    });
  const ace = await wrestler('ace', `${word} Ace`, [`Mystery ${word}`]);
  const rival = await wrestler('rival', `${word} Rival`);
  const team = await putFixtureEntity(db(), {
    kind: 'team',
    slug: slug('team'),
    name: `${word} Brothers`,
    teamKind: 'team',
    promotionIds: [promo.id],
    members: [
      { entityId: ace.id, from: '2020-01-01', to: null },
      { entityId: rival.id, from: '2018-01-01', to: '2019-12-31' },
    ],
    colors: promo.colors,
  });
  const title = await putFixtureEntity(db(), {
    kind: 'championship',
    slug: slug('title'),
    name: `${word} Heavyweight Championship`,
    promotionId: promo.id,
    division: 'Heavyweight',
    active: true,
    holderIds: [ace.id],
    colors: promo.colors,
  });
  await batchWrite(db(), [
    {
      put: {
        ...reignKey(title.id, '2024-01-05', 0),
        type: 'reign',
        championshipId: title.id,
        holderIds: [rival.id],
        from: '2023-03-01',
        to: '2024-01-05',
        showId: null,
        matchId: null,
        demo: false,
      },
    },
    {
      put: {
        ...reignKey(title.id, '2024-01-05', 1),
        type: 'reign',
        championshipId: title.id,
        holderIds: [ace.id],
        from: '2024-01-05',
        to: null,
        showId: null,
        matchId: null,
        demo: false,
      },
    },
  ]);
  const show = (daysAgo: number) =>
    putFixtureEntity(db(), {
      kind: 'show',
      slug: slug(`show-${daysAgo}`),
      name: `${word} Weekly`,
      promotionId: promo.id,
      showKind: 'weekly',
      startsAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      timeZone: 'Asia/Tokyo',
      endsAt: new Date(Date.now() - daysAgo * 86_400_000 + 7_200_000).toISOString(),
      venue: null,
      city: null,
      hashtag: null,
      status: 'finished',
      colors: promo.colors,
    });
  const older = await show(9);
  const newer = await show(2);
  await putFixtureMatch(db(), older, { position: 1, sides: [[ace.id], [rival.id]] });
  await putFixtureMatch(db(), newer, { position: 1, sides: [[ace.id], [team.id]] });
  return { word, promo, ace, rival, team, title, older, newer };
}

const ids = (refs: { id: string }[]) => refs.map((r) => r.id);

describe('entity pages', () => {
  it('reads a wrestler, a team, a championship and a promotion by slug or id, with what they relate to', async () => {
    const w = await world();
    const fan = await member(`Page Fan ${run}`);

    const ace = await get<EntityPage>(fan, `/api/entities/${w.ace.slug}`);
    expect(ace.entity).toMatchObject({ id: w.ace.id, kind: 'wrestler', slug: w.ace.slug, name: w.ace.name });
    expect(ace.entity).not.toHaveProperty('PK');
    expect(ace.entity).not.toHaveProperty('sortName');
    expect(ace.following).toBe(false);
    expect(ids(ace.related.promotions)).toEqual([w.promo.id]);
    expect(ids(ace.related.teams)).toEqual([w.team.id]);
    expect(ids(ace.related.titles)).toEqual([w.title.id]);
    // Newest first (show ids are ULIDs of their start).
    expect(ids(ace.related.recentShows)).toEqual([w.newer.id, w.older.id]);
    expect(ace.related.recentShows[0]).toMatchObject({ kind: 'show', startsAt: w.newer.startsAt });
    // Who the wrestler faced on each show (no result).
    expect(ace.related.recentShows.map((s) => ids(s.vs ?? []))).toEqual([[w.team.id], [w.rival.id]]);
    expect(ace.related.recentShows[0]).not.toHaveProperty('result');
    expect(await get<EntityPage>(fan, `/api/entities/${w.ace.id}`)).toEqual(ace);

    const team = await get<EntityPage>(fan, `/api/entities/${w.team.slug}`);
    // Current members first, then past ones, each with their dates.
    expect(team.related.members).toEqual([
      expect.objectContaining({ id: w.ace.id, from: '2020-01-01', to: null }),
      expect.objectContaining({ id: w.rival.id, from: '2018-01-01', to: '2019-12-31' }),
    ]);
    expect(ids(team.related.recentShows)).toEqual([w.newer.id]);
    expect(ids(team.related.recentShows[0]?.vs ?? [])).toEqual([w.ace.id]);

    const title = await get<EntityPage>(fan, `/api/entities/${w.title.slug}`);
    expect(ids(title.related.holders)).toEqual([w.ace.id]);
    expect(ids(title.related.promotions)).toEqual([w.promo.id]);
    expect(title.related.reigns).toEqual([
      { holders: [expect.objectContaining({ id: w.ace.id })], from: '2024-01-05', to: null },
      { holders: [expect.objectContaining({ id: w.rival.id })], from: '2023-03-01', to: '2024-01-05' },
    ]);

    const promo = await get<EntityPage>(fan, `/api/entities/${w.promo.slug}`);
    expect(ids(promo.related.roster).sort()).toEqual([w.ace.id, w.rival.id, w.team.id].sort());
    expect(ids(promo.related.recentShows)).toEqual([w.newer.id, w.older.id]);

    for (const path of ['no-such-slug-at-all', '01J0000000000000000000000Z', 'UPPER-case']) {
      const res = await api(`/api/entities/${path}`, { token: fan.idToken });
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual({ message: 'Not found' });
    }
    expect((await api(`/api/entities/${w.ace.slug}`)).status).toBe(401);
  });
});

describe('following entities', () => {
  it('counts exactly under concurrency: 20 fans at once with double taps make 20, unfollows take them back', async () => {
    const w = await world();
    const fans = await Promise.all(Array.from({ length: 20 }, (_, i) => member(`Crowd ${i} ${run}`)));
    const taps = await Promise.all(fans.flatMap((fan) => [followE(fan, w.ace.id), followE(fan, w.ace.id)]));
    expect(taps.map((t) => t.status)).toEqual(taps.map(() => 200));
    for (const t of taps) expect(t.json).toMatchObject({ entityId: w.ace.id, following: true });
    expect(await count(w.ace.id)).toBe(20);
    const last = await followE(fans[0] as Member, w.ace.id);
    expect(last.json).toEqual({ entityId: w.ace.id, following: true, followerCount: 20 });
    expect((await get<EntityPage>(fans[0] as Member, `/api/entities/${w.ace.slug}`)).following).toBe(true);
    expect(
      (await get<EntityPage>(fans[0] as Member, `/api/entities/${w.ace.slug}`)).entity.followerCount,
    ).toBe(20);

    const leaving = fans.slice(0, 8);
    const gone = await Promise.all(
      leaving.flatMap((fan) => [unfollowE(fan, w.ace.id), unfollowE(fan, w.ace.id)]),
    );
    for (const g of gone)
      expect(g).toMatchObject({ status: 200, json: { entityId: w.ace.id, following: false } });
    expect(await count(w.ace.id)).toBe(12);
    const edge = await db().doc.send(
      new GetCommand({ TableName: db().table, Key: entityFollowerKey(w.ace.id, (fans[0] as Member).sub) }),
    );
    expect(edge.Item).toBeUndefined();
    const kept = await db().doc.send(
      new GetCommand({ TableName: db().table, Key: entityFollowerKey(w.ace.id, (fans[9] as Member).sub) }),
    );
    expect(kept.Item).toBeDefined();
  });

  it('refuses a show (400 with a message), an unknown entity (404) and a bad id, changing nothing', async () => {
    const w = await world();
    const fan = await member(`Refused ${run}`);
    const show = await followE(fan, w.newer.id);
    expect(show).toMatchObject({ status: 400, json: { message: 'Shows can be tagged, not followed' } });
    expect(await count(w.newer.id)).toBe(0);
    expect(await followE(fan, '01J0000000000000000000000Z')).toMatchObject({
      status: 404,
      json: { message: 'Not found' },
    });
    expect((await followE(fan, 'x'.repeat(70))).status).toBe(400);
    expect((await api(`/api/entities/${w.ace.id}/follow`, { method: 'POST' })).status).toBe(401);
    expect(await count(w.ace.id)).toBe(0);
  });

  it('adds a big entity to the fan’s bigEntityFollows and takes it out on unfollow', async () => {
    const w = await world();
    await db().doc.send(
      new UpdateCommand({
        TableName: db().table,
        Key: entityKey(w.promo.id),
        UpdateExpression: 'SET big = :t, followerCount = :n',
        ExpressionAttributeValues: { ':t': true, ':n': 10_000 },
      }),
    );
    const fan = await member(`Big Fan ${run}`);
    expect((await followE(fan, w.promo.id)).json).toMatchObject({ following: true, followerCount: 10_001 });
    const profile = await db().doc.send(new GetCommand({ TableName: db().table, Key: userKey(fan.sub) }));
    expect([...(profile.Item?.bigEntityFollows ?? [])]).toEqual([w.promo.id]);
    expect((await unfollowE(fan, w.promo.id)).json).toMatchObject({
      following: false,
      followerCount: 10_000,
    });
    const after = await db().doc.send(new GetCommand({ TableName: db().table, Key: userKey(fan.sub) }));
    expect(after.Item?.bigEntityFollows).toBeUndefined();
  });

  it('lists what a fan follows on their profile, not for a fan blocked either way', async () => {
    const w = await world();
    const [fan, viewer, blocker] = await Promise.all([
      member(`Lister ${run}`),
      member(`Viewer ${run}`),
      member(`Blocker ${run}`),
    ]);
    for (const id of [w.title.id, w.ace.id, w.promo.id]) expect((await followE(fan, id)).status).toBe(200);
    const list = await get<EntityRef[]>(viewer, `/api/users/${fan.sub}/entities`);
    // By kind (promotion, wrestler, team, championship), then name.
    expect(ids(list)).toEqual([w.promo.id, w.ace.id, w.title.id]);
    expect(list[0]).toEqual({
      id: w.promo.id,
      kind: 'promotion',
      slug: w.promo.slug,
      name: w.promo.name,
      shortName: 'ZQW',
      colors: w.promo.colors,
    });
    expect(await get<EntityRef[]>(viewer, `/api/users/${viewer.sub}/entities`)).toEqual([]);
    const block = await api('/api/blocks', {
      token: fan.idToken,
      method: 'POST',
      body: { userId: blocker.sub },
    });
    expect(block.status, block.text).toBeLessThan(300);
    for (const [who, whose] of [
      [blocker, fan],
      [fan, blocker],
    ] as const) {
      const res = await api(`/api/users/${whose.sub}/entities`, { token: who.idToken });
      expect(res.status).toBe(404);
    }
    expect((await api('/api/users/nobody-here/entities', { token: viewer.idToken })).status).toBe(404);
  });

  it('the purge of a closed account removes its follows and takes back the counts; the export lists them', async () => {
    const w = await world();
    const fan = await member(`Closing ${run}`);
    const stays = await member(`Staying ${run}`);
    for (const id of [w.ace.id, w.team.id]) expect((await followE(fan, id)).status).toBe(200);
    expect((await followE(stays, w.ace.id)).status).toBe(200);

    const sections: Record<string, unknown[]> = {};
    let cursor: string | null = '';
    while (cursor !== null) {
      type ExportPage = { section: string; items: unknown[]; nextCursor: string | null };
      const page: ExportPage = await get<ExportPage>(
        fan,
        `/api/account/export${cursor ? `?cursor=${cursor}` : ''}`,
      );
      sections[page.section] = [...(sections[page.section] ?? []), ...page.items];
      cursor = page.nextCursor;
    }
    expect((sections.entityFollows as { entityId: string }[]).map((e) => e.entityId).sort()).toEqual(
      [w.ace.id, w.team.id].sort(),
    );

    const res = await api('/api/account', {
      token: fan.idToken,
      method: 'DELETE',
      body: { password: fan.password },
    });
    expect(res.status, res.text).toBeLessThan(300);
    await eventually(async () => {
      await streamDrained();
      return (await count(w.ace.id)) === 1 && (await count(w.team.id)) === 0;
    }, 60_000);
    for (const id of [w.ace.id, w.team.id]) {
      for (const key of [entityFollowKey(fan.sub, id), entityFollowerKey(id, fan.sub)]) {
        const item = await db().doc.send(
          new GetCommand({ TableName: db().table, Key: key, ConsistentRead: true }),
        );
        expect(item.Item, `${key.PK} / ${key.SK}`).toBeUndefined();
      }
    }
    expect(await getUserById(db(), fan.sub, true)).toBeNull();
  }, 90_000);
});

describe('entity search', () => {
  it('finds entities by the start of any word of their names and also-known-as names, exact name first', async () => {
    const w = await world();
    const fan = await member(`Searcher ${run}`);
    const search = (q: string, kind = '') =>
      get<EntityRef[]>(fan, `/api/entities/search?q=${encodeURIComponent(q)}${kind ? `&kind=${kind}` : ''}`);
    const all = await search(w.word.toLowerCase());
    // Shows last; every entity of the world has the word.
    expect(ids(all).slice(0, 5).sort()).toEqual(
      [w.promo.id, w.ace.id, w.rival.id, w.team.id, w.title.id].sort(),
    );
    expect(ids(all).slice(5).sort()).toEqual([w.older.id, w.newer.id].sort());
    expect(ids(await search(`${w.word} Ace`))).toEqual([w.ace.id]);
    expect(ids(await search(`riv ${w.word}`))).toEqual([w.rival.id]);
    // Also-known-as names.
    expect(ids(await search(`myster ${w.word}`))).toEqual([w.ace.id]);
    expect(ids(await search(w.word, 'team'))).toEqual([w.team.id]);
    // The exact name ranks first.
    expect(ids(await search(`${w.word} Wrestling`))[0]).toBe(w.promo.id);
    expect(await search(`${w.word} nothing`)).toEqual([]);
    const bad = await api('/api/entities/search?q=%20', { token: fan.idToken });
    expect(bad.status).toBe(400);
    expect((await api('/api/entities/search?q=x&kind=fan', { token: fan.idToken })).status).toBe(400);
  });

  it('finds an entity of the asked kind behind more words of other kinds than one page of the index holds', async () => {
    const word = `Zk${run}`;
    // Index entries of shows that sort before the wrestler's word (the kind filter drops them).
    await batchWrite(
      db(),
      Array.from({ length: ENTITY_SEARCH_CANDIDATES + 10 }, (_, i) => ({
        put: {
          ...entitySearchKey(`${word.toLowerCase()}a${i}`, `${run}show${i}`),
          type: 'entity-search',
          entityId: `${run}show${i}`,
          kind: 'show',
        },
      })),
    );
    const solo = await putFixtureEntity(db(), {
      kind: 'wrestler',
      slug: `solo-${run}`,
      name: `${word}z Solo`,
      akas: [],
      promotionIds: [],
      status: 'active',
      hometown: null,
      debutYear: null,
    });
    const fan = await member(`Kind searcher ${run}`);
    expect(ids(await get<EntityRef[]>(fan, `/api/entities/search?q=${word}&kind=wrestler`))).toEqual([
      solo.id,
    ]);
  });
});

describe('entity posts', () => {
  it('pages an entity’s tagged posts newest first, through blocks and mutes', async () => {
    const w = await world();
    const [a, b, viewer] = await Promise.all([
      member(`Tagger A ${run}`),
      member(`Tagger B ${run}`),
      member(`Reader ${run}`),
    ]);
    const posts: Post[] = [];
    for (const [fan, i] of [
      [a, 1],
      [b, 2],
      [a, 3],
      [b, 4],
      [a, 5],
    ] as const)
      posts.push(await newPost(fan, `About the ace ${i} ${run}`));
    await batchWrite(
      db(),
      posts.map((p) => ({ put: entityPostItem(w.ace.id, { postId: p.id, authorId: p.authorId }) })),
    );
    const first = await api(`/api/entities/${w.ace.id}/posts?limit=3`, { token: viewer.idToken });
    expect(first.status).toBe(200);
    const firstIds = ids(first.json as unknown as Post[]);
    expect(firstIds).toEqual([posts[4], posts[3], posts[2]].map((p) => p?.id));
    const next = first.headers.get('x-next-cursor') ?? first.headers.get('X-Next-Cursor');
    expect(next).toBeTruthy();
    const second = await get<Post[]>(viewer, `/api/entities/${w.ace.id}/posts?limit=3&before=${next}`);
    expect(ids(second)).toEqual([posts[1], posts[0]].map((p) => p?.id));

    const block = await api('/api/blocks', {
      token: viewer.idToken,
      method: 'POST',
      body: { userId: b.sub },
    });
    expect(block.status, block.text).toBeLessThan(300);
    await streamDrained();
    const filtered = await get<Post[]>(viewer, `/api/entities/${w.ace.id}/posts`);
    expect(ids(filtered)).toEqual([posts[4], posts[2], posts[0]].map((p) => p?.id));

    expect(await get<Post[]>(viewer, `/api/entities/${w.rival.id}/posts`)).toEqual([]);
    const unknown = await api('/api/entities/01J0000000000000000000000Z/posts', { token: viewer.idToken });
    expect(unknown).toMatchObject({ status: 404, json: { message: 'Not found' } });
  });
});
