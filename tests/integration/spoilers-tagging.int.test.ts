/**
 * Spoiler Guard, what is a spoiler (issue 37, docs/spoilers.md): a post or comment written in a
 * show's window that names its hashtag or its card is about the show, decided when it is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityPostsPk } from '../../functions/data/catalogue/entity-posts';
import type { EntityItem } from '../../functions/data/catalogue/items';
import { getDb } from '../../functions/data/client';
import { commentKey } from '../../functions/data/comment';
import { feedPk } from '../../functions/data/feed';
import { SHOW_WINDOW_TTL_MS } from '../../functions/data/spoilers/show-window';
import { ulid } from '../../functions/lib/ulid';
import { CLOCK_PATH } from '../../scripts/local/http-gateway';
import { putFixtureEntity, putFixtureMatch } from '../../scripts/local/seed-catalogue';
import type { Comment, Post } from '../../shared/schemas/posts';
import type { EntityKind } from '../../shared/schemas/wrestling';
import { api, cloud } from './helpers';
import { type Member, member, partition, post } from './social-helpers';

const HOUR = 3_600_000;
const id = ulid().slice(-8).toLowerCase();
const iso = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

/** The functions' clock, moved by the local cloud's knob (functions/lib/clock.ts). */
async function setClock(offsetMs: number) {
  const res = await fetch(`${cloud().apiBase}${CLOCK_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ offsetMs }),
  });
  expect(res.status).toBe(200);
}
/**
 * A container keeps the shows of the window SHOW_WINDOW_TTL_MS (an earlier file may have read them
 * before these shows existed): the functions' clock moves past it, which reads them again. The
 * window is decided on the post's own time, so the shift changes nothing else.
 */
const freshWindow = () => setClock(SHOW_WINDOW_TTL_MS + 1_000);

const entity = (kind: EntityKind, name: string, facts: Record<string, unknown> = {}) =>
  putFixtureEntity(getDb(), {
    kind,
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${ulid().slice(-6).toLowerCase()}`,
    name,
    ...facts,
  });
const show = (name: string, startsAt: string, endsAt: string, hashtag: string) =>
  entity('show', name, { startsAt, endsAt, hashtag, status: 'scheduled', showKind: 'weekly' });

const ref = (e: EntityItem) => ({ id: e.id, kind: e.kind, slug: e.slug, name: e.name, colors: e.colors });

async function write(fan: Member, content: string, tags?: string[]): Promise<Post> {
  const res = await post(fan, { content, ...(tags ? { tags } : {}) });
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Post;
}
async function comment(fan: Member, postId: string, content: string): Promise<Record<string, unknown>> {
  const res = await api('/api/comments', { token: fan.idToken, method: 'POST', body: { postId, content } });
  expect(res.status, res.text).toBe(201);
  const [item] = await partition(commentKey((res.json as unknown as Comment).id).PK);
  return item as Record<string, unknown>;
}
const tagIds = (p: Post) => p.tags.map((t) => t.id);

let fan: Member;
let star: EntityItem;
let rival: EntityItem;
let team: EntityItem;
let tonight: EntityItem;
let lastWeek: EntityItem;
let oldStar: EntityItem;

beforeAll(async () => {
  fan = await member('Spoiler Tagger');
  star = await entity('wrestler', `Vega ${id}`, { akas: [`Queen${id}`] });
  rival = await entity('wrestler', `Rival ${id}`);
  const member1 = await entity('wrestler', `Cole ${id}`);
  team = await entity('team', `Crew ${id}`, {
    teamKind: 'team',
    members: [{ entityId: member1.id, from: null, to: null }],
  });
  oldStar = await entity('wrestler', `Elder ${id}`);
  // On air: started an hour ago, ends in two.
  tonight = await show(`Night ${id}`, iso(-1), iso(2), `Night${id}`);
  await putFixtureMatch(getDb(), tonight, { position: 1, sides: [[star.id], [rival.id]] });
  await putFixtureMatch(getDb(), tonight, { position: 2, sides: [[team.id], [rival.id]] });
  // Ended 30 hours ago: its window closed 6 hours ago.
  lastWeek = await show(`Past ${id}`, iso(-33), iso(-30), `Past${id}`);
  await putFixtureMatch(getDb(), lastWeek, { position: 1, sides: [[oldStar.id], [rival.id]] });
  await freshWindow();
});
afterAll(() => setClock(0));

describe('what is a spoiler: posts', () => {
  it('tags a post naming the show’s hashtag (any case) with the show, first, as a tag the fan chose is', async () => {
    const p = await write(fan, `What a night #night${id.toUpperCase()}`);
    expect(p.tags).toEqual([ref(tonight)]);
    const read = (await api(`/api/posts/${p.id}`, { token: fan.idToken })).json as unknown as Post;
    expect(read.tags).toEqual([ref(tonight)]);
    // The indexes a chosen tag gets: the show's posts, and the pointers carry it.
    expect((await partition(entityPostsPk(tonight.id))).map((i) => i.postId)).toContain(p.id);
    const own = (await partition(feedPk(fan.sub))).find((i) => i.postId === p.id);
    expect(own?.tags).toEqual([tonight.id]);
  });

  it('tags a post naming a wrestler or team on the card, by name, also-known-as name or a member’s name, whole words only', async () => {
    for (const content of [`VEGA ${id} just won`, `queen${id} forever`, `crew ${id}!`, `cole ${id} did it`])
      expect(tagIds(await write(fan, content)), content).toEqual([tonight.id]);
    for (const content of [`Vega${id}`, `Vegas ${id}`, `queen${id}s`, 'nothing to see'])
      expect(tagIds(await write(fan, content)), content).toEqual([]);
  });

  it('does not tag outside the window', async () => {
    expect(tagIds(await write(fan, `#Past${id} was great`))).toEqual([]);
    expect(tagIds(await write(fan, `Elder ${id} was great`))).toEqual([]);
  });

  it('keeps the fan’s own show tag (the post is about that show) and adds the show before the fan’s other tags', async () => {
    const mine = await write(fan, `Vega ${id} again #night${id}`, [lastWeek.id]);
    expect(tagIds(mine)).toEqual([lastWeek.id]);
    const tagged = await write(fan, `Vega ${id} again`, [oldStar.id]);
    expect(tagIds(tagged)).toEqual([tonight.id, oldStar.id]);
    // A wrestler of the card the fan tagged names the show too.
    expect(tagIds(await write(fan, 'what a match', [rival.id]))).toEqual([tonight.id, rival.id]);
  });

  it('lists the tagged posts on the show’s posts', async () => {
    const p = await write(fan, `#Night${id} listed`);
    const res = await api(`/api/entities/${tonight.id}/posts`, { token: fan.idToken });
    expect(res.status, res.text).toBe(200);
    const listed = (res.json as unknown as Post[]).find((x) => x.id === p.id);
    expect(listed?.tags).toEqual([ref(tonight)]);
  });

  it('adds the show an edit names inside the window, before the fan’s own tags, which stay', async () => {
    const p = await write(fan, 'a quiet post', [oldStar.id]);
    expect(tagIds(p)).toEqual([oldStar.id]);
    const res = await api(`/api/posts/${p.id}`, {
      token: fan.idToken,
      method: 'PATCH',
      body: { content: `edited: Rival ${id} won` },
    });
    expect(res.status, res.text).toBe(200);
    expect(tagIds(res.json as unknown as Post)).toEqual([tonight.id, oldStar.id]);
    const read = (await api(`/api/posts/${p.id}`, { token: fan.idToken })).json as unknown as Post;
    expect(read.tags).toEqual([ref(tonight), ref(oldStar)]);
    expect((await partition(entityPostsPk(tonight.id))).map((i) => i.postId)).toContain(p.id);
    // The author's list pointer still carries the old tags; readers take a post's tags from the post.
    const listed = (await api(`/api/posts/user/${fan.sub}`, { token: fan.idToken }))
      .json as unknown as Post[];
    expect(tagIds(listed.find((x) => x.id === p.id) as Post)).toEqual([tonight.id, oldStar.id]);
    const shows = (await api(`/api/entities/${tonight.id}/posts`, { token: fan.idToken }))
      .json as unknown as Post[];
    expect(tagIds(shows.find((x) => x.id === p.id) as Post)).toEqual([tonight.id, oldStar.id]);
    // A second edit naming another show changes nothing: a post's show never changes.
    const again = await api(`/api/posts/${p.id}`, {
      token: fan.idToken,
      method: 'PATCH',
      body: { content: `edited again #Past${id}` },
    });
    expect(again.status, again.text).toBe(200);
    expect(tagIds(again.json as unknown as Post)).toEqual([tonight.id, oldStar.id]);
  });

  it('an edit of a post the fan tagged with a show adds no other', async () => {
    const p = await write(fan, 'about last week', [lastWeek.id]);
    const res = await api(`/api/posts/${p.id}`, {
      token: fan.idToken,
      method: 'PATCH',
      body: { content: `#Night${id} now` },
    });
    expect(res.status, res.text).toBe(200);
    expect(tagIds(res.json as unknown as Post)).toEqual([lastWeek.id]);
  });

  it('leaves an edit outside every window untagged', async () => {
    const p = await write(fan, 'plain');
    const res = await api(`/api/posts/${p.id}`, {
      token: fan.idToken,
      method: 'PATCH',
      body: { content: `Elder ${id} #Past${id}` },
    });
    expect(res.status, res.text).toBe(200);
    expect(tagIds(res.json as unknown as Post)).toEqual([]);
  });
});

describe('what is a spoiler: comments', () => {
  it('a comment on a post about a show is about it, whatever it says', async () => {
    const about = await write(fan, `#night${id}`);
    expect((await comment(fan, about.id, 'so good')).showId).toBe(tonight.id);
    // Also a post tagged by the fan with a show whose window closed.
    const old = await write(fan, 'last week', [lastWeek.id]);
    expect((await comment(fan, old.id, `Vega ${id}`)).showId).toBe(lastWeek.id);
  });

  it('a comment naming the card in the window is about the show on its own; else about none', async () => {
    const plain = await write(fan, 'no show here');
    expect((await comment(fan, plain.id, `Queen${id} wins!`)).showId).toBe(tonight.id);
    expect((await comment(fan, plain.id, `#NIGHT${id}`)).showId).toBe(tonight.id);
    expect((await comment(fan, plain.id, 'hello')).showId).toBeUndefined();
    expect((await comment(fan, plain.id, `Elder ${id}`)).showId).toBeUndefined();
    // A post tagged with a wrestler only is about no show: its comments decide for themselves.
    const wrestlerOnly = await write(fan, 'tagged a wrestler', [oldStar.id]);
    expect((await comment(fan, wrestlerOnly.id, 'hello')).showId).toBeUndefined();
  });
});
