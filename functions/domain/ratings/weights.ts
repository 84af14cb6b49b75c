/**
 * The extreme-rater rule (docs/ratings.md, "Weights"): a fan whose ratings are mostly 0 and 10 counts
 * less. The weight comes from the fan's own counters (how many ratings, how many at 0 or 10), kept by
 * the same consumer as the match's, in whole milli-units:
 *
 *   - fewer than WEIGHT_MIN_RATINGS (5) ratings: full weight (1000): too little to judge;
 *   - up to WEIGHT_FREE_EXTREME_PERCENT (20 %) of them at 0 or 10: full weight (a fan who gives a
 *     classic its 10 and a botch its 0 now and then is a fan);
 *   - above that the weight falls in a line with the share s of extremes, to WEIGHT_FLOOR (0.25) when
 *     every rating is 0 or 10:  w = 1 - 0.75 x (s - 0.2) / 0.8
 *
 * A rating keeps the weight it was folded in with (stored on the rating), so folding it out later
 * takes away exactly what it added.
 */
import {
  isExtreme,
  WEIGHT_FLOOR,
  WEIGHT_FREE_EXTREME_PERCENT,
  WEIGHT_FULL,
  WEIGHT_MIN_RATINGS,
} from '../../../shared/ratings';

/** A fan's own rating counters. */
export interface RaterCounters {
  /** Ratings they have given (matches and shows). */
  count: number;
  /** Of which at 0 or 10. */
  extremes: number;
}

export const emptyRater = (): RaterCounters => ({ count: 0, extremes: 0 });

/** The fan's counters with a rating (in halves) folded in (1) or out (-1). */
export const foldRater = (r: RaterCounters, halves: number, sign: 1 | -1): RaterCounters => ({
  count: r.count + sign,
  extremes: r.extremes + (isExtreme(halves) ? sign : 0),
});

/** The fan's weight in milli-units (250..1000), from their counters. */
export function weightOf(r: RaterCounters): number {
  const n = Math.max(0, r.count);
  const x = Math.min(Math.max(0, r.extremes), n);
  if (n < WEIGHT_MIN_RATINGS) return WEIGHT_FULL;
  // s - free = (100x - free n) / 100n; the weight falls by (full - floor) over (1 - free).
  const over = 100 * x - WEIGHT_FREE_EXTREME_PERCENT * n;
  if (over <= 0) return WEIGHT_FULL;
  const fall = ((WEIGHT_FULL - WEIGHT_FLOOR) * over) / ((100 - WEIGHT_FREE_EXTREME_PERCENT) * n);
  return Math.max(WEIGHT_FLOOR, WEIGHT_FULL - Math.round(fall));
}

/**
 * The weight a new rating is folded in with: the fan's counters including this rating (a fan's first
 * ratings count whole; their fifth 0 in a row already counts a quarter).
 */
export const weightWith = (r: RaterCounters, halves: number): number => weightOf(foldRater(r, halves, 1));
