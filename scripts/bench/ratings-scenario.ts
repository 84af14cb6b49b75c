/**
 * The brigade scenario of issue 39, in memory (no table): a match with 200 genuine ratings, then 500
 * brigade votes that pass every rule (accounts past the 7-day wait, made within two days of each
 * other and following one another, voting 0 within ten minutes, with comments). It runs the rules the
 * way the stream consumer will (docs/ratings.md, "What is counted where"): each rating is checked
 * (rules.ts), weighted (weights.ts), folded into the match's counters (score.ts), and the burst
 * detector runs over the newest window; what it holds moves from the scored counters to the held ones.
 *
 * Used by scripts/bench/ratings-model.ts (prints it) and functions/domain/ratings/brigade.test.ts.
 * Deterministic: a seeded generator.
 */
import { detectBursts, usualRateOf, type WindowRating } from '../../functions/domain/ratings/bursts';
import { ratingRefusal } from '../../functions/domain/ratings/rules';
import {
  type CountedRating,
  emptyCounters,
  foldRating,
  type RatingCounters,
  scoredMeanOf,
  shownScore,
} from '../../functions/domain/ratings/score';
import {
  emptyRater,
  foldRater,
  type RaterCounters,
  weightWith,
} from '../../functions/domain/ratings/weights';
import { fromHalves, toHalves, type Watched } from '../../shared/ratings';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** mulberry32: a small seeded generator. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Rater {
  id: string;
  createdAt: number;
  follows: string[];
  counters: RaterCounters;
  brigade: boolean;
}

interface Arrival {
  id: string;
  rater: Rater;
  rating: number;
  comment: string;
  watched: Watched;
  at: number;
}

export interface ScenarioOptions {
  genuine?: number;
  brigade?: number;
  seed?: number;
  /** Run the burst detector (false: weights only). */
  bursts?: boolean;
  /** Weigh raters by the extreme-rater rule (false: every rating weighs 1). */
  weights?: boolean;
  /** How long the brigade takes to vote (the issue's: ten minutes). */
  raidMinutes?: number;
  /** false: the brigade's accounts are old (made over five years) and follow no one: a raid from another fandom. */
  madeTogether?: boolean;
}

export interface ScenarioResult {
  siteMean: number;
  before: number;
  after: number;
  shift: number;
  counted: number;
  held: number;
  heldGenuine: number;
  heldBrigade: number;
  refused: number;
}

/** The site's mean the prior uses in the scenario. */
export const SCENARIO_SITE_MEAN = 6.5;

/** A genuine fan's value: around 7.5, spread, in half steps, a few 10s. */
function genuineRating(rand: () => number): number {
  const z = (rand() + rand() + rand() + rand() - 2) * 1.7; // roughly normal, sd ~1
  return Math.min(10, Math.max(0, Math.round((7.5 + 1.4 * z) * 2) / 2));
}

export function runScenario(options: ScenarioOptions = {}): ScenarioResult {
  const {
    genuine = 200,
    brigade = 500,
    seed = 39,
    bursts = true,
    weights = true,
    raidMinutes = 10,
    madeTogether = true,
  } = options;
  const rand = seeded(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)] as T;
  const openedAt = Date.parse('2026-11-23T03:00:00.000Z'); // Raw went off the air
  const siteMean = SCENARIO_SITE_MEAN;

  // Genuine fans: accounts made over five years, a few follows among them, a history of ratings.
  const fans: Rater[] = Array.from({ length: genuine + 10 }, (_, i) => {
    const count = 5 + Math.floor(rand() * 80);
    return {
      id: `fan-${i}`,
      createdAt: openedAt - 10 * DAY - Math.floor(rand() * 5 * 365 * DAY),
      follows: [],
      counters: { count, extremes: Math.floor(count * rand() * 0.2) },
      brigade: false,
    };
  });
  for (const f of fans) for (let k = Math.floor(rand() * 3); k > 0; k--) f.follows.push(pick(fans).id);

  // The brigade: made within two days, 20 days before, each following 20 others of it, no history.
  const madeAt = openedAt - 20 * DAY;
  const crew: Rater[] = Array.from({ length: brigade }, (_, i) => ({
    id: `brigade-${i}`,
    createdAt: madeTogether
      ? madeAt + Math.floor(rand() * 2 * DAY)
      : openedAt - 10 * DAY - Math.floor(rand() * 5 * 365 * DAY),
    follows: [],
    counters: emptyRater(),
    brigade: true,
  }));
  for (const c of crew) for (let k = 0; k < 20; k++) c.follows.push(pick(crew).id);
  // (drawn either way, so the genuine fans' draws are the same in every variant)
  if (!madeTogether) for (const c of crew) c.follows = [];

  // Genuine ratings: 60 in the two hours after the show (the live watchers), the rest over 3 days.
  const arrivals: Arrival[] = fans.slice(0, genuine).map((rater, i) => ({
    id: `r-${String(i).padStart(4, '0')}`,
    rater,
    rating: genuineRating(rand),
    comment: 'A proper match, great near falls at the end.',
    watched: i < 60 ? 'live' : 'later',
    at: openedAt + (i < 60 ? Math.floor(rand() * 2 * HOUR) : 2 * HOUR + Math.floor(rand() * 3 * DAY)),
  }));
  // The brigade votes 0 within ten minutes (raidMinutes), four days in; ten genuine fans rate meanwhile.
  const raidAt = openedAt + 4 * DAY;
  crew.forEach((rater, i) => {
    arrivals.push({
      id: `b-${String(i).padStart(4, '0')}`,
      rater,
      rating: 0,
      comment: 'Worst match of the year, total waste of time.',
      watched: 'later',
      at: raidAt + Math.floor(rand() * raidMinutes * MIN),
    });
  });
  fans.slice(genuine).forEach((rater, i) => {
    arrivals.push({
      id: `g-${String(i).padStart(4, '0')}`,
      rater,
      rating: genuineRating(rand),
      comment: 'Watched it tonight, worth it.',
      watched: 'later',
      at: raidAt + Math.floor(rand() * 10 * MIN),
    });
  });
  arrivals.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1));

  // The consumer: check, weigh, fold in, detect over the newest window, move the held out.
  let scored: RatingCounters = emptyCounters();
  let heldCounters: RatingCounters = emptyCounters();
  const counted = new Map<string, CountedRating>();
  const held = new Set<string>();
  const recent: WindowRating[] = [];
  const brigadeIds = new Set(arrivals.filter((a) => a.rater.brigade).map((a) => a.id));
  let refused = 0;
  let before: number | null = null;
  for (const a of arrivals) {
    if (before === null && a.rater.brigade) before = shownScore(scored, siteMean).score;
    const refusal = ratingRefusal({
      rating: a.rating,
      comment: a.comment,
      status: 'finished',
      accountCreatedAt: a.rater.createdAt,
      ratingsSoFar: counted.size,
      now: a.at,
    });
    if (refusal) {
      refused++;
      continue;
    }
    const halves = toHalves(a.rating);
    const rating: CountedRating = {
      halves,
      weightMilli: weights ? weightWith(a.rater.counters, halves) : 1000,
      watched: a.watched,
    };
    a.rater.counters = foldRater(a.rater.counters, halves, 1);
    counted.set(a.id, rating);
    scored = foldRating(scored, rating, 1);
    recent.push({
      id: a.id,
      raterId: a.rater.id,
      halves,
      at: a.at,
      accountCreatedAt: a.rater.createdAt,
      follows: a.rater.follows,
    });
    if (recent.length > 200) recent.shift();
    if (!bursts) continue;
    const usual = usualRateOf(scored.live.count + scored.later.count, openedAt, a.at);
    for (const h of detectBursts({
      ratings: recent,
      usualPerHour: usual,
      scoredMean: scoredMeanOf(scored),
    })) {
      if (held.has(h.id)) continue;
      const r = counted.get(h.id) as CountedRating;
      held.add(h.id);
      scored = foldRating(scored, r, -1);
      heldCounters = foldRating(heldCounters, r, 1);
    }
  }
  const b = before ?? shownScore(scored, siteMean).score ?? siteMean;
  const after = shownScore(scored, siteMean).score ?? siteMean;
  const heldBrigade = [...held].filter((id) => brigadeIds.has(id)).length;
  return {
    siteMean,
    before: b,
    after,
    shift: Math.abs(after - b),
    counted: counted.size,
    held: held.size,
    heldGenuine: held.size - heldBrigade,
    heldBrigade,
    refused,
  };
}

/** fromHalves re-exported for the printout's sake (one decimal of a half-step value). */
export const asRating = fromHalves;
