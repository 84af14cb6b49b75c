/**
 * Predictions (docs/ratings.md, "Predictions"): when a pick locks, the points of a correct pick, a
 * fan's record at a show ("You went 5/7 at Raw") and the leaderboard buckets points are added to.
 *
 * Points: a correct pick earns PICK_POINTS x (1 + the share of the match's pickers who picked
 * another side), rounded: 10 when everyone saw it coming, up to 20 for the one fan who called the
 * upset. A wrong pick, a draw or a no contest (no winner) earns 0. The share is from the match's pick
 * counters per side, final once the pick locked, so every fan on a side gets the same points.
 */
import { PICK_POINTS } from '../../../shared/ratings';

/** The match facts a lock needs (the catalogue's match status and the show's start). */
export interface LockFacts {
  matchStatus: 'upcoming' | 'live' | 'finished';
  /** The show's start (ms). */
  showStartsAt: number;
}

/**
 * Whether a match's pick is locked at `now`: once the match is live or finished, and from the show's
 * start at the latest (whichever comes first: a pre-show match that goes live early locks then; no
 * pick is taken once the show is on the air, when earlier results and live reports are out).
 */
export const pickLocked = (f: LockFacts, now: number): boolean =>
  f.matchStatus !== 'upcoming' || now >= f.showStartsAt;

/** Whether `side` is a side of a match with `sides` sides (0-based, as the catalogue's winnerSide). */
export const sideOnCard = (side: number, sides: number): boolean =>
  Number.isInteger(side) && side >= 0 && side < sides;

/**
 * The points a correct pick of `winnerSide` earns, from the match's pick counts per side:
 * round(PICK_POINTS x (1 + others / all)), in integers: round(PICK_POINTS x (2 all - winners) / all).
 * 0 when no one picked the winner (no one to pay).
 */
export function upsetPoints(sideCounts: readonly number[], winnerSide: number): number {
  const all = sideCounts.reduce((a, b) => a + b, 0);
  const winners = sideCounts[winnerSide] ?? 0;
  if (winners <= 0 || all <= 0) return 0;
  return Math.round((PICK_POINTS * (2 * all - winners)) / all);
}

/** A match's result as scoring sees it: the winning side, or null (draw, no contest). */
export interface ScoredMatch {
  matchId: string;
  /** Pick counts per side at the lock. */
  sideCounts: readonly number[];
  /** null: no winner (a draw, a no contest): the match's picks are void. */
  winnerSide: number | null;
}

/** The points each side's pickers earn when a match's result is entered: [0, 14, 0] when side 1 won. */
export function pointsPerSide(m: ScoredMatch): number[] {
  return m.sideCounts.map((_, side) => (side === m.winnerSide ? upsetPoints(m.sideCounts, side) : 0));
}

export interface Pick {
  matchId: string;
  side: number;
}

/** A fan's record at a show: "You went {correct}/{decided} at Raw", and the points. */
export interface ShowRecord {
  correct: number;
  /** Picks on matches with a winner (void matches and unscored ones do not count). */
  decided: number;
  points: number;
}

/** A fan's record from their picks and the show's scored matches (those with a result entered). */
export function showRecord(picks: readonly Pick[], scored: readonly ScoredMatch[]): ShowRecord {
  const byMatch = new Map(scored.map((m) => [m.matchId, m]));
  const record: ShowRecord = { correct: 0, decided: 0, points: 0 };
  for (const p of picks) {
    const m = byMatch.get(p.matchId);
    if (!m || m.winnerSide === null) continue;
    record.decided++;
    if (p.side === m.winnerSide) {
      record.correct++;
      record.points += upsetPoints(m.sideCounts, p.side);
    }
  }
  return record;
}

/** The pick counters after a fan picks `side` instead of `before` (null: a first pick). */
export function movePick(sideCounts: readonly number[], before: number | null, side: number): number[] {
  const out = [...sideCounts];
  if (before !== null && before !== side) out[before] = (out[before] ?? 0) - 1;
  if (before !== side) out[side] = (out[side] ?? 0) + 1;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Leaderboards: the buckets a show's points are added to. The storage's keys are built from these
// in data/ratings/ later; here only the bucket math.

const DAY_MS = 86_400_000;

/**
 * The ISO 8601 week of an instant in UTC: "2026-W48" (weeks start on Monday; week 1 holds the year's
 * first Thursday, so 2021-01-01 is in 2020-W53 and 2024-12-30 in 2025-W01).
 */
export function isoWeekOf(instant: number | string): string {
  const t = typeof instant === 'number' ? instant : Date.parse(instant);
  const day = Math.floor(t / DAY_MS);
  const weekday = (new Date(day * DAY_MS).getUTCDay() + 6) % 7; // Monday 0
  const thursday = day - weekday + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const jan1 = Math.floor(Date.UTC(year, 0, 1) / DAY_MS);
  const week = Math.floor((thursday - jan1) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export type LeaderboardPeriod = 'week' | 'all';

export interface LeaderboardBucket {
  /** null: everyone's board; else that promotion's. */
  promotionId: string | null;
  period: LeaderboardPeriod;
  /** "2026-W48" for a week, "all" for all time. */
  bucket: string;
}

/**
 * The four boards a show's points go to: everyone's and the show's promotion's, this week's and all
 * time. The week is the show's start's (UTC), so results entered after midnight on Sunday still count
 * in the show's week. "People I follow" is read from everyone's board by the fans one follows, not a
 * bucket of its own.
 */
export function leaderboardBuckets(showStartsAt: number | string, promotionId: string): LeaderboardBucket[] {
  const week = isoWeekOf(showStartsAt);
  return [null, promotionId].flatMap((p) => [
    { promotionId: p, period: 'week' as const, bucket: week },
    { promotionId: p, period: 'all' as const, bucket: 'all' },
  ]);
}
