/**
 * A match's (or show's) shown score, from counters a stream consumer keeps as ratings happen
 * (docs/ratings.md, "The score"). Never a scan: a rating folds into the counters once, a changed
 * rating folds its old self out and its new self in, a held rating folds out of the score.
 *
 * Everything is an integer: ratings in halves (0..20), weights in milli-units (1000 = one vote), so
 * `weightedHalves` = sum of weight x halves is exact, and folding in then out leaves no residue.
 *
 * The score is a weighted Bayesian average with a prior of m votes at the site's mean C:
 *
 *     score = (C * m + sum w_i * r_i) / (m + sum w_i)
 */
import {
  bucketOf,
  RATING_BUCKET_COUNT,
  RATING_DEFAULT_MEAN,
  RATING_MIN_SHOWN,
  RATING_PRIOR_VOTES,
  RATING_STEP,
  type Watched,
  WEIGHT_FULL,
} from '../../../shared/ratings';

/** The counters of one group of ratings (those watched live, or later). */
export interface Tally {
  /** Ratings folded in. */
  count: number;
  /** Sum of their weights, milli-units. */
  weightMilli: number;
  /** Sum of weight (milli) x rating (halves). */
  weightedHalves: number;
  /** Ratings per histogram bucket 0..10 (unweighted: what the histogram draws). */
  buckets: number[];
}

/** A match's scored counters, split by how the fans watched (the whole is their sum). */
export interface RatingCounters {
  live: Tally;
  later: Tally;
}

/** One rating as the counters see it: its value in halves, the weight it was folded in with, how it was watched. */
export interface CountedRating {
  halves: number;
  weightMilli: number;
  watched: Watched;
}

export const emptyTally = (): Tally => ({
  count: 0,
  weightMilli: 0,
  weightedHalves: 0,
  buckets: Array.from({ length: RATING_BUCKET_COUNT }, () => 0),
});

export const emptyCounters = (): RatingCounters => ({ live: emptyTally(), later: emptyTally() });

const addTally = (a: Tally, b: Tally): Tally => ({
  count: a.count + b.count,
  weightMilli: a.weightMilli + b.weightMilli,
  weightedHalves: a.weightedHalves + b.weightedHalves,
  buckets: a.buckets.map((n, i) => n + (b.buckets[i] ?? 0)),
});

/**
 * What one rating adds to the counters (sign 1) or takes away (sign -1): the increments a consumer
 * writes with one ADD update.
 */
export function ratingDelta(rating: CountedRating, sign: 1 | -1): RatingCounters {
  const delta = emptyCounters();
  const tally = delta[rating.watched];
  tally.count = sign;
  tally.weightMilli = sign * rating.weightMilli;
  tally.weightedHalves = sign * rating.weightMilli * rating.halves;
  tally.buckets[bucketOf(rating.halves)] = sign;
  return delta;
}

export const addCounters = (a: RatingCounters, b: RatingCounters): RatingCounters => ({
  live: addTally(a.live, b.live),
  later: addTally(a.later, b.later),
});

/** The counters with one rating folded in (sign 1) or out (sign -1). A changed rating: out, then in. */
export const foldRating = (counters: RatingCounters, rating: CountedRating, sign: 1 | -1): RatingCounters =>
  addCounters(counters, ratingDelta(rating, sign));

/** The counters after a fan changes their rating from `before` to `after`. */
export const changeRating = (
  counters: RatingCounters,
  before: CountedRating,
  after: CountedRating,
): RatingCounters => foldRating(foldRating(counters, before, -1), after, 1);

/** Both groups together. */
export const wholeOf = (c: RatingCounters): Tally => addTally(c.live, c.later);

/**
 * The site's mean C: the weighted mean of every scored rating (the site's own Tally, kept by the same
 * consumer), RATING_DEFAULT_MEAN before there is any.
 */
export const siteMeanOf = (site: Tally): number =>
  site.weightMilli > 0 ? (site.weightedHalves / site.weightMilli) * RATING_STEP : RATING_DEFAULT_MEAN;

/**
 * The Bayesian average of a tally: (C * m + sum w r) / (m + sum w), computed in milli-halves so the
 * only division is the last one. Null below RATING_MIN_SHOWN ratings ("Not enough ratings yet").
 */
export function bayesianScore(t: Tally, siteMean: number, priorVotes = RATING_PRIOR_VOTES): number | null {
  if (t.count < RATING_MIN_SHOWN) return null;
  const priorWeight = priorVotes * WEIGHT_FULL;
  const priorHalves = (siteMean / RATING_STEP) * priorWeight;
  return ((priorHalves + t.weightedHalves) / (priorWeight + t.weightMilli)) * RATING_STEP;
}

/**
 * A match's mean of its scored ratings without the prior (0..10), or null below RATING_MIN_SHOWN: the
 * consensus the burst detector's `against` signal measures a burst by.
 */
export function scoredMeanOf(c: RatingCounters): number | null {
  const whole = wholeOf(c);
  return whole.count < RATING_MIN_SHOWN || whole.weightMilli <= 0
    ? null
    : (whole.weightedHalves / whole.weightMilli) * RATING_STEP;
}

/** What a match's ratings show. */
export interface ShownScore {
  /** Null: fewer than RATING_MIN_SHOWN ratings. */
  score: number | null;
  count: number;
  /** Ratings per bucket 0..10. */
  histogram: number[];
  live: { score: number | null; count: number };
  later: { score: number | null; count: number };
}

export function shownScore(c: RatingCounters, siteMean: number): ShownScore {
  const whole = wholeOf(c);
  return {
    score: bayesianScore(whole, siteMean),
    count: whole.count,
    histogram: whole.buckets,
    live: { score: bayesianScore(c.live, siteMean), count: c.live.count },
    later: { score: bayesianScore(c.later, siteMean), count: c.later.count },
  };
}

/** A score as the page writes it: one decimal ("7.4"). */
export const formatScore = (score: number): string => score.toFixed(1);
