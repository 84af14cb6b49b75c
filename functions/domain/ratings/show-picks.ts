/**
 * A fan's picks at a show (issue 39, docs/ratings.md "Picks and leaderboards as built"):
 * PUT/GET /api/shows/{showId}/picks.
 *
 * - Each pick names a match of this show (400 matchNotOnCard), a side on its card (400
 *   sideNotOnCard), and a match not locked (`pickLocked`, at the request's clock: 400 locked). All or
 *   nothing: one refused pick refuses the request, nothing changed. The new picks join the fan's
 *   earlier ones (a locked match's earlier pick stays as it was) in ONE conditional write of the
 *   fan's picks item (its version: two writes at once, the second reads again), the show's counts
 *   moved (`movePick`) in the same transaction.
 * - The crowd's split of a match is shown once it is locked (no bandwagon before).
 * - Winners, points and the record are results (docs/spoilers.md): for a show the viewer is protected
 *   from they are null and the answer carries `shield`.
 *
 * Requests: GET: one Query (the show's partition: the show and its card) + one BatchGet (the fan's
 * picks, the show's counts, the scored markers of its finished matches). PUT: the same reads + a
 * GetItem of the fan's picks (strongly consistent) + one TransactWriteItems (the picks, the counts).
 */
import { PICK_TEXTS } from '../../../shared/messages-ratings';
import type { PicksInput, ShowPicks } from '../../../shared/schemas/ratings';
import type { EntityItem, MatchItem } from '../../data/catalogue/items';
import { readShowPartition } from '../../data/catalogue/shows';
import type { Db } from '../../data/client';
import {
  getPicks,
  type PicksItem,
  picksScreenItems,
  putPicks,
  recordOfItem,
  type ScoredItem,
} from '../../data/ratings/picks';
import { showFactsOf } from '../../data/spoilers/watch';
import { clockNow } from '../../lib/clock';
import { invalid, notFound } from '../../lib/errors';
import { showWatchOf } from '../spoilers/watch';
import type { Viewer } from '../viewer';
import { movePick, pickLocked, sideOnCard } from './picks';

/** The show and its card (404 for an id that is not a show's). */
async function showAndCard(db: Db, showId: string): Promise<{ show: EntityItem; matches: MatchItem[] }> {
  const { show, matches } = await readShowPartition(db, showId);
  if (show?.kind !== 'show') throw notFound(PICK_TEXTS.showNotFound);
  return { show, matches };
}

const startsAtOf = (show: EntityItem) => Date.parse(String(show.startsAt));

/** Whether a match's picks are locked at `now`. */
export const matchLocked = (show: EntityItem, match: MatchItem, now: Date) =>
  pickLocked({ matchStatus: match.status, showStartsAt: startsAtOf(show) }, now.getTime());

/** The screen: each match with the fan's pick, its lock, the split once locked, and (unshielded) results. */
function screenOf(
  viewer: Viewer,
  show: EntityItem,
  matches: readonly MatchItem[],
  items: { picks: PicksItem | null; counts: Map<string, number[]>; scored: Map<string, ScoredItem> },
  now: Date,
): ShowPicks {
  const watch = showWatchOf(viewer.spoilers, showFactsOf(show), now);
  const shielded = watch.protected;
  const mine = items.picks?.picks ?? {};
  const scoredOfMine = items.picks?.sc ?? {};
  return {
    showId: show.id,
    matches: matches.map((m) => {
      const locked = matchLocked(show, m, now);
      const scored = items.scored.get(m.id);
      const split = items.counts.get(m.id) ?? [];
      const pick = mine[m.id];
      return {
        matchId: m.id,
        locked,
        mine: pick ?? null,
        split: locked ? m.sides.map((_, side) => split[side] ?? 0) : null,
        winnerSide: shielded || !scored ? null : scored.winnerSide,
        points: shielded || !scored || pick === undefined ? null : (scoredOfMine[m.id]?.points ?? null),
      };
    }),
    record: shielded || !items.picks ? null : recordOfItem(items.picks),
    ...(shielded ? { shield: { showId: show.id, showName: show.name, revealAt: watch.revealAt } } : {}),
  };
}

const finishedIds = (matches: readonly MatchItem[]) =>
  matches.filter((m) => m.status === 'finished').map((m) => m.id);

/** GET /api/shows/{showId}/picks. */
export async function getShowPicks(
  db: Db,
  viewer: Viewer,
  showId: string,
  now = clockNow(),
): Promise<ShowPicks> {
  const { show, matches } = await showAndCard(db, showId);
  const items = await picksScreenItems(db, showId, viewer.id, finishedIds(matches));
  return screenOf(viewer, show, matches, items, now);
}

/** The refusal of one pick, or null: on this show, a side on its card, not locked. */
function pickRefusal(show: EntityItem, match: MatchItem | undefined, side: number, now: Date): string | null {
  if (!match) return PICK_TEXTS.matchNotOnCard;
  if (!sideOnCard(side, match.sides.length)) return PICK_TEXTS.sideNotOnCard;
  if (matchLocked(show, match, now)) return PICK_TEXTS.locked;
  return null;
}

const WRITE_TRIES = 5;

/** The count moves from one picks map to another: per match changed, `movePick` (the old side -1, the new +1). */
export function pickDeltas(
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>,
): { matchId: string; side: number; by: number }[] {
  const out: { matchId: string; side: number; by: number }[] = [];
  for (const matchId of Object.keys(after)) {
    const was = before[matchId] ?? null;
    const now = after[matchId] as number;
    if (was === now) continue;
    movePick(new Array(Math.max(was ?? 0, now) + 1).fill(0), was, now).forEach((by, side) => {
      if (by) out.push({ matchId, side, by });
    });
  }
  return out;
}

/** PUT /api/shows/{showId}/picks {picks}: all or nothing; the answer as after it. */
export async function setShowPicks(
  db: Db,
  viewer: Viewer,
  showId: string,
  input: PicksInput,
  now = clockNow(),
): Promise<ShowPicks> {
  const { show, matches } = await showAndCard(db, showId);
  const byId = new Map(matches.map((m) => [m.id, m]));
  for (const p of input.picks) {
    const refusal = pickRefusal(show, byId.get(p.matchId), p.side, now);
    if (refusal) throw invalid(refusal);
  }
  for (let attempt = 0; attempt < WRITE_TRIES; attempt++) {
    const before = await getPicks(db, showId, viewer.id);
    const picks = { ...(before?.picks ?? {}) };
    for (const p of input.picks) picks[p.matchId] = p.side;
    const deltas = pickDeltas(before?.picks ?? {}, picks);
    if (await putPicks(db, showId, viewer.id, picks, before?.version ?? 0, deltas, now.toISOString())) break;
    if (attempt === WRITE_TRIES - 1) throw new Error(`Picks of ${viewer.id} at ${showId} kept changing`);
  }
  const items = await picksScreenItems(db, showId, viewer.id, finishedIds(matches));
  return screenOf(viewer, show, matches, items, now);
}
