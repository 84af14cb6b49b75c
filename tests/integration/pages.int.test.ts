/**
 * Pages that link, order and update (issue 35) on the real local cloud: a wrestler's bookings apart
 * from their recent matches, the title at stake and "(c)" as the fan's results setting shows the
 * holders; a promotion's next shows, championships with holders and grouped roster; a
 * championship's reigns with the show each was won at (a spoiler); a show's "(c)"; the calendar of
 * a fan who follows wrestlers only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityPage, RecentShow } from '../../shared/schemas/entities';
import type { ShowList, ShowPage } from '../../shared/schemas/shows';
import type { Match } from '../../shared/schemas/wrestling';
import { addMatch, create, hoursFromNow, showBody, smallWorld, wrestlerBody } from './catalogue-helpers';
import { api } from './helpers';
import { adminMember, type Member, member } from './social-helpers';

let admin: Member;
let fan: Member;

beforeAll(async () => {
  [admin, fan] = await Promise.all([adminMember('Pages Admin'), member('Pages Fan')]);
});

async function get<T>(path: string, who: Member = fan): Promise<T> {
  const res = await api(path, { token: who.idToken });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.json as unknown as T;
}
async function send(method: string, path: string, body?: unknown) {
  const res = await api(path, { token: admin.idToken, method, body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.json;
}
const page = (slug: string, results = false) =>
  get<EntityPage>(`/api/entities/${slug}${results ? '?results=true' : ''}`);
const ids = (refs: { id: string }[]) => refs.map((r) => r.id);
const day = (iso: string) => iso.slice(0, 10);
/** What a page says of a show: which show, the title at stake and who is "(c)". */
const booking = (s: RecentShow) => ({ id: s.id, title: s.title?.id ?? null, champions: s.championIds ?? [] });

/**
 * A promotion whose champion A loses the title to B at a show yesterday; two shows before that, and
 * three ahead: B challenged for the title tomorrow, A booked in two and three days.
 */
async function titleWorld(name: string) {
  const w = await smallWorld(admin, name);
  await send('POST', `/api/admin/championships/${w.title.id}/reigns`, {
    holderIds: [w.a.id],
    from: day(hoursFromNow(-30 * 24)),
  });
  const show = async (label: string, hours: number) =>
    create(admin, showBody(`${name} ${label}`, w.promotion.id, hours));
  const [older, lastWeek, yesterday, tomorrow, inTwoDays, inThreeDays] = await Promise.all([
    show('Older', -9 * 24),
    show('Last week', -7 * 24),
    show('Yesterday', -24),
    show('Tomorrow', 24),
    show('In two days', 48),
    show('In three days', 72),
  ]);
  const match = (showId: string, sides: string[][], championshipId: string | null = null) =>
    addMatch(admin, showId, { position: 1, sides, stipulation: null, championshipId });
  await match(older.id, [[w.a.id], [w.c.id]]);
  await match(lastWeek.id, [[w.a.id], [w.d.id]]);
  const titleChange: Match = await match(yesterday.id, [[w.a.id], [w.b.id]], w.title.id);
  await send('PUT', `/api/admin/shows/${yesterday.id}/matches/${titleChange.id}/result`, { winnerSide: 1 });
  await match(tomorrow.id, [[w.b.id], [w.c.id]], w.title.id);
  // Booked out of order: the page orders by start, not by when the match was added.
  await match(inThreeDays.id, [[w.a.id], [w.d.id]]);
  await match(inTwoDays.id, [[w.c.id], [w.a.id]]);
  return { ...w, older, lastWeek, yesterday, tomorrow, inTwoDays, inThreeDays, titleChange };
}

describe("a wrestler's page", () => {
  it('lists bookings (soonest first) apart from recent matches (latest first), names the title at stake and marks the champion as the results setting shows', async () => {
    const w = await titleWorld('Bookfed');

    const a = await page(w.a.slug);
    expect(a.related.upcomingShows.map(booking)).toEqual([
      { id: w.inTwoDays.id, title: null, champions: [] },
      { id: w.inThreeDays.id, title: null, champions: [] },
    ]);
    expect(a.related.upcomingShows.map((s) => ids(s.vs ?? []))).toEqual([[w.c.id], [w.d.id]]);
    // Without results A still holds the title: "(c)" on A, the title named; nothing tells who won.
    expect(a.related.recentShows.map(booking)).toEqual([
      { id: w.yesterday.id, title: w.title.id, champions: [w.a.id] },
      { id: w.lastWeek.id, title: null, champions: [] },
      { id: w.older.id, title: null, champions: [] },
    ]);
    expect(a.related.recentShows[0]).toMatchObject({ status: 'scheduled', startsAt: w.yesterday.startsAt });
    expect(JSON.stringify(a)).not.toMatch(/winnerSide|titleChange/);
    expect(ids(a.related.titles)).toEqual([w.title.id]);

    const b = await page(w.b.slug);
    expect(b.related.upcomingShows.map(booking)).toEqual([
      { id: w.tomorrow.id, title: w.title.id, champions: [] },
    ]);
    expect(b.related.recentShows.map(booking)).toEqual([
      { id: w.yesterday.id, title: w.title.id, champions: [w.a.id] },
    ]);

    // With results, B won it yesterday: "(c)" on B, there and on B's title match tomorrow.
    const bWith = await page(w.b.slug, true);
    expect(bWith.related.recentShows.map(booking)).toEqual([
      { id: w.yesterday.id, title: w.title.id, champions: [w.b.id] },
    ]);
    expect(bWith.related.upcomingShows.map(booking)).toEqual([
      { id: w.tomorrow.id, title: w.title.id, champions: [w.b.id] },
    ]);
    expect(ids(bWith.related.titles)).toEqual([w.title.id]);
    expect(ids((await page(w.a.slug, true)).related.titles)).toEqual([]);
  });
});

describe("a promotion's page", () => {
  it('lists its next shows, its championships with their holders (results setting) and its roster with divisions and team kinds', async () => {
    const w = await titleWorld('Promofed');
    const women = await create(admin, {
      ...wrestlerBody('Promofed Echo', [w.promotion.id]),
      division: 'women',
    });
    const men = await create(admin, {
      ...wrestlerBody('Promofed Foxtrot', [w.promotion.id]),
      division: 'men',
    });
    const team = await create(admin, {
      kind: 'team',
      slug: `promofed-team-${Date.now().toString(36)}`,
      name: 'Promofed Tag Team',
      teamKind: 'team',
      promotionIds: [w.promotion.id],
      members: [],
    });
    const stable = await create(admin, {
      kind: 'team',
      slug: `promofed-stable-${Date.now().toString(36)}`,
      name: 'Promofed Stable',
      teamKind: 'stable',
      promotionIds: [w.promotion.id],
      members: [],
    });

    const p = await page(w.promotion.slug);
    // smallWorld's own show starts in an hour.
    expect(ids(p.related.upcomingShows)).toEqual([
      w.show.id,
      w.tomorrow.id,
      w.inTwoDays.id,
      w.inThreeDays.id,
    ]);
    expect(ids(p.related.recentShows)).toEqual([w.yesterday.id, w.lastWeek.id, w.older.id]);
    expect(p.related.championships).toEqual([
      expect.objectContaining({ id: w.title.id, holders: [expect.objectContaining({ id: w.a.id })] }),
    ]);
    const withResults = await page(w.promotion.slug, true);
    expect(withResults.related.championships).toEqual([
      expect.objectContaining({ id: w.title.id, holders: [expect.objectContaining({ id: w.b.id })] }),
    ]);
    const roster = new Map(p.related.roster.map((r) => [r.id, r]));
    expect(roster.get(women.id)).toMatchObject({ kind: 'wrestler', division: 'women' });
    expect(roster.get(men.id)).toMatchObject({ kind: 'wrestler', division: 'men' });
    expect(roster.get(w.a.id)).toMatchObject({ kind: 'wrestler', division: null });
    expect(roster.get(team.id)).toMatchObject({ kind: 'team', teamKind: 'team' });
    expect(roster.get(stable.id)).toMatchObject({ kind: 'team', teamKind: 'stable' });
    // A wrestler's division is a fact of their page too, and an edit keeps it.
    expect((await page(women.slug)).entity.division).toBe('women');
  });

  it('refuses a division that is not one (400 with a message), changing nothing', async () => {
    const w = await smallWorld(admin, 'Divfed');
    const body = { ...wrestlerBody('Divfed Golf', [w.promotion.id]), division: 'heavyweight' };
    const res = await api('/api/admin/entities', { token: admin.idToken, method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.json?.message).toEqual(expect.stringContaining('"men"'));
    expect((await api(`/api/entities/${body.slug}`, { token: fan.idToken })).status).toBe(404);
  });
});

describe("a championship's page", () => {
  it('gives each reign the show it was won at, a reign won at a result only with results', async () => {
    const w = await titleWorld('Reignfed');
    const crowned = day(hoursFromNow(-30 * 24));
    const without = await page(w.title.slug);
    expect(without.related.reigns).toEqual([
      { holders: [expect.objectContaining({ id: w.a.id })], from: crowned, to: null },
    ]);
    const withResults = await page(w.title.slug, true);
    expect(withResults.related.reigns).toEqual([
      {
        holders: [expect.objectContaining({ id: w.b.id })],
        from: day(w.yesterday.startsAt as string),
        to: null,
        show: expect.objectContaining({ id: w.yesterday.id, kind: 'show', startsAt: w.yesterday.startsAt }),
      },
      {
        holders: [expect.objectContaining({ id: w.a.id })],
        from: crowned,
        to: day(w.yesterday.startsAt as string),
      },
    ]);
  });
});

describe("a show's page", () => {
  it('marks who holds the title at stake on each title match, as the results setting shows', async () => {
    const w = await titleWorld('Cardfed');
    const without = await get<ShowPage>(`/api/shows/${w.yesterday.id}`);
    expect(without.champions).toEqual({ [w.titleChange.id]: [w.a.id] });
    const withResults = await get<ShowPage>(`/api/shows/${w.yesterday.id}?results=true`);
    expect(withResults.champions).toEqual({ [w.titleChange.id]: [w.b.id] });
    // Tomorrow's title match: B is champion only for a fan who asked for results.
    const tomorrow = await get<ShowPage>(`/api/shows/${w.tomorrow.id}`);
    expect(tomorrow.champions).toEqual({});
    expect((await get<ShowPage>(`/api/shows/${w.tomorrow.id}?results=true`)).champions).toEqual({
      [tomorrow.card[0]?.id as string]: [w.b.id],
    });
  });
});

describe('the calendar of what a fan follows', () => {
  const window = (fromH: number, toH: number) =>
    `from=${encodeURIComponent(hoursFromNow(fromH))}&to=${encodeURIComponent(hoursFromNow(toH))}`;
  const following = async (who: Member, query = window(-10 * 24, 10 * 24)) =>
    (await get<ShowList>(`/api/shows?${query}&following=true`, who)).shows;

  it("lists the shows a followed wrestler or team is booked on in the window, by start, with each show's promotion", async () => {
    const w = await titleWorld('Followfed');
    const wrestlerFan = await member('Wrestler Fan');
    expect(await following(wrestlerFan)).toEqual([]);
    await api(`/api/entities/${w.b.id}/follow`, { token: wrestlerFan.idToken, method: 'POST' });
    const shows = await following(wrestlerFan);
    expect(ids(shows)).toEqual([w.yesterday.id, w.tomorrow.id]);
    expect(shows[0]?.promotion).toMatchObject({ id: w.promotion.id, kind: 'promotion' });
    // The window holds: only tomorrow's from now on.
    expect(ids(await following(wrestlerFan, window(0, 5 * 24)))).toEqual([w.tomorrow.id]);

    // Following the promotion too: its whole calendar, each show once.
    await api(`/api/entities/${w.promotion.id}/follow`, { token: wrestlerFan.idToken, method: 'POST' });
    expect(ids(await following(wrestlerFan))).toEqual([
      w.older.id,
      w.lastWeek.id,
      w.yesterday.id,
      w.show.id,
      w.tomorrow.id,
      w.inTwoDays.id,
      w.inThreeDays.id,
    ]);
    // Another fan following a wrestler of no show in the window: none.
    const other = await member('Quiet Fan');
    const idle = await create(admin, wrestlerBody('Followfed Idle', [w.promotion.id]));
    await api(`/api/entities/${idle.id}/follow`, { token: other.idToken, method: 'POST' });
    expect(await following(other)).toEqual([]);
  });
});
