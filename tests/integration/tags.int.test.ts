import { describe, expect, it } from 'vitest';
import { entityKey } from '../../functions/data/catalogue';
import { getDb } from '../../functions/data/client';
import { entityPostsPk } from '../../functions/data/entity-posts';
import { postKey } from '../../functions/data/post';
import { ulid } from '../../functions/lib/ulid';
import { putFixtureEntity } from '../../scripts/local/seed-catalogue';
import { TAG_TEXTS } from '../../shared/messages-wrestling';
import type { Post } from '../../shared/schemas/posts';
import type { EntityKind } from '../../shared/schemas/wrestling';
import { KEYS } from '../../shared/table';
import { api } from './helpers';
import { member, partition, post } from './social-helpers';

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
    const [raw, smackdown] = [
      await show('Raw'),
      await show('SmackDown', new Date(Date.now() + 3600_000).toISOString()),
    ];
    const cases: [string[], string][] = [
      [[ulid()], TAG_TEXTS.unknownTag],
      [[wrestlers[0].id, ulid()], TAG_TEXTS.unknownTag],
      [[raw.id, smackdown.id], TAG_TEXTS.oneShow],
      [wrestlers.map((w) => w.id), TAG_TEXTS.tooMany],
      [[wrestlers[0].id, wrestlers[0].id], TAG_TEXTS.duplicate],
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
