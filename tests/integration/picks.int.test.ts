/**
 * Predictions and leaderboards (issue 39, docs/ratings.md "Picks and leaderboards as built") on the
 * real local cloud, the functions' clock shifted by the knob (POST /__local/clock): a pick after the
 * lock (the match live, the show started), a side not on the card, a match of another show; a
 * changed pick moves the counts; scoring when the admin enters a result (upset points by the
 * formula, a draw earns 0), a redelivered result scores once, a corrected one re-scores; the record
 * and "You went 2/2 at ..." (none for a fan watching later); the three scopes and both periods of the
 * leaderboard, a blocked fan left out; the account purge; a big show's 130 pickers scored over pages
 * of work.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MatchItem } from '../../functions/data/catalogue/items';
import { getDb } from '../../functions/data/client';
import { boardBucket, boardPoints } from '../../functions/data/ratings/leaderboard';
import { getPickCounts, getPicks, getScored, putPicks } from '../../functions/data/ratings/picks';
import { getMatchItem } from '../../functions/data/rooms/alerts';
import { remainingData } from '../../functions/domain/account';
import { scoreResult } from '../../functions/domain/ratings/pick-scoring';
import { isoWeekOf, pointsPerSide } from '../../functions/domain/ratings/picks';
import { startWork } from '../../functions/domain/work';
import { CLOCK_PATH } from '../../scripts/local/http-gateway';
import { PICK_TEXTS } from '../../shared/messages-ratings';
import type { Notification } from '../../shared/schemas/notifications';
import type { Leaderboard, ShowPicks } from '../../shared/schemas/ratings';
import { addMatch, create, promotionBody, showBody, wrestlerBody } from './catalogue-helpers';
import { api, cloud, eventually, streamDrained } from './helpers';
import { adminMember, follow, type Member, member } from './social-helpers';

const run = Date.now().toString(36);
let admin: Member;
beforeAll(async () => {
  admin = await adminMember(`Picks Admin ${run}`);
});

const setClock = async (offsetMs: number) => {
  const res = await fetch(`${cloud().apiBase}${CLOCK_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ offsetMs }),
  });
  expect(res.status).toBe(200);
};
afterEach(() => setClock(0));

const ok = async (who: Member, method: string, path: string, body?: unknown) => {
  const res = await api(path, { token: who.idToken, method, body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.json as unknown;
};
const pick = (who: Member, showId: string, picks: { matchId: string; side: number }[]) =>
  api(`/api/shows/${showId}/picks`, { token: who.idToken, method: 'PUT', body: { picks } });
const screen = async (who: Member, showId: string) =>
  (await ok(who, 'GET', `/api/shows/${showId}/picks`)) as ShowPicks;
const board = async (who: Member, query: string) =>
  (await ok(who, 'GET', `/api/leaderboards?${query}`)) as Leaderboard;
const result = (showId: string, matchId: string, winnerSide: number | null) =>
  ok(admin, 'PUT', `/api/admin/shows/${showId}/matches/${matchId}/result`, {
    winnerSide,
    ...(winnerSide === null ? { method: 'draw' } : {}),
  });

/** A promotion, a show starting in `hours` with `n` two-sided matches. */
async function world(name: string, n: number, hours = 2) {
  const promotion = await create(admin, promotionBody(`${name}${run}`));
  const show = await create(admin, showBody(`${name} Night ${run}`, promotion.id, hours));
  const wrestlers = await Promise.all(
    Array.from({ length: 2 * n }, (_, i) =>
      create(admin, wrestlerBody(`${name} W${i} ${run}`, [promotion.id])),
    ),
  );
  const matches = [];
  for (let i = 0; i < n; i++)
    matches.push(
      await addMatch(admin, show.id, {
        position: i + 1,
        sides: [[wrestlers[2 * i]?.id], [wrestlers[2 * i + 1]?.id]],
        stipulation: null,
        championshipId: null,
      }),
    );
  return { promotion, show, matches };
}

describe('picks', () => {
  it('refuses a match of another show, a side not on the card, a pick after its lock; moves the counts', async () => {
    const w = await world('Lockfed', 2);
    const other = await world('Otherfed', 1);
    const [m1, m2] = w.matches as unknown as [{ id: string }, { id: string }];
    const fan = await member(`Picker ${run}`);

    const elsewhere = await pick(fan, w.show.id, [
      { matchId: m1.id, side: 0 },
      { matchId: other.matches[0]?.id as string, side: 0 },
    ]);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json?.message).toBe(PICK_TEXTS.matchNotOnCard);
    const noSide = await pick(fan, w.show.id, [{ matchId: m1.id, side: 2 }]);
    expect(noSide.status).toBe(400);
    expect(noSide.json?.message).toBe(PICK_TEXTS.sideNotOnCard);
    // All or nothing: the good pick of a refused request was not kept.
    expect((await screen(fan, w.show.id)).matches.map((m) => m.mine)).toEqual([null, null]);
    expect((await pick(fan, 'not-a-show', [{ matchId: m1.id, side: 0 }])).status).toBe(404);

    const first = (await ok(fan, 'PUT', `/api/shows/${w.show.id}/picks`, {
      picks: [
        { matchId: m1.id, side: 0 },
        { matchId: m2.id, side: 1 },
      ],
    })) as ShowPicks;
    expect(first.matches.map((m) => [m.mine, m.locked, m.split])).toEqual([
      [0, false, null],
      [1, false, null],
    ]);
    await streamDrained({ patienceMs: 10_000 });
    expect((await getPickCounts(getDb(), w.show.id, true)).get(m1.id)).toEqual([1]);
    // A changed pick moves the counts: one off side 0, one on side 1.
    await ok(fan, 'PUT', `/api/shows/${w.show.id}/picks`, { picks: [{ matchId: m1.id, side: 1 }] });
    await streamDrained({ patienceMs: 10_000 });
    const counts = await getPickCounts(getDb(), w.show.id, true);
    expect(counts.get(m1.id)).toEqual([0, 1]);
    expect(counts.get(m2.id)).toEqual([0, 1]);

    // The match goes live (the show first): its pick is locked, the earlier one stays, the split shows.
    await ok(admin, 'PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'live' });
    await ok(admin, 'PUT', `/api/admin/shows/${w.show.id}/matches/${m1.id}`, {
      position: 1,
      sides: (await getMatchItem(getDb(), w.show.id, m1.id))?.sides,
      stipulation: null,
      championshipId: null,
      status: 'live',
    });
    const live = await pick(fan, w.show.id, [{ matchId: m1.id, side: 0 }]);
    expect(live.status).toBe(400);
    expect(live.json?.message).toBe(PICK_TEXTS.locked);
    const after = await screen(fan, w.show.id);
    expect(after.matches[0]).toMatchObject({ mine: 1, locked: true, split: [0, 1] });
    expect(after.matches[1]).toMatchObject({ mine: 1, locked: false, split: null });

    // Three hours later the show has started: every pick is locked.
    await setClock(3 * 3600_000);
    const started = await pick(fan, w.show.id, [{ matchId: m2.id, side: 0 }]);
    expect(started.status).toBe(400);
    expect(started.json?.message).toBe(PICK_TEXTS.locked);
    expect((await screen(fan, w.show.id)).matches[1]).toMatchObject({ mine: 1, locked: true, split: [0, 1] });
  });
});

describe('scoring and leaderboards', () => {
  it('scores a result once, re-scores a correction, tells the record, and ranks the boards', async () => {
    const w = await world('Scorefed', 3);
    const [m1, m2, m3] = w.matches as unknown as [{ id: string }, { id: string }, { id: string }];
    const [a, b, c, d, later, blocked] = await Promise.all(
      ['A', 'B', 'C', 'D', 'Later', 'Blocked'].map((x) => member(`Scorer ${x} ${run}`)),
    );
    const fans = [a, b, c, d, later, blocked] as Member[];
    // m1: five on side 0, a alone on side 1: side 1 is the upset. m3: everyone on side 0.
    for (const fan of fans)
      await ok(fan, 'PUT', `/api/shows/${w.show.id}/picks`, {
        picks: [
          { matchId: m1.id, side: fan === a ? 1 : 0 },
          { matchId: m2.id, side: 0 },
          { matchId: m3.id, side: 0 },
        ],
      });
    await ok(later as Member, 'PUT', `/api/shows/${w.show.id}/watch`, { status: 'later' });
    for (const fan of [b, c, blocked])
      expect((await follow(a as Member, (fan as Member).sub)).status).toBeLessThan(300);
    // a follows the blocked fan, then blocks them (the block takes the follow away as well).
    await ok(a as Member, 'POST', '/api/blocks', { userId: (blocked as Member).sub });
    await streamDrained({ patienceMs: 10_000 });

    const upset = pointsPerSide({ matchId: m1.id, sideCounts: [5, 1], winnerSide: 1 });
    expect(upset).toEqual([0, 18]);
    await ok(admin, 'PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'live' });
    await result(w.show.id, m1.id, 1);
    await result(w.show.id, m2.id, null);
    await result(w.show.id, m3.id, 0);
    await streamDrained({ patienceMs: 15_000 });
    const sweep = pointsPerSide({ matchId: m3.id, sideCounts: [6, 0], winnerSide: 0 })[0] as number;
    expect(sweep).toBe(10);

    const mine = await screen(a as Member, w.show.id);
    expect(mine.matches.map((m) => [m.winnerSide, m.points])).toEqual([
      [1, 18],
      [null, 0],
      [0, 10],
    ]);
    expect(mine.record).toEqual({ correct: 2, decided: 2, points: 28 });
    expect((await screen(b as Member, w.show.id)).record).toEqual({ correct: 1, decided: 2, points: 10 });
    // The fan watching later: results shielded.
    const shielded = await screen(later as Member, w.show.id);
    expect(shielded.record).toBeNull();
    expect(shielded.matches.every((m) => m.winnerSide === null && m.points === null)).toBe(true);
    expect(shielded.shield?.showId).toBe(w.show.id);

    // "You went 2/2": once, updated in place; none for the fan watching later.
    const notes = async (who: Member) =>
      ((await ok(who, 'GET', '/api/notifications?limit=50')) as Notification[]).filter(
        (n) => n.type === 'other' && n.showId === w.show.id,
      );
    await eventually(
      async () => (await notes(a as Member))[0]?.message === PICK_TEXTS.wentAt(2, 2, w.show.name),
    );
    expect(await notes(a as Member)).toHaveLength(1);
    expect((await notes(a as Member))[0]?.showId).toBe(w.show.id);
    expect((await notes(b as Member))[0]?.message).toBe(PICK_TEXTS.wentAt(1, 2, w.show.name));
    expect(await notes(later as Member)).toEqual([]);

    // A redelivered result scores nothing twice.
    const match = (await getMatchItem(getDb(), w.show.id, m1.id)) as MatchItem;
    const deps = { db: getDb() };
    await scoreResult(
      { ...deps, start: (subject) => startWork(deps, 'pick-scores', subject) },
      {
        item: 'match',
        event: 'MODIFY',
        keys: { PK: '', SK: '' },
        ids: { showId: w.show.id, matchId: m1.id },
        before: { ...match, status: 'live', result: null },
        after: match,
      },
    );
    await streamDrained({ patienceMs: 10_000 });
    expect((await getScored(getDb(), w.show.id, m1.id))?.rev).toBe(1);
    expect((await screen(a as Member, w.show.id)).record).toEqual({ correct: 2, decided: 2, points: 28 });

    // The promotion's board this week: exact, ranked (ties share a rank), the blocked fan left out
    // for `a` (who blocked them) only.
    const week = isoWeekOf(Date.now());
    const ids = (list: (Member | undefined)[]) => list.map((f) => (f as Member).sub).sort();
    const rows = (l: Leaderboard) => l.entries.map((e) => [e.rank, e.fan.id, e.points]);
    const tail = (l: Leaderboard) =>
      l.entries
        .slice(1)
        .map((e) => e.fan.id)
        .sort();
    const promo = await board(a as Member, `scope=promotion&promotion=${w.promotion.id}&period=week`);
    expect(promo).toMatchObject({ scope: 'promotion', period: 'week', week, me: { rank: 1, points: 28 } });
    expect(promo.promotion?.id).toBe(w.promotion.id);
    expect(rows(promo)[0]).toEqual([1, a?.sub, 28]);
    expect(tail(promo)).toEqual(ids([b, c, d, later]));
    expect(promo.entries.slice(1).every((e) => e.rank === 2 && e.points === 10)).toBe(true);
    const seenByB = await board(b as Member, `scope=promotion&promotion=${w.promotion.id}&period=all`);
    expect(tail(seenByB)).toEqual(ids([b, c, d, later, blocked]));
    expect(seenByB.week).toBeNull();
    // A page of 2, then the rest: ranks go on from the cursor.
    const first = await board(b as Member, `scope=promotion&promotion=${w.promotion.id}&period=all&limit=2`);
    expect(first.entries).toHaveLength(2);
    const rest = await board(
      b as Member,
      `scope=promotion&promotion=${w.promotion.id}&period=all&limit=50&before=${first.nextBefore}`,
    );
    expect([...first.entries, ...rest.entries].map((e) => e.rank)).toEqual([1, 2, 2, 2, 2, 2]);
    expect(rest.nextBefore).toBeNull();
    // Everyone's board (other tests' fans are on it too): a's own points.
    expect((await board(a as Member, 'scope=everyone&period=all')).me?.points).toBe(28);
    expect((await board(a as Member, 'scope=everyone&period=week')).me?.points).toBe(28);
    // Following: a and the fans a follows (the blocked one left out).
    const following = await board(a as Member, 'scope=following&period=week');
    expect(rows(following)[0]).toEqual([1, a?.sub, 28]);
    expect(tail(following)).toEqual(ids([b, c]));
    expect(following.me).toEqual({ rank: 1, points: 28 });
    expect(
      (await api('/api/leaderboards?scope=promotion&promotion=nope', { token: a?.idToken })).status,
    ).toBe(404);
    expect((await api('/api/leaderboards?scope=promotion', { token: a?.idToken })).status).toBe(400);

    // A corrected result re-scores: side 0 won m1 after all (5 of 6 picked it: 12 points each).
    await result(w.show.id, m1.id, 0);
    await streamDrained({ patienceMs: 15_000 });
    expect(pointsPerSide({ matchId: m1.id, sideCounts: [5, 1], winnerSide: 0 })[0]).toBe(12);
    expect((await getScored(getDb(), w.show.id, m1.id))?.rev).toBe(2);
    expect((await screen(a as Member, w.show.id)).record).toEqual({ correct: 1, decided: 2, points: 10 });
    expect((await screen(b as Member, w.show.id)).record).toEqual({ correct: 2, decided: 2, points: 22 });
    await eventually(
      async () => (await notes(b as Member))[0]?.message === PICK_TEXTS.wentAt(2, 2, w.show.name),
    );
    const again = await board(b as Member, `scope=promotion&promotion=${w.promotion.id}&period=all`);
    expect(again.entries.map((e) => e.points)).toEqual([22, 22, 22, 22, 22, 10]);
    expect(again.entries.find((e) => e.fan.id === a?.sub)).toMatchObject({ rank: 6, points: 10 });

    // A deleted fan's picks and leaderboard entries go with the account purge.
    const gone = await api('/api/account', {
      token: (d as Member).idToken,
      method: 'DELETE',
      body: { password: (d as Member).password },
    });
    expect(gone.status, gone.text).toBe(200);
    await streamDrained({ patienceMs: 10_000 });
    await eventually(async () => (await remainingData(getDb(), (d as Member).sub)).picks === 0, 20_000);
    const bucket = boardBucket(w.promotion.id, null);
    expect(await boardPoints(getDb(), [{ bucket, userId: (d as Member).sub }], true)).toEqual(new Map());
    await eventually(
      async () =>
        !(await board(b as Member, `scope=promotion&promotion=${w.promotion.id}&period=all`)).entries.some(
          (e) => e.fan.id === d?.sub,
        ),
    );
  });
});

describe('a big show', () => {
  it('scores every picker, a page of work at a time', async () => {
    const w = await world('Bigfed', 1);
    const match = w.matches[0] as { id: string };
    const db = getDb();
    // 130 pickers (three pages of PICK_SCORE_PAGE), written as the route writes them (no profiles:
    // nobody to tell).
    const fans = Array.from({ length: 130 }, (_, i) => `big-${run}-${i}`);
    for (let i = 0; i < fans.length; i += 10)
      await Promise.all(
        fans
          .slice(i, i + 10)
          .map((fan, k) =>
            putPicks(
              db,
              w.show.id,
              fan,
              { [match.id]: (i + k) % 3 === 0 ? 1 : 0 },
              0,
              [{ matchId: match.id, side: (i + k) % 3 === 0 ? 1 : 0, by: 1 }],
              new Date().toISOString(),
            ),
          ),
      );
    await ok(admin, 'PUT', `/api/admin/shows/${w.show.id}/status`, { status: 'live' });
    await result(w.show.id, match.id, 1);
    await streamDrained({ patienceMs: 30_000 });
    // 44 of 130 picked side 1: 17 points each.
    const scored = await getScored(db, w.show.id, match.id);
    expect(scored?.sideCounts).toEqual([86, 44]);
    expect(scored?.points).toEqual([0, 17]);
    const bucket = boardBucket(w.promotion.id, null);
    await eventually(async () => {
      const points = await boardPoints(
        db,
        fans.map((userId) => ({ bucket, userId })),
        true,
      );
      return fans.every((fan, i) => (points.get(`${bucket}|${fan}`) ?? 0) === (i % 3 === 0 ? 17 : 0));
    }, 30_000);
    const picks = await Promise.all(fans.map((fan) => getPicks(db, w.show.id, fan)));
    expect(picks.every((p) => p?.sc?.[match.id]?.rev === 1 && p.rd === 1)).toBe(true);
  });
});
