/**
 * The admin Catalogue routes (issue 28, B): entities created and edited with their links and audit
 * entries, refusals that name the problem and write nothing, a show's card, statuses, results with
 * the title change they imply, crowning, and admins only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { entityPk } from '../../functions/data/catalogue/items';
import { getDb } from '../../functions/data/client';
import { importCatalogue } from '../../functions/domain/catalogue/import';
import { dayIn } from '../../shared/days';
import {
  CATALOGUE_TEXTS,
  CATALOGUE_RULE_TEXTS as RULES,
  CATALOGUE_ADMIN_TEXTS as T,
} from '../../shared/messages-wrestling';
import type { AdminEntity, CatalogueAuditEntry } from '../../shared/schemas/catalogue-admin';
import type { EntityPage } from '../../shared/schemas/entities';
import type { Match } from '../../shared/schemas/wrestling';
import {
  addMatch,
  championshipBody,
  create,
  promotionBody,
  showBody,
  smallWorld,
  uniqueSlug,
  wrestlerBody,
} from './catalogue-helpers';
import { api } from './helpers';
import { adminMember, type Member, member, partition } from './social-helpers';

let admin: Member;
let fan: Member;

beforeAll(async () => {
  [admin, fan] = await Promise.all([adminMember('Catalogue Admin'), member('Catalogue Fan')]);
});

const send = (method: string, path: string, body?: unknown, who: Member = admin) =>
  api(path, { token: who.idToken, method, body });
const links = async (id: string) =>
  (await partition(entityPk(id))).filter((i) => i.type === 'entity-link').map((i) => `${i.rel}:${i.toId}`);
async function auditFor(entityId: string): Promise<CatalogueAuditEntry[]> {
  const res = await send('GET', '/api/admin/catalogue-audit?limit=100');
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as CatalogueAuditEntry[]).filter((e) => e.entityId === entityId);
}

describe('entities', () => {
  it('refuses fans that are not admins (403) and writes nothing', async () => {
    const body = promotionBody('Nope');
    expect((await send('POST', '/api/admin/entities', body, fan)).status).toBe(403);
    expect((await send('GET', '/api/admin/entities?kind=promotion', undefined, fan)).status).toBe(403);
    expect((await send('GET', '/api/admin/catalogue-audit', undefined, fan)).status).toBe(403);
    // The slug is still free.
    await create(admin, body);
  });

  it('creates entities with their colours and roster links, audit-logged', async () => {
    const promotion = await create(
      admin,
      promotionBody('Colourfed', { primary: '#123456', secondary: '#abcdef' }),
    );
    const wrestler = await create(admin, wrestlerBody('Colour Kid', [promotion.id]));
    expect(wrestler.colors).toEqual({ primary: '#123456', secondary: '#abcdef' });
    expect(wrestler.kind).toBe('wrestler');
    expect(await links(promotion.id)).toEqual([`roster:${wrestler.id}`]);
    const [entry] = await auditFor(wrestler.id);
    expect(entry).toMatchObject({ action: 'create', kind: 'wrestler', actorId: admin.sub, before: null });
    expect(entry?.after).toMatchObject({ slug: wrestler.slug, name: 'Colour Kid' });
    // A lone wrestler takes the grey monogram.
    expect((await create(admin, wrestlerBody('Free Agent', []))).colors).toEqual({
      primary: '#455a64',
      secondary: '#eceff1',
    });
  });

  it('refuses a reference of the wrong kind, naming it, and writes nothing', async () => {
    const promotion = await create(admin, promotionBody('Reffed'));
    const wrestler = await create(admin, wrestlerBody('Ref Kid', [promotion.id]));
    const body = wrestlerBody('Bad Ref', [wrestler.id]);
    const res = await send('POST', '/api/admin/entities', body);
    expect(res.status).toBe(400);
    expect(res.json?.message).toBe(T.notAPromotion(wrestler.id));
    const title = await send('POST', '/api/admin/entities', championshipBody('Bad Title', wrestler.id));
    expect(title.status).toBe(400);
    expect(title.json?.message).toBe(T.notAPromotion(wrestler.id));
    // Nothing half-written: the slug is free, no link and no audit entry.
    await create(admin, { ...body, promotionIds: [promotion.id] });
    expect((await links(wrestler.id)).length).toBe(0);
  });

  it('refuses a slug already used (409) and a show ending before it starts (400)', async () => {
    const promotion = await create(admin, promotionBody('Sluggers'));
    const taken = await send('POST', '/api/admin/entities', {
      ...wrestlerBody('X', []),
      slug: promotion.slug,
    });
    expect(taken.status).toBe(409);
    expect(taken.json?.message).toBe(T.slugTaken);
    const show = showBody('Backwards', promotion.id, 5);
    const backwards = await send('POST', '/api/admin/entities', { ...show, endsAt: show.startsAt });
    expect(backwards.status).toBe(400);
    expect(backwards.json?.message).toBe(RULES.showEndsBeforeStart);
    expect((await send('POST', '/api/admin/entities', show)).status).toBe(201);
  });

  it('cleans names and texts (bidi controls, zero-width characters) and refuses one that shows nothing', async () => {
    const promotion = await create(admin, promotionBody('Cleanfed'));
    const body = wrestlerBody('Clean Kid', [promotion.id]);
    const made = await create(admin, {
      ...body,
      name: '\u202EClean\u200B Kid\u2066',
      akas: ['\u2067The\u2060 Kid'],
      hometown: '\uFEFFOsaka\u202C',
    });
    expect(made).toMatchObject({ name: 'Clean Kid', akas: ['The Kid'], hometown: 'Osaka' });
    const invisible = await send('POST', '/api/admin/entities', {
      ...wrestlerBody('Ghost', []),
      name: '\u200B\u2060',
    });
    expect(invisible.status).toBe(400);
    expect(invisible.json?.message).toBe(CATALOGUE_TEXTS.nameRequired);
    const edit = await send('PUT', `/api/admin/entities/${made.id}`, {
      updatedAt: made.updatedAt,
      entity: { ...body, akas: ['\u2800\u3164'] },
    });
    expect(edit.status).toBe(400);
    expect(edit.json?.message).toBe(CATALOGUE_TEXTS.nameRequired);
    const venue = await send('POST', '/api/admin/entities', {
      ...showBody('Clean Weekly', promotion.id, 5),
      venue: '\u200B',
    });
    expect(venue.status).toBe(400);
    expect(venue.json?.message).toBe(CATALOGUE_TEXTS.textRequired);
    // Nothing of the refusals was written: the stored wrestler is as made.
    expect((await auditFor(made.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('edits on the updatedAt seen (a stale edit is 409), moving roster links and the slug', async () => {
    const [p1, p2] = await Promise.all([
      create(admin, promotionBody('Moves')),
      create(admin, promotionBody('Moved')),
    ]);
    const body = wrestlerBody('Mover', [p1.id]);
    const wrestler = await create(admin, body);
    const edit = { ...body, slug: uniqueSlug('mover-renamed'), promotionIds: [p2.id] };
    const res = await send('PUT', `/api/admin/entities/${wrestler.id}`, {
      updatedAt: wrestler.updatedAt,
      entity: edit,
    });
    expect(res.status, res.text).toBe(200);
    const edited = res.json as unknown as AdminEntity;
    expect(edited.colors).toEqual(p2.colors);
    expect(await links(p1.id)).toEqual([]);
    expect(await links(p2.id)).toEqual([`roster:${wrestler.id}`]);
    // The old slug is free again; the edit with the old updatedAt is stale.
    const stale = await send('PUT', `/api/admin/entities/${wrestler.id}`, {
      updatedAt: wrestler.updatedAt,
      entity: body,
    });
    expect(stale.status).toBe(409);
    expect(stale.json?.message).toBe(T.stale);
    await create(admin, { ...body, promotionIds: [] });
    const kind = await send('PUT', `/api/admin/entities/${wrestler.id}`, {
      updatedAt: edited.updatedAt,
      entity: promotionBody('Kind'),
    });
    expect(kind.status).toBe(400);
    const audit = await auditFor(wrestler.id);
    expect(audit.map((e) => e.action)).toEqual(['update', 'create']);
    expect(audit[0]?.before).toMatchObject({ promotionIds: [p1.id] });
    expect(audit[0]?.after).toMatchObject({ promotionIds: [p2.id] });
    expect(
      (await send('PUT', `/api/admin/entities/01ARZ3NDEKTSV4RRFFQ69G5FAV`, { updatedAt: 'x', entity: body }))
        .status,
    ).toBe(404);
  });

  it('lists a kind by name, paged; shows by date, newest first', async () => {
    const promotion = await create(admin, promotionBody('Listfed'));
    await Promise.all(
      ['Zed One', 'Zed Two', 'Zed Three'].map((w) =>
        create(admin, wrestlerBody(`Listfed ${w}`, [promotion.id])),
      ),
    );
    const names = (res: { json: unknown }) => (res.json as AdminEntity[]).map((e) => e.name);
    const first = await send('GET', '/api/admin/entities?kind=wrestler&limit=2');
    expect(first.status, first.text).toBe(200);
    expect(names(first)).toHaveLength(2);
    const cursor = first.headers.get('x-next-cursor') as string;
    const next = await send('GET', `/api/admin/entities?kind=wrestler&limit=2&cursor=${cursor}`);
    expect(names(next)).toHaveLength(2);
    // By name, page after page.
    const both = [...names(first), ...names(next)];
    expect(both).toEqual([...both].sort((a, b) => a.localeCompare(b)));
    expect((await send('GET', '/api/admin/entities?kind=wrestler&cursor=nonsense')).status).toBe(400);
    // Shows: the newest first (tonight's before last week's), whatever their names.
    const [older, newer] = [
      await create(admin, showBody('Listfed Aardvark Night', promotion.id, -24 * 3000)),
      await create(admin, showBody('Listfed Zebra Night', promotion.id, 24 * 3000)),
    ];
    const shows = await send('GET', '/api/admin/entities?kind=show&limit=100');
    expect(shows.status, shows.text).toBe(200);
    const starts = (shows.json as unknown as AdminEntity[]).map((e) => e.startsAt as string);
    expect(starts).toEqual([...starts].sort().reverse());
    expect((shows.json as unknown as AdminEntity[])[0]?.id).toBe(newer.id);
    const searched = await send('GET', '/api/admin/entities?kind=show&q=listfed');
    expect((searched.json as unknown as AdminEntity[]).map((e) => e.id)).toEqual([newer.id, older.id]);
  });

  it('finds by the start of any word: of the name, a short name, an also-known-as name; accents and case ignored', async () => {
    const tag = uniqueSlug('w').replaceAll('-', '');
    const promotion = await create(admin, {
      ...promotionBody(`World ${tag} Entertainment`),
      slug: uniqueSlug('world-entertainment'),
      shortName: `WX${tag}`,
    });
    const show = await create(admin, showBody(`WX${tag} SmackDown`, promotion.id, 5));
    const wrestler = await create(admin, {
      ...wrestlerBody(`Rey Mystério ${tag}`, [promotion.id]),
      slug: uniqueSlug('rey-mysterio'),
      akas: [`The Master ${tag}`],
    });
    const found = async (kind: string, q: string) => {
      const res = await send('GET', `/api/admin/entities?kind=${kind}&q=${encodeURIComponent(q)}`);
      expect(res.status, res.text).toBe(200);
      return (res.json as unknown as AdminEntity[]).map((e) => e.id);
    };
    // A later word of the name, any case.
    expect(await found('show', `smackdown wx${tag}`)).toEqual([show.id]);
    expect(await found('show', `SMACK WX${tag}`)).toEqual([show.id]);
    expect(await found('promotion', `entertain ${tag}`)).toEqual([promotion.id]);
    // The short name.
    expect(await found('promotion', `wx${tag}`)).toEqual([promotion.id]);
    // Accents either way, and an also-known-as name.
    expect(await found('wrestler', `mysterio ${tag}`)).toEqual([wrestler.id]);
    expect(await found('wrestler', `MYSTÉR ${tag}`)).toEqual([wrestler.id]);
    expect(await found('wrestler', `master ${tag}`)).toEqual([wrestler.id]);
    // Every word must start one of its words; the kind asked for only.
    expect(await found('wrestler', `mysterio ${tag} nobody`)).toEqual([]);
    expect(await found('show', `mysterio ${tag}`)).toEqual([]);
    // The middle of a word is not a start.
    expect(await found('show', `down wx${tag}`)).toEqual([]);
  });
});

describe("a show's card, status and results", () => {
  it('two admins changing one card at once: each change lands whole or answers 409, never half', async () => {
    const w = await smallWorld(admin, 'Racefed');
    const tries = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((position) =>
        send('POST', `/api/admin/shows/${w.show.id}/matches`, {
          position,
          sides: [[w.a.id], [w.b.id]],
          stipulation: null,
          championshipId: null,
        }),
      ),
    );
    for (const t of tries) expect([201, 409], t.text).toContain(t.status);
    const landed = tries
      .filter((t) => t.status === 201)
      .map((t) => (t.json as { position: number }).position);
    const page = await send('GET', `/api/shows/${w.show.id}`);
    const card = (page.json as unknown as { card: { position: number }[] }).card;
    expect(card.map((m) => m.position).sort()).toEqual(landed.sort());
  });

  it('builds a card: positions unique, sides of wrestlers or teams, appeared links in step', async () => {
    const w = await smallWorld(admin, 'Cardfed');
    const m1 = await addMatch(admin, w.show.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: null,
    });
    const twice = await send('POST', `/api/admin/shows/${w.show.id}/matches`, {
      position: 1,
      sides: [[w.c.id], [w.d.id]],
      stipulation: null,
      championshipId: null,
    });
    expect(twice.status).toBe(400);
    expect(twice.json?.message).toBe(RULES.positionTaken(1));
    const promoOnSide = await send('POST', `/api/admin/shows/${w.show.id}/matches`, {
      position: 2,
      sides: [[w.c.id], [w.promotion.id]],
      stipulation: null,
      championshipId: null,
    });
    expect(promoOnSide.status).toBe(400);
    expect(promoOnSide.json?.message).toBe(T.notAWrestlerOrTeam(w.promotion.id));
    const badTitle = await send('POST', `/api/admin/shows/${w.show.id}/matches`, {
      position: 2,
      sides: [[w.c.id], [w.d.id]],
      stipulation: null,
      championshipId: w.a.id,
    });
    expect(badTitle.status).toBe(400);
    expect(badTitle.json?.message).toBe(T.notAChampionship(w.a.id));
    const notShow = await send('POST', `/api/admin/shows/${w.a.id}/matches`, {
      position: 1,
      sides: [[w.c.id], [w.d.id]],
      stipulation: null,
      championshipId: null,
    });
    expect(notShow.status).toBe(400);
    const m2 = await addMatch(admin, w.show.id, {
      position: 2,
      sides: [[w.c.id], [w.d.id]],
      stipulation: 'Ladder match',
      championshipId: w.title.id,
    });
    const appeared = async () => (await links(w.show.id)).filter((sk) => sk.startsWith('appeared:')).sort();
    expect(await appeared()).toEqual([w.a.id, w.b.id, w.c.id, w.d.id].map((id) => `appeared:${id}`).sort());
    // Each link names who the entity faced (a wrestler's "Recent matches").
    const vs = Object.fromEntries(
      (await partition(entityPk(w.show.id))).filter((i) => i.rel === 'appeared').map((i) => [i.toId, i.vs]),
    );
    expect(vs).toEqual({ [w.a.id]: [w.b.id], [w.b.id]: [w.a.id], [w.c.id]: [w.d.id], [w.d.id]: [w.c.id] });
    // Swap the order: m1 to 3, m2 stays 2; then m1 replaces b with c... c twice is refused.
    const moved = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m1.id}`, {
      position: 3,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: null,
    });
    expect(moved.status, moved.text).toBe(200);
    const onTwice = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m1.id}`, {
      position: 3,
      sides: [[w.a.id], [w.a.id]],
      stipulation: null,
      championshipId: null,
    });
    expect(onTwice.status).toBe(400);
    expect(onTwice.json?.message).toBe(RULES.twiceOnMatch(w.a.slug));
    const deleted = await send('DELETE', `/api/admin/shows/${w.show.id}/matches/${m2.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await appeared()).toEqual([w.a.id, w.b.id].map((id) => `appeared:${id}`).sort());
    expect((await send('DELETE', `/api/admin/shows/${w.show.id}/matches/${m2.id}`)).status).toBe(404);
    const audit = await auditFor(w.show.id);
    expect(audit.map((e) => e.action)).toEqual([
      'delete-match',
      'update-match',
      'add-match',
      'add-match',
      'create',
    ]);
    expect(audit[1]?.before).toMatchObject({ position: 1 });
    expect(audit[1]?.after).toMatchObject({ position: 3 });
  });

  it('moves a show scheduled -> live -> finished only; its matches go live while it is live', async () => {
    const w = await smallWorld(admin, 'Statusfed');
    const m = await addMatch(admin, w.show.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: null,
    });
    const body = {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: null,
      status: 'live',
    };
    const early = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}`, body);
    expect(early.status).toBe(400);
    expect(early.json?.message).toBe(T.showNotLive);
    const live = await send('PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'live' });
    expect(live.status, live.text).toBe(200);
    expect(live.json?.status).toBe('live');
    expect((await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}`, body)).json?.status).toBe(
      'live',
    );
    const back = await send('PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'scheduled' });
    expect(back.status).toBe(400);
    expect(back.json?.message).toBe(T.statusOrder);
    // A live match has no result yet: the show is not finished while it has none (nothing written).
    const open = await send('PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'finished' });
    expect(open.status).toBe(400);
    expect(open.json?.message).toBe('1 match has no result yet: enter it or remove it first');
    const draw = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}/result`, {
      winnerSide: null,
      method: 'no-contest',
    });
    expect(draw.status, draw.text).toBe(200);
    const finished = await send('PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'finished' });
    expect(finished.status, finished.text).toBe(200);
    // Editing the show's facts cannot take it back either, and the refusal writes nothing.
    const { kind, slug, name, promotionId, showKind, startsAt, timeZone, endsAt, venue, city, hashtag } =
      w.show as Record<string, unknown>;
    const reopened = await send('PUT', `/api/admin/entities/${w.show.id}`, {
      updatedAt: finished.json?.updatedAt,
      entity: {
        kind,
        slug,
        name,
        promotionId,
        showKind,
        startsAt,
        timeZone,
        endsAt,
        venue,
        city,
        hashtag,
        status: 'scheduled',
      },
    });
    expect(reopened.status).toBe(400);
    expect(reopened.json?.message).toBe(T.statusOrder);
    const audit = await auditFor(w.show.id);
    expect(audit.filter((e) => e.action === 'set-status').map((e) => e.after)).toEqual([
      { status: 'finished' },
      { status: 'live' },
    ]);
    expect(audit.filter((e) => e.action === 'update')).toEqual([]);
  });

  it('enters results: a winner beyond the sides is 400, a match of another show 404', async () => {
    const w = await smallWorld(admin, 'Resultfed');
    const other = await create(admin, showBody('Resultfed Other', w.promotion.id, 30));
    const m = await addMatch(admin, w.show.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: null,
    });
    const beyond = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}/result`, {
      winnerSide: 2,
    });
    expect(beyond.status).toBe(400);
    expect(beyond.json?.message).toBe(RULES.noSuchSide(2, 2));
    const elsewhere = await send('PUT', `/api/admin/shows/${other.id}/matches/${m.id}/result`, {
      winnerSide: 0,
    });
    expect(elsewhere.status).toBe(404);
    // The time is m:ss: anything else is a 400 that says how to write it, and nothing is written.
    for (const [duration, message] of [
      ['10', CATALOGUE_TEXTS.matchTimeFormat],
      ['10:75', CATALOGUE_TEXTS.matchTimeFormat],
      [600, 'Invalid input: expected string, received number'],
      ['240:01', CATALOGUE_TEXTS.matchTimeTooLong],
    ] as const) {
      const bad = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}/result`, {
        winnerSide: 1,
        duration,
      });
      expect(bad.status, String(duration)).toBe(400);
      expect(bad.json?.message).toBe(message);
    }
    const old = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}/result`, {
      winnerSide: 1,
      durationSeconds: 600,
    });
    expect(old.status).toBe(400);
    expect((await auditFor(w.show.id)).filter((e) => e.action === 'set-result')).toEqual([]);
    const res = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}/result`, {
      winnerSide: 1,
      method: 'submission',
      duration: '10:05',
    });
    expect(res.status, res.text).toBe(200);
    // Stored and answered in seconds, as before.
    expect(res.json).toMatchObject({
      status: 'finished',
      result: { winnerSide: 1, method: 'submission', durationSeconds: 605, titleChange: false },
    });
  });

  it('a match without a winner: a draw, a no contest, a double count-out or DQ; never a title change', async () => {
    const w = await smallWorld(admin, 'Drawfed');
    expect(
      (
        await send('POST', `/api/admin/championships/${w.title.id}/reigns`, {
          holderIds: [w.a.id],
          from: '2025-01-01',
        })
      ).status,
    ).toBe(201);
    const before = await partition(entityPk(w.title.id));
    const m = await addMatch(admin, w.show.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: w.title.id,
    });
    const result = (body: Record<string, unknown>) =>
      send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}/result`, body);
    // No winner says how it ended; a winner is not a draw.
    for (const body of [{ winnerSide: null }, { winnerSide: null, method: 'pinfall' }]) {
      const bad = await result(body);
      expect(bad.status).toBe(400);
      expect(bad.json?.message).toBe(RULES.noWinnerNeedsOutcome);
    }
    const wonDraw = await result({ winnerSide: 1, method: 'draw' });
    expect(wonDraw.status).toBe(400);
    expect(wonDraw.json?.message).toBe('Draw means no winner: leave the winner side out');
    // The challenger and the champion draw: the champion keeps the title, nothing of it moves.
    const draw = await result({ winnerSide: null, method: 'draw', duration: '30:00' });
    expect(draw.status, draw.text).toBe(200);
    expect(draw.json).toMatchObject({
      status: 'finished',
      result: { winnerSide: null, method: 'draw', durationSeconds: 1800, titleChange: false },
    });
    expect(await partition(entityPk(w.title.id))).toEqual(before);
    // Each no-winner outcome is taken, the last one stays; still no title change.
    for (const method of ['no-contest', 'double-disqualification', 'double-count-out']) {
      const res = await result({ winnerSide: null, method });
      expect(res.status, res.text).toBe(200);
    }
    expect(await partition(entityPk(w.title.id))).toEqual(before);
    // A spoiler like any result: only with results=true.
    const card = async (q: string) =>
      (
        (await api(`/api/shows/${w.show.id}${q}`, { token: fan.idToken })).json as unknown as {
          card: Match[];
        }
      ).card;
    expect((await card(''))[0]?.result).toBeNull();
    expect((await card('?results=true'))[0]?.result).toEqual({
      winnerSide: null,
      method: 'double-count-out',
      durationSeconds: null,
      titleChange: false,
    });
    const title = await api(`/api/entities/${w.title.slug}?results=true`, { token: fan.idToken });
    expect((title.json as unknown as EntityPage).entity.holderIds).toEqual([w.a.id]);
  });

  it('finishes a show only with a result for every match, by the status route and by an edit', async () => {
    const w = await smallWorld(admin, 'Finishfed');
    const [m1, m2] = [
      await addMatch(admin, w.show.id, {
        position: 1,
        sides: [[w.a.id], [w.b.id]],
        stipulation: null,
        championshipId: null,
      }),
      await addMatch(admin, w.show.id, {
        position: 2,
        sides: [[w.c.id], [w.d.id]],
        stipulation: null,
        championshipId: null,
      }),
    ];
    const live = await send('PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'live' });
    expect(live.status, live.text).toBe(200);
    const finish = () => send('PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'finished' });
    const two = await finish();
    expect(two.status).toBe(400);
    expect(two.json?.message).toBe('2 matches have no result yet: enter them or remove them first');
    // The entity form's status field is held to the same rule.
    const stored = live.json as unknown as AdminEntity;
    const { kind, slug, name, promotionId, showKind, startsAt, timeZone, endsAt, venue, city, hashtag } =
      stored as Record<string, unknown>;
    const edit = await send('PUT', `/api/admin/entities/${w.show.id}`, {
      updatedAt: stored.updatedAt,
      entity: {
        kind,
        slug,
        name,
        promotionId,
        showKind,
        startsAt,
        timeZone,
        endsAt,
        venue,
        city,
        hashtag,
        status: 'finished',
      },
    });
    expect(edit.status).toBe(400);
    expect(edit.json?.message).toBe(two.json?.message);
    expect(
      (await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m1.id}/result`, { winnerSide: 0 })).status,
    ).toBe(200);
    const one = await finish();
    expect(one.json?.message).toBe(RULES.openMatches(1));
    // Removing the open match settles the card too.
    expect((await send('DELETE', `/api/admin/shows/${w.show.id}/matches/${m2.id}`)).status).toBe(200);
    const done = await finish();
    expect(done.status, done.text).toBe(200);
    expect(done.json?.status).toBe('finished');
    const audit = await auditFor(w.show.id);
    expect(audit.filter((e) => e.action === 'set-status').map((e) => e.after)).toEqual([
      { status: 'finished' },
      { status: 'live' },
    ]);
    expect(audit.filter((e) => e.action === 'update')).toEqual([]);
  });

  it('refuses a show time zone that is not one, and stores a zone as it is named', async () => {
    const promotion = await create(admin, promotionBody('Zonefed'));
    for (const timeZone of ['Pacific Time', 'Mars/Olympus', '+05:00']) {
      const bad = await send('POST', '/api/admin/entities', {
        ...showBody('Zonefed Night', promotion.id, 5),
        timeZone,
      });
      expect(bad.status, timeZone).toBe(400);
      expect(bad.json?.message).toBe(CATALOGUE_TEXTS.timeZoneUnknown);
    }
    const made = await create(admin, {
      ...showBody('Zonefed Night', promotion.id, 5),
      timeZone: 'america/los_angeles',
    });
    expect(made.timeZone).toBe('America/Los_Angeles');
  });

  it('a title match won by the challenger changes the title in one transaction', async () => {
    const w = await smallWorld(admin, 'Titlefed');
    const crowned = await send('POST', `/api/admin/championships/${w.title.id}/reigns`, {
      holderIds: [w.a.id],
      from: '2025-01-01',
    });
    expect(crowned.status, crowned.text).toBe(201);
    expect(await links(w.title.id)).toEqual([`holder:${w.a.id}`]);
    const m = await addMatch(admin, w.show.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: w.title.id,
    });
    // The champion retains: no change.
    const kept = await addMatch(admin, w.show.id, {
      position: 2,
      sides: [[w.c.id], [w.a.id]],
      stipulation: null,
      championshipId: w.title.id,
    });
    const retained = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${kept.id}/result`, {
      winnerSide: 1,
    });
    expect((retained.json as unknown as Match).result?.titleChange).toBe(false);
    const res = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}/result`, { winnerSide: 1 });
    expect(res.status, res.text).toBe(200);
    expect((res.json as unknown as Match).result?.titleChange).toBe(true);
    const items = await partition(entityPk(w.title.id));
    const title = items.find((i) => i.SK === 'ENTITY');
    expect(title?.holderIds).toEqual([w.b.id]);
    // Results are spoilers: the loser's link stays, marked with the result that took the title, and
    // the winner's is marked with it (the state before the result stays readable).
    const mark = { showId: w.show.id, matchId: m.id };
    expect(
      items
        .filter((i) => i.type === 'entity-link')
        .map((i) => ({ link: `${i.rel}:${i.toId}`, marks: i.resultMarks }))
        .sort((x, y) => (x.link === `holder:${w.a.id}` ? -1 : y.link === `holder:${w.a.id}` ? 1 : 0)),
    ).toEqual([
      { link: `holder:${w.a.id}`, marks: [{ lostAt: mark }] },
      { link: `holder:${w.b.id}`, marks: [{ wonAt: mark }] },
    ]);
    const showDay = dayIn(String(w.show.startsAt), 'America/New_York');
    const reigns = items
      .filter((i) => i.type === 'reign')
      .map(({ holderIds, from, to, showId, matchId, wonAt, lostAt }) => ({
        holderIds,
        from,
        to,
        showId,
        matchId,
        wonAt,
        lostAt,
      }));
    expect(reigns).toEqual([
      {
        holderIds: [w.a.id],
        from: '2025-01-01',
        to: showDay,
        showId: null,
        matchId: null,
        wonAt: undefined,
        lostAt: mark,
      },
      {
        holderIds: [w.b.id],
        from: showDay,
        to: null,
        showId: w.show.id,
        matchId: m.id,
        wonAt: mark,
        lostAt: undefined,
      },
    ]);
    // The result that changed a title stays (a correction is a crowning).
    const changed = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}/result`, {
      winnerSide: 0,
    });
    expect(changed.status).toBe(409);
    const page = await api(`/api/shows/${w.show.id}?results=true`, { token: fan.idToken });
    expect(page.json?.card).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: m.id, result: expect.objectContaining({ titleChange: true }) }),
      ]),
    );
    expect((await auditFor(w.show.id)).filter((e) => e.action === 'set-result')).toHaveLength(2);
  });

  it("a title changing hands on a Friday night in New York starts the reign on Friday, the show's own day", async () => {
    const w = await smallWorld(admin, 'Fridayfed');
    await send('POST', `/api/admin/championships/${w.title.id}/reigns`, {
      holderIds: [w.a.id],
      from: '2025-01-01',
    });
    // Fri Nov 28 2025, 8:30 PM in New York: Saturday 01:30 in UTC.
    const friday = await create(admin, {
      ...showBody('Fridayfed Friday Night', w.promotion.id, 1),
      startsAt: '2025-11-29T01:30:00.000Z',
      endsAt: '2025-11-29T04:30:00.000Z',
    });
    const m = await addMatch(admin, friday.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: w.title.id,
    });
    const res = await send('PUT', `/api/admin/shows/${friday.id}/matches/${m.id}/result`, { winnerSide: 1 });
    expect(res.status, res.text).toBe(200);
    const reigns = (await partition(entityPk(w.title.id))).filter((i) => i.type === 'reign');
    expect(reigns.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: '2025-01-01', to: '2025-11-28' },
      { from: '2025-11-28', to: null },
    ]);
  });

  it('crowns and vacates a championship; holders must be wrestlers or teams', async () => {
    const w = await smallWorld(admin, 'Crownfed');
    const bad = await send('POST', `/api/admin/championships/${w.title.id}/reigns`, {
      holderIds: [w.show.id],
      from: '2025-05-05',
    });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe(T.notAWrestlerOrTeam(w.show.id));
    expect(
      (await send('POST', `/api/admin/championships/${w.a.id}/reigns`, { holderIds: [], from: '2025-05-05' }))
        .status,
    ).toBe(400);
    const crowned = await send('POST', `/api/admin/championships/${w.title.id}/reigns`, {
      holderIds: [w.c.id, w.d.id],
      from: '2025-05-05',
    });
    expect(crowned.json).toMatchObject({
      championship: { holderIds: [w.c.id, w.d.id] },
      reign: { from: '2025-05-05', to: null },
    });
    const vacated = await send('POST', `/api/admin/championships/${w.title.id}/reigns`, {
      holderIds: [],
      from: '2025-06-01',
    });
    expect(vacated.status, vacated.text).toBe(201);
    expect(vacated.json).toMatchObject({ championship: { holderIds: [] }, reign: null });
    expect(await links(w.title.id)).toEqual([]);
    const audit = await auditFor(w.title.id);
    expect(audit.map((e) => e.action)).toEqual(['crown', 'crown', 'create']);
    expect(audit[0]).toMatchObject({ before: { holderIds: [w.c.id, w.d.id] }, after: { holderIds: [] } });
  });
});

describe('the same rules as the import', () => {
  /** The import's report for a file, checked only (nothing written). */
  const checked = async (file: Record<string, unknown>) =>
    (
      await importCatalogue(
        getDb(),
        { version: 1, ...file },
        { actorId: 'test', source: 'test', dryRun: true },
      )
    ).problems;

  it('refuses a team member leaving before joining, or listed twice, with the text the import gives', async () => {
    const promotion = await create(admin, promotionBody('Rulefed'));
    const kid = await create(admin, wrestlerBody('Rule Kid', [promotion.id]));
    const team = (members: { entityId: string; from: string | null; to: string | null }[]) => ({
      kind: 'team',
      slug: uniqueSlug('rule-team'),
      name: 'Rule Team',
      teamKind: 'team',
      promotionIds: [promotion.id],
      members,
    });
    const backwards = team([{ entityId: kid.id, from: '2024-05-01', to: '2024-01-01' }]);
    const left = await send('POST', '/api/admin/entities', backwards);
    expect(left.status, left.text).toBe(400);
    expect(left.json?.message).toBe(RULES.memberLeavesBeforeJoining(kid.slug));
    const twice = team([
      { entityId: kid.id, from: null, to: null },
      { entityId: kid.id, from: '2020-01-01', to: null },
    ]);
    const listed = await send('POST', '/api/admin/entities', twice);
    expect(listed.status, listed.text).toBe(400);
    expect(listed.json?.message).toBe(RULES.memberTwice(kid.slug));
    // The import refuses the same facts with the same texts, after the name of the record.
    const asImported = (t: typeof backwards) => ({
      ref: t.slug,
      name: t.name,
      teamKind: 'team',
      promotions: [promotion.slug],
      members: t.members.map((m) => ({ wrestler: kid.slug, from: m.from, to: m.to })),
    });
    expect(await checked({ teams: [asImported(backwards)] })).toEqual([
      `team ${backwards.slug}: ${left.json?.message}`,
    ]);
    expect(await checked({ teams: [asImported(twice)] })).toEqual([
      `team ${twice.slug}: ${listed.json?.message}`,
    ]);
    // Nothing was written.
    expect((await send('GET', `/api/entities/${backwards.slug}`)).status).toBe(404);
  });

  it('refuses a crowning or a title change that would end the current reign before it began, as the import refuses such a reign', async () => {
    const w = await smallWorld(admin, 'Reignfed');
    const crown = (holderIds: string[], from: string) =>
      send('POST', `/api/admin/championships/${w.title.id}/reigns`, { holderIds, from });
    expect((await crown([w.a.id], '2025-06-01')).status).toBe(201);
    const early = await crown([w.b.id], '2025-01-01');
    expect(early.status, early.text).toBe(400);
    expect(early.json?.message).toBe(RULES.reignEndsBeforeStart('2025-06-01', '2025-01-01'));
    expect(
      await checked({
        reigns: [{ championship: w.title.slug, holders: [w.a.slug], from: '2025-06-01', to: '2025-01-01' }],
      }),
    ).toEqual([`reign 1 (${w.title.slug} from 2025-06-01): ${early.json?.message}`]);
    // A title change on a show before the current reign began: the same refusal, nothing written.
    expect((await crown([w.a.id], '2099-01-01')).status).toBe(201);
    const m = await addMatch(admin, w.show.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: w.title.id,
    });
    const change = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}/result`, {
      winnerSide: 1,
    });
    expect(change.status, change.text).toBe(400);
    expect(change.json?.message).toBe(
      RULES.reignEndsBeforeStart('2099-01-01', dayIn(String(w.show.startsAt), 'America/New_York')),
    );
    const items = await partition(entityPk(w.title.id));
    expect(items.filter((i) => i.type === 'reign').map((r) => [r.from, r.to])).toEqual([
      ['2025-06-01', '2099-01-01'],
      ['2099-01-01', null],
    ]);
    const show = await api(`/api/shows/${w.show.id}?results=true`, { token: fan.idToken });
    expect((show.json as unknown as { card: Match[] }).card[0]?.result).toBeNull();
    // A holder named twice: the import's text too.
    const doubled = await crown([w.c.id, w.c.id], '2099-02-01');
    expect(doubled.status).toBe(400);
    expect(doubled.json?.message).toBe(RULES.holderTwice(w.c.slug));
  });
});

describe('finishing a show and a result without a winner: the same rules in the import', () => {
  const checked = async (file: Record<string, unknown>) =>
    (
      await importCatalogue(
        getDb(),
        { version: 1, ...file },
        { actorId: 'test', source: 'test', dryRun: true },
      )
    ).problems;

  it('a finished show with matches without a result, a no-winner result that does not say how it ended', async () => {
    const w = await smallWorld(admin, 'Importfed');
    const m = await addMatch(admin, w.show.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: null,
    });
    expect((await send('PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'live' })).status).toBe(200);
    const refused = await send('PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'finished' });
    const noOutcome = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}/result`, {
      winnerSide: null,
    });
    const slug = uniqueSlug('importfed-night');
    const show = (card: Record<string, unknown>[]) => ({
      shows: [
        {
          ref: slug,
          name: 'Importfed Night',
          promotion: w.promotion.slug,
          showKind: 'weekly',
          startsAt: '2026-11-23T01:00:00.000Z',
          timeZone: 'America/New_York',
          endsAt: '2026-11-23T04:00:00.000Z',
          status: 'finished',
          card,
        },
      ],
    });
    expect(
      await checked(
        show([
          { position: 1, sides: [[w.a.slug], [w.b.slug]], status: 'live' },
          { position: 2, sides: [[w.c.slug], [w.d.slug]], result: { winnerSide: null } },
        ]),
      ),
    ).toEqual([
      `show ${slug}: match 2 (position 2): ${noOutcome.json?.message}`,
      `show ${slug}: ${refused.json?.message}`,
    ]);
    // How it ended without a winner, in the file: the import takes it.
    expect(
      await checked(
        show([
          { position: 1, sides: [[w.a.slug], [w.b.slug]], result: { winnerSide: 0, durationSeconds: 600 } },
          { position: 2, sides: [[w.c.slug], [w.d.slug]], result: { winnerSide: null, method: 'draw' } },
        ]),
      ),
    ).toEqual([]);
  });
});

describe('results are spoilers on entity pages too', () => {
  /** An entity's page as a fan reads it, without or with `results=true`. */
  async function page(slug: string, results?: 'true' | 'false'): Promise<EntityPage> {
    const res = await api(`/api/entities/${slug}${results ? `?results=${results}` : ''}`, {
      token: fan.idToken,
    });
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as EntityPage;
  }
  const ids = (refs: { id: string }[]) => refs.map((r) => r.id);
  const reigns = (p: EntityPage) => p.related.reigns.map((r) => [ids(r.holders), r.from, r.to]);

  it('a title change shows on the championship, the winner and the loser only with results=true', async () => {
    const w = await smallWorld(admin, 'Spoilfed');
    const crowned = await send('POST', `/api/admin/championships/${w.title.id}/reigns`, {
      holderIds: [w.a.id],
      from: '2025-01-01',
    });
    expect(crowned.status, crowned.text).toBe(201);
    const m = await addMatch(admin, w.show.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: w.title.id,
    });
    const won = await send('PUT', `/api/admin/shows/${w.show.id}/matches/${m.id}/result`, { winnerSide: 1 });
    expect((won.json as unknown as Match).result?.titleChange).toBe(true);
    const day = dayIn(String(w.show.startsAt), 'America/New_York');

    // Without results (the default, or results=false): as before the show.
    for (const results of [undefined, 'false'] as const) {
      const title = await page(w.title.slug, results);
      expect(title.entity.holderIds).toEqual([w.a.id]);
      expect(ids(title.related.holders)).toEqual([w.a.id]);
      expect(reigns(title)).toEqual([[[w.a.id], '2025-01-01', null]]);
      expect(ids((await page(w.a.slug, results)).related.titles)).toEqual([w.title.id]);
      expect(ids((await page(w.b.slug, results)).related.titles)).toEqual([]);
    }
    // With results: the new champion, the reign won at the show, the loser's ended on its day.
    const title = await page(w.title.slug, 'true');
    expect(title.entity.holderIds).toEqual([w.b.id]);
    expect(ids(title.related.holders)).toEqual([w.b.id]);
    expect(reigns(title)).toEqual([
      [[w.b.id], day, null],
      [[w.a.id], '2025-01-01', day],
    ]);
    expect(ids((await page(w.a.slug, 'true')).related.titles)).toEqual([]);
    expect(ids((await page(w.b.slug, 'true')).related.titles)).toEqual([w.title.id]);

    // The loser wins it back two days later: hidden, still the state before any result.
    const rematchShow = await create(admin, showBody('Spoilfed Rematch', w.promotion.id, 49));
    const rematch = await addMatch(admin, rematchShow.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: null,
      championshipId: w.title.id,
    });
    const back = await send('PUT', `/api/admin/shows/${rematchShow.id}/matches/${rematch.id}/result`, {
      winnerSide: 0,
    });
    expect((back.json as unknown as Match).result?.titleChange).toBe(true);
    const later = dayIn(String(rematchShow.startsAt), 'America/New_York');
    expect(reigns(await page(w.title.slug))).toEqual([[[w.a.id], '2025-01-01', null]]);
    expect(ids((await page(w.a.slug)).related.titles)).toEqual([w.title.id]);
    expect(ids((await page(w.b.slug)).related.titles)).toEqual([]);
    const both = await page(w.title.slug, 'true');
    expect(ids(both.related.holders)).toEqual([w.a.id]);
    expect(reigns(both)).toEqual([
      [[w.a.id], later, null],
      [[w.b.id], day, later],
      [[w.a.id], '2025-01-01', day],
    ]);
    expect(ids((await page(w.b.slug, 'true')).related.titles)).toEqual([]);

    // An import naming the current holders changes nothing (the results' marks stay: no spoiler)...
    const title2 = (holders: string[]) => ({
      version: 1,
      championships: [
        {
          ref: w.title.slug,
          name: w.title.name,
          promotion: w.promotion.slug,
          division: null,
          active: true,
          holders,
        },
      ],
    });
    const kept = await importCatalogue(getDb(), title2([w.a.slug]), { actorId: 'test', source: 'test' });
    expect(kept.problems).toEqual([]);
    expect(kept.counts.link).toMatchObject({ created: 0, updated: 0, deleted: 0 });
    expect(ids((await page(w.b.slug)).related.titles)).toEqual([]);
    expect(reigns(await page(w.title.slug))).toEqual([[[w.a.id], '2025-01-01', null]]);
    expect(ids((await page(w.title.slug, 'true')).related.holders)).toEqual([w.a.id]);

    // A crowning is a fact: shown with or without results, and the hidden reigns end where it begins.
    expect(
      (
        await send('POST', `/api/admin/championships/${w.title.id}/reigns`, {
          holderIds: [w.c.id],
          from: '2099-01-01',
        })
      ).status,
    ).toBe(201);
    for (const results of [undefined, 'true'] as const) {
      const crownedPage = await page(w.title.slug, results);
      expect(crownedPage.entity.holderIds, results).toEqual([w.c.id]);
      expect(ids(crownedPage.related.holders), results).toEqual([w.c.id]);
      expect(ids((await page(w.c.slug, results)).related.titles), results).toEqual([w.title.id]);
      expect(ids((await page(w.a.slug, results)).related.titles), results).toEqual([]);
    }
    expect(reigns(await page(w.title.slug))).toEqual([
      [[w.c.id], '2099-01-01', null],
      [[w.a.id], '2025-01-01', '2099-01-01'],
    ]);
  });
});
