/**
 * Search across everything (issue 35, "Finding things"; GET /api/search) on the real local cloud: one
 * query finds the wrestler, the fans and the hashtags at once (a wrestler's name never ends at "No
 * Users Found"), a "#" query asks for hashtags only, the shows of a name come one on each side of now,
 * and the viewer's blocks, mutes and muted words and the teen rule shape what is suggested.
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { runTrendingJob } from '../../functions/domain/trending';
import { putFixtureEntity } from '../../scripts/local/seed-catalogue';
import { toBirthdate } from '../../shared/age';
import type { SearchAll } from '../../shared/schemas/search';
import type { SuggestedUser } from '../../shared/schemas/users';
import { api, newFan, streamDrained } from './helpers';
import { follow, type Member, member, newPost } from './social-helpers';

const run = Date.now().toString(36);
const db = () => getDb();
const HOUR = 3600_000;

async function searchAll(fan: Member, q: string): Promise<SearchAll> {
  const res = await api(`/api/search?q=${encodeURIComponent(q)}`, { token: fan.idToken });
  expect(res.status, `${q}: ${res.text}`).toBe(200);
  return res.json as unknown as SearchAll;
}
const ids = (list: { id: string }[]) => list.map((e) => e.id);

/** A fan with a display name (and, for a teen, a birthdate 15 years ago). */
async function fanNamed(name: string, teen = false): Promise<Member> {
  const d = new Date();
  const birthdate = teen ? toBirthdate(d.getUTCFullYear() - 15, 1, 15) : '1990-01-15';
  const fan = await newFan(name, birthdate);
  const me = await api('/api/user', { token: fan.idToken });
  expect(me.status, me.text).toBe(200);
  return { ...fan, handle: String(me.json?.handle) };
}

describe('search across everything', () => {
  it('a wrestler’s name finds the wrestler, the fans and the hashtags together; "#" asks for hashtags only', async () => {
    // "Rhea": a wrestler, a fan whose name starts the same, a hashtag fans used.
    const word = `Rh${run}`;
    const wrestler = await putFixtureEntity(db(), {
      kind: 'wrestler',
      slug: `rhea-${run}`,
      name: `${word}a Ripley`,
      akas: ['Mami'],
      promotionIds: [],
      status: 'active',
      hometown: null,
      debutYear: null,
    });
    const fan = await fanNamed(`${word}annon Fan`);
    const tag = `${word.toLowerCase()}aripley`;
    const posters = await Promise.all([1, 2, 3].map((i) => member(`Tagger ${i} ${run}`)));
    for (const p of posters) await newPost(p, `What a match #${tag}`);
    await streamDrained();
    await runTrendingJob({ db: db(), now: () => new Date() });

    const seeker = await member(`Seeker ${run}`);
    const found = await searchAll(seeker, word.toUpperCase());
    expect(ids(found.entities)).toEqual([wrestler.id]);
    expect(found.entities[0]).toMatchObject({ kind: 'wrestler', slug: wrestler.slug, name: wrestler.name });
    expect(ids(found.users)).toEqual([fan.sub]);
    expect(found.users[0]).toMatchObject({ displayName: `${word}annon Fan`, handle: fan.handle });
    expect(found.hashtags).toEqual([{ name: tag, postCount: 3 }]);
    // The whole name, as typed.
    expect(ids((await searchAll(seeker, `${word}a Ripley`)).entities)).toEqual([wrestler.id]);

    // "#...": hashtags only (the search screen then opens the Posts tab).
    expect(await searchAll(seeker, `#${word}`)).toEqual({
      users: [],
      entities: [],
      hashtags: [{ name: tag, postCount: 3 }],
    });
    // Nothing matches: three empty lists.
    expect(await searchAll(seeker, `Zzq${run}`)).toEqual({ users: [], entities: [], hashtags: [] });
    // A blank query is refused and changes nothing.
    const blank = await api('/api/search?q=%20%20', { token: seeker.idToken });
    expect(blank.status).toBe(400);
    expect(blank.json?.message).toBe('Please enter something to search for');
  }, 60_000);

  it('suggests the nearest show of a name on each side of now, dated and with its status', async () => {
    const seeker = await member(`Show seeker ${run}`);
    const name = `Sigma Live ${run}`;
    const at = (offset: number, status: string, n: number) =>
      putFixtureEntity(db(), {
        kind: 'show',
        slug: `sigma-${n}-${run}`,
        name,
        promotionId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
        showKind: 'weekly',
        startsAt: new Date(Date.now() + offset).toISOString(),
        endsAt: new Date(Date.now() + offset + 3 * HOUR).toISOString(),
        timeZone: 'America/New_York',
        venue: null,
        city: null,
        hashtag: null,
        status,
      });
    await at(-8 * 24 * HOUR, 'finished', 1);
    const lastNight = await at(-20 * HOUR, 'finished', 2);
    const next = await at(4 * 24 * HOUR, 'scheduled', 3);
    await at(11 * 24 * HOUR, 'scheduled', 4);
    const found = await searchAll(seeker, `sigma ${run}`);
    expect(found.entities.map((e) => [e.id, e.startsAt, e.status])).toEqual([
      [lastNight.id, lastNight.startsAt, 'finished'],
      [next.id, next.startsAt, 'scheduled'],
    ]);
  });

  it('leaves out the fans the viewer blocked, was blocked by or muted, and the hashtags the viewer muted', async () => {
    const word = `Bm${run}`;
    const viewer = await member(`Careful viewer ${run}`);
    const [kept, blocked, blocker, muted] = (await Promise.all(
      ['Kept', 'Blocked', 'Blocker', 'Muted'].map((n) => fanNamed(`${word} ${n}`)),
    )) as [Member, Member, Member, Member];
    const ok = (res: { status: number; text: string }) => expect(res.status, res.text).toBeLessThan(300);
    ok(await api('/api/blocks', { token: viewer.idToken, method: 'POST', body: { userId: blocked.sub } }));
    ok(await api('/api/blocks', { token: blocker.idToken, method: 'POST', body: { userId: viewer.sub } }));
    ok(
      await api('/api/mutes', {
        token: viewer.idToken,
        method: 'POST',
        body: { userId: muted.sub, duration: '24h' },
      }),
    );
    const tags = [`${word.toLowerCase()}loud`, `${word.toLowerCase()}quiet`];
    // Enough different fans for the trending job to rank a tag.
    const taggers = [kept, ...(await Promise.all([1, 2].map((i) => member(`Tagger ${i} ${run}`))))];
    for (const t of tags) for (const p of taggers) await newPost(p, `Tagged #${t}`);
    await streamDrained();
    await runTrendingJob({ db: db(), now: () => new Date() });
    const before = await searchAll(viewer, word);
    expect(ids(before.users)).toEqual([kept.sub]);
    expect(before.hashtags.map((h) => h.name).sort()).toEqual(tags.sort());
    ok(
      await api('/api/muted-words', {
        token: viewer.idToken,
        method: 'POST',
        body: { word: tags[1], duration: '24h', action: 'hide' },
      }),
    );
    expect((await searchAll(viewer, word)).hashtags.map((h) => h.name)).toEqual([tags[0]]);
    // Anyone else sees them all.
    const other = await member(`Other viewer ${run}`);
    expect(ids((await searchAll(other, word)).users).sort()).toEqual(
      [kept.sub, blocked.sub, blocker.sub, muted.sub].sort(),
    );
  }, 60_000);

  it('suggests a teen to teens and to the adults who follow them, never to other adults; the Users tab still finds them', async () => {
    const word = `Tn${run}`;
    const teen = await fanNamed(`${word} Youngster`, true);
    const adult = await fanNamed(`Grown up ${run}`);
    const follower = await fanNamed(`Follower ${run}`);
    const otherTeen = await fanNamed(`Other teen ${run}`, true);
    expect((await follow(follower, teen.sub)).status).toBeLessThan(300);
    expect(ids((await searchAll(adult, word)).users)).toEqual([]);
    expect(ids((await searchAll(follower, word)).users)).toEqual([teen.sub]);
    expect(ids((await searchAll(otherTeen, word)).users)).toEqual([teen.sub]);
    const usersTab = await api(`/api/users/search?q=${word}`, { token: adult.idToken });
    expect((usersTab.json as unknown as SuggestedUser[]).map((u) => u.id)).toEqual([teen.sub]);
  }, 60_000);
});
