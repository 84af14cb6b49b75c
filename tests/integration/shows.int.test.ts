/**
 * The calendar and a show's page (issue 28, B): windows (bounded), one promotion's shows, the
 * promotions a fan follows; a show's card with results only when asked for (spoilers).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { entityFollowKey } from '../../functions/data/catalogue/entity-follow';
import { getDb } from '../../functions/data/client';
import type { ShowList, ShowPage } from '../../shared/schemas/shows';
import { addMatch, create, hoursFromNow, promotionBody, showBody, smallWorld } from './catalogue-helpers';
import { api } from './helpers';
import { adminMember, type Member, member } from './social-helpers';

let admin: Member;
let fan: Member;

beforeAll(async () => {
  [admin, fan] = await Promise.all([adminMember('Shows Admin'), member('Shows Fan')]);
});

const shows = async (query: string, who: Member = fan) => {
  const res = await api(`/api/shows?${query}`, { token: who.idToken });
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as ShowList).shows;
};
const window = (fromH: number, toH: number) =>
  `from=${encodeURIComponent(hoursFromNow(fromH))}&to=${encodeURIComponent(hoursFromNow(toH))}`;

describe('the calendar', () => {
  it('refuses windows over 31 days, backwards windows and callers without a token', async () => {
    const wide = await api(`/api/shows?${window(0, 32 * 24)}`, { token: fan.idToken });
    expect(wide.status).toBe(400);
    expect(wide.json?.message).toMatch(/31 days/);
    expect((await api(`/api/shows?${window(5, 1)}`, { token: fan.idToken })).status).toBe(400);
    expect((await api('/api/shows?from=yesterday&to=today', { token: fan.idToken })).status).toBe(400);
    expect((await api(`/api/shows?${window(0, 5)}`)).status).toBe(401);
  });

  it("lists a window's shows oldest first with their promotion, or one promotion's", async () => {
    const p1 = await create(admin, promotionBody('Calfed'));
    const p2 = await create(admin, promotionBody('Calother'));
    // Far in the future, so other tests' shows stay out of the window.
    const late = await create(admin, showBody('Calfed Late', p1.id, 24 * 200 + 5));
    const early = await create(admin, showBody('Calfed Early', p1.id, 24 * 200 + 1));
    const other = await create(admin, showBody('Calother Night', p2.id, 24 * 200 + 3));
    await create(admin, showBody('Calfed Outside', p1.id, 24 * 200 + 30));
    const all = await shows(window(24 * 200, 24 * 200 + 10));
    expect(all.map((s) => s.id)).toEqual([early.id, other.id, late.id]);
    expect(all[0]?.promotion).toEqual({
      id: p1.id,
      kind: 'promotion',
      slug: p1.slug,
      name: 'Calfed',
      shortName: 'Calfed',
      colors: p1.colors,
    });
    expect(all[0]).toMatchObject({ kind: 'show', slug: early.slug, venue: 'The Arena', status: 'scheduled' });
    const one = await shows(`${window(24 * 200, 24 * 200 + 10)}&promotion=${p2.id}`);
    expect(one.map((s) => s.id)).toEqual([other.id]);
    // A show whose start moves keeps its id and moves on the calendar.
    const edit = await api(`/api/admin/entities/${late.id}`, {
      token: admin.idToken,
      method: 'PUT',
      body: {
        updatedAt: late.updatedAt,
        entity: { ...showBody('Calfed Late', p1.id, 24 * 200 + 40), slug: late.slug },
      },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.json?.id).toBe(late.id);
    expect((await shows(window(24 * 200, 24 * 200 + 10))).map((s) => s.id)).toEqual([early.id, other.id]);
    expect((await shows(window(24 * 200 + 35, 24 * 200 + 45))).map((s) => s.id)).toEqual([late.id]);
  });

  it('following=true: the shows of the promotions the fan follows only', async () => {
    const followed = await create(admin, promotionBody('Followfed'));
    const notFollowed = await create(admin, promotionBody('Unfollowfed'));
    const mine = await create(admin, showBody('Followfed Show', followed.id, 24 * 300 + 1));
    await create(admin, showBody('Unfollowfed Show', notFollowed.id, 24 * 300 + 2));
    const wrestler = await create(admin, {
      kind: 'wrestler',
      slug: `followed-wrestler-${Date.now()}`,
      name: 'Followed Wrestler',
      akas: [],
      promotionIds: [notFollowed.id],
      status: 'active',
      hometown: null,
      debutYear: null,
    });
    // The follow edges as part A's follow route writes them (a followed wrestler is no promotion).
    const db = getDb();
    for (const entityId of [followed.id, wrestler.id])
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: { ...entityFollowKey(fan.sub, entityId), type: 'entity-follow', userId: fan.sub, entityId },
        }),
      );
    const range = window(24 * 300, 24 * 300 + 5);
    expect((await shows(range)).length).toBe(2);
    expect((await shows(`${range}&following=true`)).map((s) => s.id)).toEqual([mine.id]);
    expect(await shows(`${range}&following=true`, admin)).toEqual([]);
  });
});

describe("a show's page", () => {
  it('has the card in order and its entities; results only with results=true', async () => {
    const w = await smallWorld(admin, 'Pagefed');
    const second = await addMatch(admin, w.show.id, {
      position: 2,
      sides: [[w.c.id], [w.d.id]],
      stipulation: null,
      championshipId: w.title.id,
    });
    const first = await addMatch(admin, w.show.id, {
      position: 1,
      sides: [[w.a.id], [w.b.id]],
      stipulation: 'No DQ',
      championshipId: null,
    });
    const result = await api(`/api/admin/shows/${w.show.id}/matches/${first.id}/result`, {
      token: admin.idToken,
      method: 'PUT',
      body: { winnerSide: 0, method: 'pinfall', duration: '5:00' },
    });
    expect(result.status, result.text).toBe(200);
    const page = async (q = '') => {
      const res = await api(`/api/shows/${w.show.id}${q}`, { token: fan.idToken });
      expect(res.status, res.text).toBe(200);
      return res.json as unknown as ShowPage;
    };
    const hidden = await page();
    expect(hidden.show).toMatchObject({ id: w.show.id, kind: 'show', slug: w.show.slug });
    expect(hidden.card.map((m) => [m.id, m.position, m.status])).toEqual([
      [first.id, 1, 'finished'],
      [second.id, 2, 'upcoming'],
    ]);
    expect(hidden.card.every((m) => m.result === null)).toBe(true);
    expect(hidden.entities.map((e) => e.id).sort()).toEqual(
      [w.promotion.id, w.a.id, w.b.id, w.c.id, w.d.id, w.title.id].sort(),
    );
    const shown = await page('?results=true');
    expect(shown.card[0]?.result).toEqual({
      winnerSide: 0,
      method: 'pinfall',
      durationSeconds: 300,
      titleChange: false,
    });
    expect(shown.card[1]?.result).toBeNull();
  });

  it('is 404 "Not found" for an unknown id and for an entity that is not a show', async () => {
    const p = await create(admin, promotionBody('Notashow'));
    for (const id of ['01ARZ3NDEKTSV4RRFFQ69G5FAV', p.id]) {
      const res = await api(`/api/shows/${id}`, { token: fan.idToken });
      expect(res.status).toBe(404);
      expect(res.json?.message).toBe('Not found');
    }
  });
});
