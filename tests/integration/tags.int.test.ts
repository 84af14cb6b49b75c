import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { getEntity } from '../../functions/data/catalogue/entities';
import { entityFollowerKey, entityFollowKey } from '../../functions/data/catalogue/entity-follow';
import { entityLatestKey, entityPostsPk } from '../../functions/data/catalogue/entity-posts';
import { entityKey } from '../../functions/data/catalogue/items';
import { getDb } from '../../functions/data/client';
import { feedPk } from '../../functions/data/feed';
import { postKey } from '../../functions/data/post';
import { getUserById, userKey } from '../../functions/data/user';
import { SUGGEST_INDEX_TTL_MS } from '../../functions/domain/catalogue/tag-suggestions';
import { readFeed } from '../../functions/domain/posts';
import { runTrendingJob } from '../../functions/domain/trending';
import { loadViewer, type Viewer } from '../../functions/domain/viewer';
import { ulid } from '../../functions/lib/ulid';
import { CLOCK_PATH } from '../../scripts/local/http-gateway';
import { putFixtureEntity } from '../../scripts/local/seed-catalogue';
import { TAG_TEXTS } from '../../shared/messages-wrestling';
import type { Post } from '../../shared/schemas/posts';
import type { TrendingWrestler } from '../../shared/schemas/trending';
import type { EntityKind } from '../../shared/schemas/wrestling';
import { KEYS } from '../../shared/table';
import { api, cloud, eventually, streamDrained } from './helpers';

/** The functions' clock, moved by the local cloud's knob (functions/lib/clock.ts). */
async function setClock(offsetMs: number) {
  const res = await fetch(`${cloud().apiBase}${CLOCK_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ offsetMs }),
  });
  expect(res.status).toBe(200);
}

import { BIG_ACCOUNT_FOLLOWERS } from './knobs';
import { feedIds, follow, type Member, member, newPost, partition, post } from './social-helpers';

const run = () => ulid().slice(-8).toLowerCase();
const entity = (kind: EntityKind, name: string, facts: Record<string, unknown> = {}) =>
  putFixtureEntity(getDb(), {
    kind,
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${run()}`,
    name,
    ...facts,
  });
const show = (name: string, startsAt = new Date().toISOString()) =>
  entity('show', name, { startsAt, endsAt: new Date(Date.parse(startsAt) + 3 * 3600_000).toISOString() });

describe('tags on posts', () => {
  it('refuses bad tags with a 400 naming the problem, and writes nothing', async () => {
    const fan = await member('Tag Refused');
    const wrestlers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => entity('wrestler', `Tagged ${n}`)));
    const first = wrestlers[0] as (typeof wrestlers)[number];
    const [raw, smackdown] = [
      await show('Raw'),
      await show('SmackDown', new Date(Date.now() + 3600_000).toISOString()),
    ];
    const cases: [string[], string][] = [
      [[ulid()], TAG_TEXTS.unknownTag],
      [[first.id, ulid()], TAG_TEXTS.unknownTag],
      [[raw.id, smackdown.id], TAG_TEXTS.oneShow],
      [wrestlers.map((w) => w.id), TAG_TEXTS.tooMany],
      [[first.id, first.id], TAG_TEXTS.duplicate],
      [[raw.id, ...wrestlers.map((w) => w.id)], 'At most 5 tags besides the show'],
    ];
    for (const [tags, message] of cases) {
      const res = await post(fan, { content: 'tagged badly', tags });
      expect(res.status, res.text).toBe(400);
      expect(res.json?.message).toBe(message);
    }
    expect(await partition(`${KEYS.authorPost.pk}${fan.sub}`)).toEqual([]);
    for (const w of wrestlers) expect(await partition(entityPostsPk(w.id))).toEqual([]);
  });

  it('stores the tags, answers them as EntityRefs (show first) and indexes the post under each entity until it is deleted', async () => {
    const fan = await member('Tagger');
    const rhea = await entity('wrestler', 'Rhea Ripley');
    const iyo = await entity('wrestler', 'Iyo Sky');
    const raw = await show('Raw');
    const res = await post(fan, { content: 'Rhea vs Iyo tonight', tags: [rhea.id, raw.id, iyo.id] });
    expect(res.status, res.text).toBe(201);
    const created = res.json as unknown as Post;
    const ref = (e: typeof rhea) => ({
      id: e.id,
      kind: e.kind,
      slug: e.slug,
      name: e.name,
      colors: e.colors,
    });
    expect(created.tags).toEqual([ref(raw), ref(rhea), ref(iyo)]);
    // Everywhere the post is read, its tags come along.
    const read = await api(`/api/posts/${created.id}`, { token: fan.idToken });
    expect((read.json as unknown as Post).tags).toEqual(created.tags);
    const feed = (await api('/api/posts/feed', { token: fan.idToken })).json as unknown as Post[];
    expect(feed.find((p) => p.id === created.id)?.tags).toEqual(created.tags);
    for (const e of [rhea, iyo, raw])
      expect((await partition(entityPostsPk(e.id))).map((i) => i.postId)).toEqual([created.id]);
    // An untagged post answers [] and is under no entity.
    const plain = await post(fan, { content: 'no tags' });
    expect((plain.json as unknown as Post).tags).toEqual([]);

    expect((await api(`/api/posts/${created.id}`, { token: fan.idToken, method: 'DELETE' })).status).toBe(
      200,
    );
    for (const e of [rhea, iyo, raw]) expect(await partition(entityPostsPk(e.id))).toEqual([]);
    expect(await partition(postKey(created.id).PK)).toEqual([]);
  });

  it('leaves out a tag whose entity was deleted later', async () => {
    const fan = await member('Tag Survivor');
    const gone = await entity('wrestler', 'Retired Soon');
    const kept = await entity('promotion', 'Kept Promotion');
    const created = (await post(fan, { content: 'two tags', tags: [gone.id, kept.id] }))
      .json as unknown as Post;
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const db = getDb();
    await db.doc.send(new DeleteCommand({ TableName: db.table, Key: entityKey(gone.id) }));
    const read = (await api(`/api/posts/${created.id}`, { token: fan.idToken })).json as unknown as Post;
    expect(read.tags.map((t) => t.id)).toEqual([kept.id]);
  });
});

/**
 * A fan follows an entity as A's follow route does (the contract, issue 28): both edges, the
 * entity's followerCount and, for a big entity, its id in the fan's `bigEntityFollows`, in one
 * transaction. (The route is A's; these tests write its transaction directly.)
 */
async function followEntity(userId: string, entityId: string): Promise<void> {
  const db = getDb();
  const entity = await getEntity(db, entityId, true);
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: db.table,
            Item: {
              ...entityFollowKey(userId, entityId),
              type: 'entity-follow',
              userId,
              entityId,
              createdAt: new Date().toISOString(),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: db.table,
            Item: { ...entityFollowerKey(entityId, userId), type: 'entity-follower', userId },
          },
        },
        {
          Update: {
            TableName: db.table,
            Key: entityKey(entityId),
            UpdateExpression: 'ADD followerCount :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        ...(entity?.big
          ? [
              {
                Update: {
                  TableName: db.table,
                  Key: userKey(userId),
                  UpdateExpression: 'ADD bigEntityFollows :e',
                  ExpressionAttributeValues: { ':e': new Set([entityId]) },
                },
              },
            ]
          : []),
      ],
    }),
  );
}

async function unfollowEntity(userId: string, entityId: string): Promise<void> {
  const db = getDb();
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: db.table,
            Key: entityFollowKey(userId, entityId),
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
        { Delete: { TableName: db.table, Key: entityFollowerKey(entityId, userId) } },
        {
          Update: {
            TableName: db.table,
            Key: entityKey(entityId),
            UpdateExpression: 'ADD followerCount :minus',
            ExpressionAttributeValues: { ':minus': -1 },
          },
        },
        {
          Update: {
            TableName: db.table,
            Key: userKey(userId),
            UpdateExpression: 'DELETE bigEntityFollows :e',
            ExpressionAttributeValues: { ':e': new Set([entityId]) },
          },
        },
      ],
    }),
  );
}

describe('home feed: posts tagged with followed entities', () => {
  it('small entities fan out: tagged posts reach followers once, backfill on follow, prune on unfollow, go with the post', async () => {
    const [reader, author, other, late] = await Promise.all([
      member('Entity Reader'),
      member('Entity Author'),
      member('Followed Author'),
      member('Late Follower'),
    ]);
    const promo = await entity('promotion', 'Small Promotion');
    await followEntity(reader.sub, promo.id);
    // The reader also follows `other`: their tagged post comes both ways and shows once.
    expect((await follow(reader, other.sub)).status).toBe(200);
    await streamDrained();

    const tagged = (await post(author, { content: 'tagged', tags: [promo.id] })).json as unknown as Post;
    const both = (await post(other, { content: 'tagged by a followed fan', tags: [promo.id] }))
      .json as unknown as Post;
    const untagged = await newPost(author, 'not tagged');
    await eventually(async () => (await feedIds(reader)).includes(tagged.id));
    await streamDrained();
    const feed = await feedIds(reader);
    expect(feed.filter((id) => id === both.id)).toHaveLength(1);
    expect(feed).toContain(tagged.id);
    expect(feed).not.toContain(untagged.id);
    const pointer = (await partition(feedPk(reader.sub))).find((i) => i.postId === tagged.id);
    expect(pointer?.viaEntity).toBe(promo.id);
    const page = (await api('/api/posts/feed', { token: reader.idToken })).json as unknown as Post[];
    expect(page.find((p) => p.id === tagged.id)?.tags.map((t) => t.id)).toEqual([promo.id]);

    // A new follower gets the recent tagged posts.
    await followEntity(late.sub, promo.id);
    await eventually(async () => (await feedIds(late)).includes(tagged.id));

    // Unfollowing prunes what came from the entity, not the followed author's post.
    await unfollowEntity(reader.sub, promo.id);
    await eventually(async () => !(await feedIds(reader)).includes(tagged.id));
    await streamDrained();
    expect(await feedIds(reader)).toContain(both.id);

    // Deleting the post takes it out of the entity followers' feeds.
    expect((await api(`/api/posts/${tagged.id}`, { token: author.idToken, method: 'DELETE' })).status).toBe(
      200,
    );
    await eventually(async () => (await partition(feedPk(late.sub))).every((i) => i.postId !== tagged.id));
  });

  it('big entities are merged at read time from ELATEST#, not fanned out; a feed page reads the same requests for 1 or 200 followed entities', async () => {
    const fans = await Promise.all(
      Array.from({ length: BIG_ACCOUNT_FOLLOWERS }, (_, i) => member(`Big Fan ${i}`)),
    );
    const author = await member('Big Entity Author');
    const star = await entity('wrestler', 'Big Star');
    for (const fan of fans) await followEntity(fan.sub, star.id);
    // The follow that reached the threshold marks it big and its followers learn to merge it.
    await eventually(async () => Boolean((await getEntity(getDb(), star.id, true))?.big));
    await eventually(async () =>
      (await Promise.all(fans.map((f) => getUserById(getDb(), f.sub, true)))).every((u) =>
        u?.bigEntityFollows?.has(star.id),
      ),
    );
    const tagged = (await post(author, { content: 'big tagged', tags: [star.id] })).json as unknown as Post;
    await eventually(async () =>
      (await partition(entityLatestKey(star.id).PK)).some((i) =>
        (i.posts as { postId: string }[]).some((p) => p.postId === tagged.id),
      ),
    );
    for (const fan of fans) expect(await feedIds(fan)).toContain(tagged.id);
    await streamDrained();
    // No pointer was written: it was merged.
    expect((await partition(feedPk(fans[0]?.sub ?? ''))).map((i) => i.postId)).not.toContain(tagged.id);

    // Requests per page: a fan following one small entity against one following 200 (5 big).
    const db = getDb();
    const small = await entity('team', 'One Small Team');
    const many = await Promise.all(Array.from({ length: 195 }, (_, i) => entity('wrestler', `Many ${i}`)));
    const bigOnes = await Promise.all(
      Array.from({ length: 5 }, (_, i) => entity('promotion', `Big Promo ${i}`, { big: true })),
    );
    const [one, twoHundred] = [await member('One Entity'), await member('Two Hundred Entities')];
    await followEntity(one.sub, small.id);
    for (const e of [...many, ...bigOnes]) await followEntity(twoHundred.sub, e.id);
    await streamDrained();
    let requests = 0;
    db.doc.middlewareStack.add(
      (next) => (args) => {
        requests++;
        return next(args);
      },
      { step: 'initialize', name: 'countTagRequests' },
    );
    // The route's chain reads the viewer (profile and filter: one BatchGet), then the feed.
    const cost = async (fan: Member) => {
      requests = 0;
      await readFeed(db, (await loadViewer(db, fan.sub)) as Viewer, { limit: 20 });
      return requests;
    };
    try {
      const [c1, c200] = [await cost(one), await cost(twoHundred)];
      expect(c200).toBeLessThanOrEqual(c1 + 1);
    } finally {
      db.doc.middlewareStack.remove('countTagRequests');
    }
  });
});

describe('tag suggestions', () => {
  it('suggests the entities a text names (names, also-known-as) and the show its hashtag names today', async () => {
    const fan = await member('Suggested');
    const id = run();
    const star = await entity('wrestler', `Nova ${id}`, { akas: [`Queen${id}`] });
    const promo = await entity('promotion', `League ${id}`);
    const hashtag = `Show${id}`;
    const today = await show(`Tonight ${id}`, new Date(Date.now() + 2 * 3600_000).toISOString());
    await putFixtureEntity(getDb(), {
      kind: 'show',
      slug: `next-week-${id}`,
      name: `Next week ${id}`,
      hashtag,
      startsAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    });
    await getDb().doc.send(
      new UpdateCommand({
        TableName: getDb().table,
        Key: entityKey(today.id),
        UpdateExpression: 'SET hashtag = :h',
        ExpressionAttributeValues: { ':h': hashtag },
      }),
    );
    const suggest = async (content: string) => {
      const res = await api('/api/tags/suggest', { token: fan.idToken, method: 'POST', body: { content } });
      expect(res.status, res.text).toBe(200);
      return (res.json as unknown as { id: string }[]).map((r) => r.id);
    };
    // A container keeps its names index SUGGEST_INDEX_TTL_MS (an earlier file may have built it
    // before these entities existed): the functions' clock moves past it.
    await setClock(SUGGEST_INDEX_TTL_MS + 1_000);
    try {
      expect(await suggest(`#${hashtag.toLowerCase()}: NOVA ${id} for League ${id}, queen${id}!`)).toEqual([
        today.id,
        star.id,
        promo.id,
      ]);
      expect(await suggest(`Novas ${id}`)).toEqual([]);
    } finally {
      await setClock(0);
    }
    const bad = await api('/api/tags/suggest', {
      token: fan.idToken,
      method: 'POST',
      body: { content: 'x'.repeat(501) },
    });
    expect(bad.status).toBe(400);
  });
});

describe('Wrestlers trending now', () => {
  it('counts the different fans who tag a wrestler (one fan’s spam once), gated like hashtags; only wrestlers', async () => {
    const [a, b, c] = await Promise.all([member('Trend A'), member('Trend B'), member('Trend C')]);
    const hot = await entity('wrestler', 'Hot Wrestler');
    const spammed = await entity('wrestler', 'Spammed Wrestler');
    const promo = await entity('promotion', 'Trending Promotion');
    const tag = async (fan: Member, tags: string[]) => {
      const res = await post(fan, { content: 'tagged for trending', tags });
      expect(res.status, res.text).toBe(201);
    };
    for (let i = 0; i < 3; i++) await tag(a, [hot.id, promo.id]);
    await tag(b, [hot.id, promo.id]);
    await tag(c, [hot.id]);
    for (let i = 0; i < 6; i++) await tag(a, [spammed.id]);
    await streamDrained();
    await runTrendingJob({ db: getDb(), now: () => new Date() });
    const res = await api('/api/trending/wrestlers?timeframe=day', { token: a.idToken });
    expect(res.status, res.text).toBe(200);
    const rows = res.json as unknown as TrendingWrestler[];
    const mine = rows.filter((r) => [hot.id, spammed.id, promo.id].includes(r.entity.id));
    expect(mine).toEqual([
      {
        entity: { id: hot.id, kind: 'wrestler', slug: hot.slug, name: hot.name, colors: hot.colors },
        fanCount: 3,
        postCount: 5,
      },
    ]);
  });
});
