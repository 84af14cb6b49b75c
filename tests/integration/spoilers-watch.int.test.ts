/**
 * Spoiler Guard's writes and results (issue 37, docs/spoilers.md) on the real local cloud: watch
 * statuses stored and answered, settings and their defaults, followed promotions kept on the fan's
 * controls item by follow and unfollow (and by the migration for follows made before), protection
 * from a show's start with each setting, lifting by itself (the functions' clock shifted by the local
 * cloud's knob), results hidden on the show and entity pages for a protected fan with results=true
 * and told after `watched` or with `spoilers=reveal`, the watch map's bound, and every bad input a 4xx
 * with its text that changes nothing.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { followEntityEdge } from '../../functions/data/catalogue/entity-follow';
import { getDb } from '../../functions/data/client';
import { controlsKey } from '../../functions/data/controls';
import { followedPromotionsPage } from '../../functions/data/spoilers/promotions-migration';
import { WATCH_MAX } from '../../functions/data/spoilers/watch';
import { CLOCK_PATH } from '../../scripts/local/http-gateway';
import { SPOILER_TEXTS } from '../../shared/messages-spoilers';
import { CATALOGUE_TEXTS } from '../../shared/messages-wrestling';
import type { EntityPage } from '../../shared/schemas/entities';
import type { ShowList, ShowPage } from '../../shared/schemas/shows';
import type { ShowWatch, SpoilerSettings } from '../../shared/schemas/spoilers';
import type { Match } from '../../shared/schemas/wrestling';
import { addMatch, create, hoursFromNow, promotionBody, showBody, smallWorld } from './catalogue-helpers';
import { api, cloud } from './helpers';
import { adminMember, type Member, member } from './social-helpers';

const HOUR = 3_600_000;
let admin: Member;

beforeAll(async () => {
  admin = await adminMember('Spoiler Admin');
});

/** The functions' clock, shifted (functions/lib/clock.ts); back to now after each test. */
const setClock = async (offsetMs: number) => {
  const res = await fetch(`${cloud().apiBase}${CLOCK_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ offsetMs }),
  });
  expect(res.status).toBe(200);
};
/**
 * The recent shows are cached per container for a minute (data/spoilers/recent-shows.ts): a show
 * made by a test is seen by the guard once the clock is a minute past every earlier small shift (a
 * cache filled at a later time, days ahead, is refreshed when the clock goes back before it).
 */
let bumps = 0;
const guardSeesNewShows = () => setClock(++bumps * 61_000);
afterEach(() => setClock(0));

async function get<T>(who: Member, path: string): Promise<T> {
  const res = await api(path, { token: who.idToken });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.json as unknown as T;
}
const put = (who: Member, path: string, body: unknown) =>
  api(path, { token: who.idToken, method: 'PUT', body });
async function admins(method: string, path: string, body?: unknown) {
  const res = await api(path, { token: admin.idToken, method, body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.json;
}
const watchOf = (who: Member, showId: string) => get<ShowWatch>(who, `/api/shows/${showId}/watch`);
const setWatch = async (who: Member, showId: string, status: string) => {
  const res = await put(who, `/api/shows/${showId}/watch`, { status });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as ShowWatch;
};
const followEntity = async (who: Member, entityId: string, method: 'POST' | 'DELETE' = 'POST') => {
  const res = await api(`/api/entities/${entityId}/follow`, { token: who.idToken, method });
  expect(res.status, res.text).toBe(200);
};
/** The fan's controls item as stored (its spoiler fields). */
async function controls(who: Member): Promise<Record<string, unknown> | null> {
  const db = getDb();
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: controlsKey(who.sub), ConsistentRead: true }),
  );
  return (res.Item as Record<string, unknown> | undefined) ?? null;
}
/** The migration script on the integration cloud, as an operator runs it; its output. */
async function migrate(): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/migrate-followed-promotions.ts', '--profile', 'integration'],
    { env: process.env, timeout: 60_000 },
  );
  return stdout;
}
const promotionsOf = async (who: Member) => [...(((await controls(who))?.promotions as Set<string>) ?? [])];
const plusHours = (iso: unknown, hours: number) =>
  new Date(Date.parse(String(iso)) + hours * HOUR).toISOString();

describe('watch statuses', () => {
  it('stores what the fan says with the show’s facts and answers it with the protection that applies', async () => {
    const promotion = await create(admin, promotionBody('Watchfed'));
    const show = await create(admin, showBody('Watchfed Weekly', promotion.id, 2));
    const fan = await member('Watch Fan');
    // Nothing said, the promotion not followed: not protected (and nothing stored for it).
    expect(await watchOf(fan, show.id)).toEqual({
      showId: show.id,
      status: null,
      protected: false,
      revealAt: null,
    });

    const later = await setWatch(fan, show.id, 'later');
    expect(later).toEqual({
      showId: show.id,
      status: 'later',
      protected: true,
      revealAt: plusHours(show.endsAt, 72),
    });
    expect(await watchOf(fan, show.id)).toEqual(later);
    // The calendar carries it too (its one-tap buttons), from the viewer's state.
    const window = `from=${encodeURIComponent(hoursFromNow(1))}&to=${encodeURIComponent(hoursFromNow(3))}`;
    const calendar = await get<ShowList>(fan, `/api/shows?${window}&promotion=${promotion.id}`);
    expect(calendar.shows.map((s) => s.watch)).toEqual([later]);
    const stored = (await controls(fan))?.watch as Record<string, Record<string, unknown>>;
    expect(stored[show.id]).toEqual({
      status: 'later',
      at: expect.any(String),
      name: 'Watchfed Weekly',
      promotionId: promotion.id,
      startsAt: show.startsAt,
      endsAt: show.endsAt,
    });
    expect((await controls(fan))?.type).toBe('filters');

    for (const status of ['live', 'watched', 'unprotected'] as const) {
      expect(await setWatch(fan, show.id, status)).toEqual({
        showId: show.id,
        status,
        protected: false,
        revealAt: null,
      });
      expect((await watchOf(fan, show.id)).status).toBe(status);
    }
    // A second show goes beside the first in the same map.
    const other = await create(admin, showBody('Watchfed Special', promotion.id, 30));
    await setWatch(fan, other.id, 'later');
    expect(Object.keys((await controls(fan))?.watch as object).sort()).toEqual([show.id, other.id].sort());
  });

  it('refuses an unknown status, a show that does not exist and a non-show, changing nothing', async () => {
    const promotion = await create(admin, promotionBody('Badfed'));
    const show = await create(admin, showBody('Badfed Weekly', promotion.id, 2));
    const fan = await member('Bad Input Fan');
    await setWatch(fan, show.id, 'later');
    const before = await controls(fan);

    for (const body of [{ status: 'sometime' }, { status: '' }, {}, { status: 'later', extra: 1 }]) {
      const res = await put(fan, `/api/shows/${show.id}/watch`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if ('status' in body && !('extra' in body)) expect(res.json?.message).toBe(SPOILER_TEXTS.badStatus);
    }
    // The catalogue's 404, the same text as GET /api/shows/{id}.
    const missing = ulid();
    const showPage = await api(`/api/shows/${missing}`, { token: fan.idToken });
    expect(showPage.status).toBe(404);
    for (const id of [missing, promotion.id]) {
      const res = await put(fan, `/api/shows/${id}/watch`, { status: 'later' });
      expect(res).toMatchObject({ status: 404, json: { message: CATALOGUE_TEXTS.notFound } });
      expect(res.json?.message).toBe(showPage.json?.message);
      expect((await api(`/api/shows/${id}/watch`, { token: fan.idToken })).status).toBe(404);
    }
    expect(await controls(fan)).toEqual(before);
    expect((await api(`/api/shows/${show.id}/watch`)).status).toBe(401);
  });

  it(`keeps at most ${WATCH_MAX} shows: a new one replaces the one said longest ago`, async () => {
    const promotion = await create(admin, promotionBody('Boundfed'));
    const show = await create(admin, showBody('Boundfed Weekly', promotion.id, 2));
    const fan = await member('Bound Fan');
    // `later`: entries that still decide something (others of old shows would be pruned).
    const entry = (i: number) => ({
      status: 'later',
      at: new Date(Date.UTC(2026, 0, 1) + i * HOUR).toISOString(),
      name: `Old ${i}`,
      promotionId: promotion.id,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-01-01T03:00:00.000Z',
    });
    const full = Object.fromEntries(Array.from({ length: WATCH_MAX }, (_, i) => [`OLD${i}`, entry(i)]));
    const db = getDb();
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: { ...controlsKey(fan.sub), type: 'filters', watch: full },
      }),
    );
    expect((await setWatch(fan, show.id, 'later')).status).toBe('later');
    const watch = (await controls(fan))?.watch as Record<string, unknown>;
    expect(Object.keys(watch)).toHaveLength(WATCH_MAX);
    expect(watch).not.toHaveProperty('OLD0');
    expect(watch).toHaveProperty('OLD1');
    expect(watch).toHaveProperty(show.id);
    // A show already in the full map is changed in place.
    await setWatch(fan, show.id, 'watched');
    expect(Object.keys((await controls(fan))?.watch as object)).toHaveLength(WATCH_MAX);
    expect(await controls(fan)).toHaveProperty('watch.OLD1');
  });

  it('drops, after a status, the entries that no longer decide anything (not a later)', async () => {
    const promotion = await create(admin, promotionBody('Prunefed'));
    const show = await create(admin, showBody('Prunefed Weekly', promotion.id, 2));
    const fan = await member('Prune Fan');
    const old = (status: string, daysAgo: number) => ({
      status,
      at: hoursFromNow(-24 * daysAgo),
      name: `Old ${status}`,
      promotionId: promotion.id,
      startsAt: hoursFromNow(-24 * daysAgo),
      endsAt: hoursFromNow(-24 * daysAgo + 3),
    });
    const watch = {
      OLDWATCHED: old('watched', 40),
      OLDLIVE: old('live', 31),
      OLDLATER: old('later', 40),
      RECENTWATCHED: old('watched', 20),
    };
    const db = getDb();
    await db.doc.send(
      new PutCommand({ TableName: db.table, Item: { ...controlsKey(fan.sub), type: 'filters', watch } }),
    );
    await setWatch(fan, show.id, 'live');
    expect(Object.keys((await controls(fan))?.watch as object).sort()).toEqual(
      ['OLDLATER', 'RECENTWATCHED', show.id].sort(),
    );
  });
});

describe('settings', () => {
  it('answers the defaults when never set, stores a change, and refuses choices not offered', async () => {
    const fan = await member('Settings Fan');
    expect(await get<SpoilerSettings>(fan, '/api/settings/spoilers')).toEqual({
      protect: 'followed',
      liftAfter: '3d',
    });
    expect(await controls(fan)).toBeNull();
    const res = await put(fan, '/api/settings/spoilers', { protect: 'all', liftAfter: '7d' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ protect: 'all', liftAfter: '7d' });
    expect(await get<SpoilerSettings>(fan, '/api/settings/spoilers')).toEqual({
      protect: 'all',
      liftAfter: '7d',
    });
    expect(await controls(fan)).toMatchObject({ spoilerProtect: 'all', spoilerLift: '7d', type: 'filters' });

    const bad = [
      [{ protect: 'some', liftAfter: '3d' }, SPOILER_TEXTS.badProtect],
      [{ protect: 'none', liftAfter: '2d' }, SPOILER_TEXTS.badLift],
      [{ liftAfter: '3d' }, SPOILER_TEXTS.badProtect],
      [{ protect: 'none' }, SPOILER_TEXTS.badLift],
    ] as const;
    for (const [body, message] of bad) {
      const refused = await put(fan, '/api/settings/spoilers', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json?.message).toBe(message);
    }
    expect(
      (await put(fan, '/api/settings/spoilers', { protect: 'none', liftAfter: '3d', x: 1 })).status,
    ).toBe(400);
    expect(await get<SpoilerSettings>(fan, '/api/settings/spoilers')).toEqual({
      protect: 'all',
      liftAfter: '7d',
    });
  });
});

describe('followed promotions on the controls item', () => {
  it('are added and removed by following and unfollowing a promotion (not other kinds)', async () => {
    const w = await smallWorld(admin, 'Keptfed');
    const fan = await member('Follows Fan');
    await followEntity(fan, w.promotion.id);
    expect(await promotionsOf(fan)).toEqual([w.promotion.id]);
    expect((await controls(fan))?.type).toBe('filters');
    await followEntity(fan, w.a.id);
    await followEntity(fan, w.title.id);
    // A repeat changes nothing.
    await followEntity(fan, w.promotion.id);
    expect(await promotionsOf(fan)).toEqual([w.promotion.id]);
    // The shows of a followed promotion are protected from their start (default settings).
    const started = await create(admin, showBody('Keptfed Tonight', w.promotion.id, -1));
    expect((await watchOf(fan, started.id)).protected).toBe(true);
    await followEntity(fan, w.a.id, 'DELETE');
    expect(await promotionsOf(fan)).toEqual([w.promotion.id]);
    await followEntity(fan, w.promotion.id, 'DELETE');
    expect(await promotionsOf(fan)).toEqual([]);
    expect((await watchOf(fan, started.id)).protected).toBe(false);
    // Another unfollow changes nothing.
    await followEntity(fan, w.promotion.id, 'DELETE');
    expect(await promotionsOf(fan)).toEqual([]);
  });

  it('the migration adds the promotions followed before, once, and an unfollow then takes them out', async () => {
    const promotion = await create(admin, promotionBody('Migratefed'));
    const [before, none, left] = await Promise.all([
      member('Old Follower'),
      member('Never Followed'),
      member('Left Before'),
    ]);
    // Follows made before the set was kept: the edges and count only.
    await followEntityEdge(getDb(), before.sub, { id: promotion.id });
    await followEntityEdge(getDb(), left.sub, { id: promotion.id });
    expect(await controls(before)).toBeNull();
    // Unfollowed before the migration ran: the set's DELETE makes no controls item.
    await followEntity(left, promotion.id, 'DELETE');
    expect(await controls(left)).toBeNull();
    const first = await followedPromotionsPage(getDb(), promotion.id);
    expect(first).toMatchObject({ follows: 1, added: 1, already: 0, gone: 0 });
    expect(await promotionsOf(before)).toEqual([promotion.id]);
    expect(await controls(none)).toBeNull();
    const again = await followedPromotionsPage(getDb(), promotion.id);
    expect(again).toMatchObject({ follows: 1, added: 0, already: 1, gone: 0 });
    await followEntity(before, promotion.id, 'DELETE');
    expect(await promotionsOf(before)).toEqual([]);
    expect(await followedPromotionsPage(getDb(), promotion.id)).toMatchObject({ follows: 0, added: 0 });
  });

  it('`npm run migrate:followed-promotions` walks every promotion and says what it did; again, it adds nothing', async () => {
    const promotion = await create(admin, promotionBody('Scriptfed'));
    const fan = await member('Script Follower');
    await followEntityEdge(getDb(), fan.sub, { id: promotion.id });
    const counts = (out: string) => {
      console.log(out.trim());
      const m = out.match(
        /(\d+) promotions, (\d+) follows read: (\d+) added .*, (\d+) there already, (\d+) gone/,
      );
      expect(m, out).not.toBeNull();
      return { promotions: Number(m?.[1]), follows: Number(m?.[2]), added: Number(m?.[3]) };
    };
    const first = counts(await migrate());
    expect(first.promotions).toBeGreaterThanOrEqual(1);
    expect(first.added).toBeGreaterThanOrEqual(1);
    expect(await promotionsOf(fan)).toEqual([promotion.id]);
    const second = counts(await migrate());
    expect(second).toMatchObject({ added: 0, follows: first.follows });
  }, 120_000);
});

describe('protection with each setting, from the show’s start until it lifts', () => {
  it('protects a followed promotion’s show from its start; all shows; none', async () => {
    const [followed, other] = await Promise.all([
      create(admin, promotionBody('Startfed')),
      create(admin, promotionBody('Elsefed')),
    ]);
    const [show, elsewhere] = await Promise.all([
      create(admin, showBody('Startfed Weekly', followed.id, 2)),
      create(admin, showBody('Elsefed Weekly', other.id, 2)),
    ]);
    const fan = await member('Start Fan');
    await followEntity(fan, followed.id);
    // Before its start: not yet.
    expect((await watchOf(fan, show.id)).protected).toBe(false);
    await setClock(3 * HOUR);
    expect(await watchOf(fan, show.id)).toEqual({
      showId: show.id,
      status: null,
      protected: true,
      revealAt: plusHours(show.endsAt, 72),
    });
    expect((await watchOf(fan, elsewhere.id)).protected).toBe(false);
    await put(fan, '/api/settings/spoilers', { protect: 'all', liftAfter: '3d' });
    expect((await watchOf(fan, elsewhere.id)).protected).toBe(true);
    await put(fan, '/api/settings/spoilers', { protect: 'none', liftAfter: '3d' });
    expect((await watchOf(fan, show.id)).protected).toBe(false);
    // The fan's own `later` holds whatever the settings.
    expect((await setWatch(fan, show.id, 'later')).protected).toBe(true);
  });

  it('lifts by itself the chosen time after the show’s end (24h, 3 days by default, 7 days, never)', async () => {
    const promotion = await create(admin, promotionBody('Liftfed'));
    const show = await create(admin, showBody('Liftfed Weekly', promotion.id, -4, 3));
    const [fan, day, week, never] = (await Promise.all(
      ['Lift Default', 'Lift Day', 'Lift Week', 'Lift Never'].map((n) => member(n)),
    )) as [Member, Member, Member, Member];
    for (const f of [fan, day, week, never]) await followEntity(f, promotion.id);
    await put(day, '/api/settings/spoilers', { protect: 'followed', liftAfter: '24h' });
    await put(week, '/api/settings/spoilers', { protect: 'followed', liftAfter: '7d' });
    await put(never, '/api/settings/spoilers', { protect: 'followed', liftAfter: 'never' });
    const protectedAt = async (hoursAfterEnd: number) => {
      await setClock(hoursAfterEnd * HOUR + HOUR);
      const answers = await Promise.all([fan, day, week, never].map((f) => watchOf(f, show.id)));
      return answers.map((a) => a.protected);
    };
    expect(await protectedAt(0)).toEqual([true, true, true, true]);
    expect((await watchOf(day, show.id)).revealAt).toBe(plusHours(show.endsAt, 24));
    expect((await watchOf(never, show.id)).revealAt).toBeNull();
    expect(await protectedAt(25)).toEqual([true, false, true, true]);
    expect(await protectedAt(73)).toEqual([false, false, true, true]);
    expect(await protectedAt(24 * 7 + 1)).toEqual([false, false, false, true]);
    expect(await protectedAt(24 * 29)).toEqual([false, false, false, true]);
    // A show protects a fan who said nothing while it is among the recent ones (30 days from its
    // start, SPOILER_RECENT_DAYS); their own `later` holds after that, until they mark it watched.
    expect(await protectedAt(24 * 31)).toEqual([false, false, false, false]);
    await setClock(0);
    expect((await setWatch(never, show.id, 'later')).protected).toBe(true);
    expect(await protectedAt(24 * 400)).toEqual([false, false, false, true]);
    expect((await setWatch(never, show.id, 'watched')).protected).toBe(false);
  });
});

describe('results for a protected fan', () => {
  /**
   * A promotion whose champion A loses the title to B at a show that ended 21 hours ago, where C beat D
   * too; tomorrow B defends against C.
   */
  async function resultsWorld(name: string) {
    const w = await smallWorld(admin, name);
    await admins('POST', `/api/admin/championships/${w.title.id}/reigns`, {
      holderIds: [w.a.id],
      from: hoursFromNow(-40 * 24).slice(0, 10),
    });
    const [last, tomorrow] = await Promise.all([
      create(admin, showBody(`${name} Last Night`, w.promotion.id, -24, 3)),
      create(admin, showBody(`${name} Tomorrow`, w.promotion.id, 24, 3)),
    ]);
    const titleMatch: Match = await addMatch(admin, last.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: w.title.id,
    });
    const other: Match = await addMatch(admin, last.id, {
      position: 2,
      sides: [[w.c.id], [w.d.id]],
      stipulation: null,
      championshipId: null,
    });
    await admins('PUT', `/api/admin/shows/${last.id}/matches/${titleMatch.id}/result`, { winnerSide: 1 });
    await admins('PUT', `/api/admin/shows/${last.id}/matches/${other.id}/result`, {
      winnerSide: 0,
      method: 'pinfall',
      duration: '12:34',
    });
    const defence: Match = await addMatch(admin, tomorrow.id, {
      position: 1,
      sides: [[w.b.id], [w.c.id]],
      stipulation: null,
      championshipId: w.title.id,
    });
    await guardSeesNewShows();
    return { ...w, last, tomorrow, titleMatch, other, defence };
  }
  const showPage = (who: Member, showId: string, query = '?results=true') =>
    get<ShowPage>(who, `/api/shows/${showId}${query}`);
  const entityPage = (who: Member, slug: string) =>
    get<EntityPage>(who, `/api/entities/${slug}?results=true`);
  const resultsOf = (page: ShowPage) => page.card.map((m) => m.result);
  const ids = (refs: { id: string }[]) => refs.map((r) => r.id);

  it('sends none of a protected show’s results with results=true, on the show page and the entity pages, until watched', async () => {
    const w = await resultsWorld('Guardfed');
    const [fan, bystander] = await Promise.all([member('Protected Fan'), member('Bystander Fan')]);
    await followEntity(fan, w.promotion.id);

    // The show page: no result, "(c)" as before the show, and what the page offers instead.
    const page = await showPage(fan, w.last.id);
    expect(resultsOf(page)).toEqual([null, null]);
    expect(page.champions).toEqual({ [w.titleMatch.id]: [w.a.id] });
    expect(page.protected).toBe(true);
    expect(page.watch).toEqual({
      showId: w.last.id,
      status: null,
      protected: true,
      revealAt: plusHours(w.last.endsAt, 72),
    });
    expect(JSON.stringify(page)).not.toMatch(/winnerSide|pinfall|titleChange|durationSeconds":7/);
    // Tomorrow's page: B is not champion for this fan (yesterday's result decided it).
    expect((await showPage(fan, w.tomorrow.id)).champions).toEqual({});
    expect((await showPage(fan, w.tomorrow.id)).protected).toBe(false);
    // Without results=true, as for anyone.
    expect((await showPage(fan, w.last.id, '')).protected).toBe(true);

    // Entity pages: B holds no title, A still does, the championship's reigns end with A's.
    const b = await entityPage(fan, w.b.slug);
    expect(ids(b.related.titles)).toEqual([]);
    expect(b.related.recentShows.find((s) => s.id === w.last.id)?.championIds).toEqual([w.a.id]);
    expect(b.related.upcomingShows.find((s) => s.id === w.tomorrow.id)?.championIds).toEqual([]);
    expect(b.spoilersHidden).toBe(true);
    expect(ids((await entityPage(fan, w.a.slug)).related.titles)).toEqual([w.title.id]);
    const title = await entityPage(fan, w.title.slug);
    expect(ids(title.related.holders)).toEqual([w.a.id]);
    expect(title.related.reigns.map((r) => ids(r.holders))).toEqual([[w.a.id]]);
    expect(title.related.reigns[0]?.to).toBeNull();
    const promotion = await entityPage(fan, w.promotion.slug);
    expect(promotion.related.championships.map((t) => ids(t.holders))).toEqual([[w.a.id]]);
    // A page no hidden result touches says nothing.
    expect((await entityPage(fan, w.d.slug)).spoilersHidden).toBeUndefined();

    // A fan who does not follow the promotion sees the results.
    const told = await showPage(bystander, w.last.id);
    expect(told.protected).toBe(false);
    expect(resultsOf(told)).toEqual([
      expect.objectContaining({ winnerSide: 1 }),
      expect.objectContaining({ winnerSide: 0, method: 'pinfall', durationSeconds: 754 }),
    ]);
    expect(told.champions).toEqual({ [w.titleMatch.id]: [w.b.id] });
    expect(ids((await entityPage(bystander, w.b.slug)).related.titles)).toEqual([w.title.id]);

    // Marked watched: everything is told.
    await setWatch(fan, w.last.id, 'watched');
    const after = await showPage(fan, w.last.id);
    expect(after.protected).toBe(false);
    expect(after.watch?.status).toBe('watched');
    expect(resultsOf(after)).toEqual(resultsOf(told));
    expect(after.champions).toEqual({ [w.titleMatch.id]: [w.b.id] });
    expect((await showPage(fan, w.tomorrow.id)).champions).toEqual({ [w.defence.id]: [w.b.id] });
    const bAfter = await entityPage(fan, w.b.slug);
    expect(ids(bAfter.related.titles)).toEqual([w.title.id]);
    expect(bAfter.spoilersHidden).toBeUndefined();
    const titleAfter = await entityPage(fan, w.title.slug);
    expect(ids(titleAfter.related.holders)).toEqual([w.b.id]);
    expect(titleAfter.related.reigns.map((r) => ids(r.holders))).toEqual([[w.b.id], [w.a.id]]);
  });

  it('"Show results anyway" (spoilers=reveal) tells that show’s results for that request only, the status unchanged', async () => {
    const w = await resultsWorld('Revealfed');
    const fan = await member('Reveal Fan');
    await followEntity(fan, w.promotion.id);
    const before = await controls(fan);
    const revealed = await showPage(fan, w.last.id, '?results=true&spoilers=reveal');
    expect(revealed.protected).toBe(true);
    expect(revealed.watch?.status).toBeNull();
    expect(resultsOf(revealed)).toEqual([
      expect.objectContaining({ winnerSide: 1 }),
      expect.objectContaining({ winnerSide: 0 }),
    ]);
    expect(revealed.champions).toEqual({ [w.titleMatch.id]: [w.b.id] });
    // Only with results=true, only for that show, only for that request.
    expect(resultsOf(await showPage(fan, w.last.id, '?spoilers=reveal'))).toEqual([null, null]);
    expect((await showPage(fan, w.tomorrow.id, '?results=true&spoilers=reveal')).champions).toEqual({});
    expect(resultsOf(await showPage(fan, w.last.id))).toEqual([null, null]);
    expect(await controls(fan)).toEqual(before);
    expect((await watchOf(fan, w.last.id)).status).toBeNull();
    // Anything else for `spoilers` is refused.
    const bad = await api(`/api/shows/${w.last.id}?results=true&spoilers=all`, { token: fan.idToken });
    expect(bad.status).toBe(400);
  });

  it('a fan watching later is protected before the show starts, and the lift tells the results by itself', async () => {
    const w = await resultsWorld('Laterfed');
    const fan = await member('Later Fan');
    // Not following the promotion: only their own word protects them.
    expect(resultsOf(await showPage(fan, w.last.id))[0]).toEqual(expect.objectContaining({ winnerSide: 1 }));
    await setWatch(fan, w.last.id, 'later');
    await guardSeesNewShows();
    expect(resultsOf(await showPage(fan, w.last.id))).toEqual([null, null]);
    expect(ids((await entityPage(fan, w.b.slug)).related.titles)).toEqual([]);
    // 3 days after the end (the default lift): told.
    await setClock(3 * 24 * HOUR);
    expect(resultsOf(await showPage(fan, w.last.id))[0]).toEqual(expect.objectContaining({ winnerSide: 1 }));
    expect(ids((await entityPage(fan, w.b.slug)).related.titles)).toEqual([w.title.id]);
  });
});
