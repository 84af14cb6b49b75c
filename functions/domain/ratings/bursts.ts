/**
 * Burst detection (docs/ratings.md, "Bursts"), Steam's approach: ratings that arrive in an unusual
 * burst are kept, but held out of the score until an admin reviews them. This module only decides
 * which ratings of a window to hold and why; it never deletes.
 *
 * Deterministic and bounded: it looks at the newest BURST_WINDOW ratings of one match (a stream
 * consumer runs it for every new rating, over the window that rating ends) and costs O(N^2) at most
 * in N <= BURST_WINDOW. A rating held once stays held (the consumer moves it to the held counters);
 * running it again over a later window may hold more of the same burst, never release one.
 *
 * Five signals:
 *   - time:        a rating with at least max(BURST_MIN_COUNT, BURST_RATE_FACTOR x expected) ratings
 *                  within BURST_SPAN_MS either side of it, where expected is the match's usual rate
 *                  (scored ratings per hour since it opened) over that span;
 *   - accountAge:  among the burst's ratings, an account made within AGE_SPAN_MS of at least
 *                  AGE_CLUSTER_MIN - 1 others' accounts;
 *   - follows:     among the burst's ratings, a rater who follows or is followed by at least
 *                  FOLLOW_CLUSTER_MIN other raters of it;
 *   - oneSided:    at least ONE_SIDED_PERCENT of the burst's ratings are the same extreme (all 0 or
 *                  all 10), and this rating is that extreme;
 *   - against:     a one-sided rating at least AGAINST_GAP points from the match's scored mean (its
 *                  ratings so far, when it has RATING_MIN_SHOWN): the burst goes against the consensus.
 *
 * A rating is held when it is in a time burst and has at least two of the other signals, or, over
 * the whole window (a slow brigade), has all three of accountAge, follows and oneSided. A show ending
 * makes a time burst of genuine ratings every week, and a classic's rush is mostly 10s: time alone
 * never holds, nor time and one other signal.
 */
import { fromHalves, isExtreme, RATING_MAX_HALVES } from '../../../shared/ratings';

/** The most recent ratings the detector looks at. */
export const BURST_WINDOW = 200;
/** A time burst: this many ratings within BURST_SPAN_MS either side of one... */
export const BURST_SPAN_MS = 10 * 60_000;
export const BURST_MIN_COUNT = 8;
/** ... and this many times what the match's usual rate would bring in that time. */
export const BURST_RATE_FACTOR = 4;
/** Accounts made within this span of each other... */
export const AGE_SPAN_MS = 3 * 86_400_000;
/** ... at least this many of them, form a cluster. */
export const AGE_CLUSTER_MIN = 5;
/** A rater linked by follows (either way) to this many other raters of the burst is in a follow cluster. */
export const FOLLOW_CLUSTER_MIN = 3;
/** A burst whose ratings are this share (percent) at one extreme is one-sided. */
export const ONE_SIDED_PERCENT = 80;
/** A one-sided rating this many points from the match's scored mean goes against the consensus. */
export const AGAINST_GAP = 4;

const HOUR_MS = 3_600_000;

export type BurstReason = 'time' | 'accountAge' | 'follows' | 'oneSided' | 'against';

/** One rating of the window, with its rater's facts. */
export interface WindowRating {
  id: string;
  raterId: string;
  /** The rating in halves (0..20). */
  halves: number;
  /** When it was given (ms). */
  at: number;
  /** When the rater's account was made (ms). */
  accountCreatedAt: number;
  /** The raters of this window the rater follows (raterIds; others are ignored). */
  follows: readonly string[];
}

export interface BurstInput {
  /** The match's recent ratings (any order; only the newest BURST_WINDOW are read). */
  ratings: readonly WindowRating[];
  /** The match's usual rate: scored ratings per hour since rating opened (usualRateOf). */
  usualPerHour: number;
  /**
   * The match's scored mean, 0..10 (score.ts `scoredMeanOf`: its scored ratings without the prior);
   * null or absent while it has fewer than RATING_MIN_SHOWN: no consensus to go against yet.
   */
  scoredMean?: number | null;
}

export interface Held {
  id: string;
  /** Sorted: time, accountAge, follows, oneSided, against. */
  reasons: BurstReason[];
}

/** The usual rate from the match's counters: scored ratings per hour since it opened (an hour at least). */
export const usualRateOf = (scoredCount: number, openedAt: number, now: number): number =>
  scoredCount / Math.max(1, (now - openedAt) / HOUR_MS);

const ORDER: BurstReason[] = ['time', 'accountAge', 'follows', 'oneSided', 'against'];

/** The newest `limit` ratings, oldest first (ties by id: deterministic). */
function newest(ratings: readonly WindowRating[], limit: number): WindowRating[] {
  const sorted = [...ratings].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return sorted.slice(Math.max(0, sorted.length - limit));
}

/** The ratings (sorted by time) that are in a time burst. */
function inTimeBurst(sorted: WindowRating[], usualPerHour: number): WindowRating[] {
  const expected = Math.max(0, usualPerHour) * ((2 * BURST_SPAN_MS) / HOUR_MS);
  const needed = Math.max(BURST_MIN_COUNT, BURST_RATE_FACTOR * expected);
  const out: WindowRating[] = [];
  let lo = 0;
  let hi = 0;
  for (const r of sorted) {
    while ((sorted[lo] as WindowRating).at < r.at - BURST_SPAN_MS) lo++;
    while (hi < sorted.length && (sorted[hi] as WindowRating).at <= r.at + BURST_SPAN_MS) hi++;
    if (hi - lo >= needed) out.push(r);
  }
  return out;
}

/** The ids of a group's ratings whose accounts were made in a cluster. */
function ageCluster(group: WindowRating[]): Set<string> {
  const byAge = [...group].sort((a, b) => a.accountCreatedAt - b.accountCreatedAt);
  const out = new Set<string>();
  let lo = 0;
  let hi = 0;
  for (const r of byAge) {
    while ((byAge[lo] as WindowRating).accountCreatedAt < r.accountCreatedAt - AGE_SPAN_MS) lo++;
    while (
      hi < byAge.length &&
      (byAge[hi] as WindowRating).accountCreatedAt <= r.accountCreatedAt + AGE_SPAN_MS
    )
      hi++;
    if (hi - lo >= AGE_CLUSTER_MIN) out.add(r.id);
  }
  return out;
}

/** The ids of a group's ratings whose raters are linked by follows to FOLLOW_CLUSTER_MIN others of it. */
function followCluster(group: WindowRating[]): Set<string> {
  const raters = new Set(group.map((r) => r.raterId));
  const links = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    const s = links.get(a) ?? new Set<string>();
    links.set(a, s);
    s.add(b);
  };
  for (const r of group)
    for (const f of r.follows)
      if (f !== r.raterId && raters.has(f)) {
        link(r.raterId, f);
        link(f, r.raterId);
      }
  return new Set(
    group.filter((r) => (links.get(r.raterId)?.size ?? 0) >= FOLLOW_CLUSTER_MIN).map((r) => r.id),
  );
}

/** The ids of a group's ratings at its dominant extreme, when the group is one-sided. */
function oneSided(group: WindowRating[]): Set<string> {
  if (group.length < BURST_MIN_COUNT) return new Set();
  const zeros = group.filter((r) => r.halves === 0).length;
  const tens = group.filter((r) => r.halves === RATING_MAX_HALVES).length;
  const side = zeros >= tens ? 0 : RATING_MAX_HALVES;
  const most = Math.max(zeros, tens);
  if (100 * most < ONE_SIDED_PERCENT * group.length) return new Set();
  return new Set(group.filter((r) => isExtreme(r.halves) && r.halves === side).map((r) => r.id));
}

/** The signals other than time of each rating of a group (against: only with a mean to go against). */
function signalsOf(group: WindowRating[], mean: number | null): Map<string, BurstReason[]> {
  const age = ageCluster(group);
  const follows = followCluster(group);
  const sided = oneSided(group);
  const out = new Map<string, BurstReason[]>();
  for (const r of group) {
    const reasons: BurstReason[] = [];
    if (age.has(r.id)) reasons.push('accountAge');
    if (follows.has(r.id)) reasons.push('follows');
    if (sided.has(r.id)) reasons.push('oneSided');
    if (sided.has(r.id) && mean !== null && Math.abs(fromHalves(r.halves) - mean) >= AGAINST_GAP)
      reasons.push('against');
    out.set(r.id, reasons);
  }
  return out;
}

/** Which ratings of the window to hold out of the score, and why (oldest first). */
export function detectBursts(input: BurstInput): Held[] {
  const window = newest(input.ratings, BURST_WINDOW);
  const held = new Map<string, Set<BurstReason>>();
  const hold = (id: string, reasons: BurstReason[]) => {
    const s = held.get(id) ?? new Set<BurstReason>();
    held.set(id, s);
    for (const reason of reasons) s.add(reason);
  };
  const burst = inTimeBurst(window, input.usualPerHour);
  for (const [id, reasons] of signalsOf(burst, input.scoredMean ?? null))
    if (reasons.length >= 2) hold(id, ['time', ...reasons]);
  for (const [id, reasons] of signalsOf(window, null)) if (reasons.length >= 3) hold(id, reasons);
  return window
    .filter((r) => held.has(r.id))
    .map((r) => ({ id: r.id, reasons: ORDER.filter((reason) => held.get(r.id)?.has(reason)) }));
}
