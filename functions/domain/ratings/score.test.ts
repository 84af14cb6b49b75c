import { describe, expect, it } from 'vitest';
import {
  bayesianScore,
  type CountedRating,
  changeRating,
  emptyCounters,
  emptyTally,
  foldRating,
  type RatingCounters,
  ratingDelta,
  scoredMeanOf,
  shownScore,
  siteMeanOf,
  wholeOf,
} from './score';

const r = (rating: number, watched: 'live' | 'later' = 'later', weightMilli = 1000): CountedRating => ({
  halves: rating * 2,
  weightMilli,
  watched,
});
const foldAll = (ratings: CountedRating[], from: RatingCounters = emptyCounters()) =>
  ratings.reduce((c, x) => foldRating(c, x, 1), from);

/** Seeded values (no Math.random in a test). */
function values(n: number, seed = 7): number[] {
  let a = seed;
  return Array.from({ length: n }, () => {
    a = (a * 1103515245 + 12345) % 2 ** 31;
    return (a % 21) / 2;
  });
}

describe('the counters', () => {
  it('fold a rating in: count, weight, weighted sum, bucket, in its watched group', () => {
    const c = foldRating(emptyCounters(), r(7.5, 'live', 600), 1);
    expect(c.live).toEqual({
      count: 1,
      weightMilli: 600,
      weightedHalves: 9000,
      buckets: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0],
    });
    expect(c.later).toEqual(emptyTally());
  });

  it('fold out exactly what they folded in, in any order (integers: no residue)', () => {
    const all = values(300).map((v, i) => r(v, i % 3 ? 'later' : 'live', 250 + ((i * 37) % 751)));
    const full = foldAll(all);
    const emptied = [...all].reverse().reduce((c, x) => foldRating(c, x, -1), full);
    expect(emptied).toEqual(emptyCounters());
    for (const t of [full.live, full.later]) {
      expect(Number.isInteger(t.weightedHalves)).toBe(true);
      expect(t.buckets.reduce((a, b) => a + b, 0)).toBe(t.count);
    }
  });

  it('a change of rating is out then in: the same as having rated the new value', () => {
    const others = values(20).map((v) => r(v));
    const changed = changeRating(foldAll([...others, r(3)]), r(3), r(8.5, 'live'));
    expect(changed).toEqual(foldAll([...others, r(8.5, 'live')]));
  });

  it("a delta is what a consumer's ADD writes", () => {
    const d = ratingDelta(r(10, 'later', 500), -1);
    expect(d.later.count).toBe(-1);
    expect(d.later.weightMilli).toBe(-500);
    expect(d.later.weightedHalves).toBe(-10_000);
    expect(d.later.buckets[10]).toBe(-1);
    expect(d.live).toEqual(emptyTally());
  });
});

describe('the score', () => {
  it('is the Bayesian average (C m + sum w r) / (m + sum w)', () => {
    const c = foldAll([r(8), r(8), r(8), r(8), r(8)]);
    // (6 x 10 + 5 x 8) / (10 + 5) = 100 / 15
    expect(bayesianScore(wholeOf(c), 6)).toBeCloseTo(100 / 15, 12);
    const weighted = foldAll([r(10, 'later', 250), r(6), r(6), r(6), r(6)]);
    // (6 x 10 + 0.25 x 10 + 4 x 6) / (10 + 4.25)
    expect(bayesianScore(wholeOf(weighted), 6)).toBeCloseTo(86.5 / 14.25, 12);
  });

  it('says nothing below 5 ratings', () => {
    const four = foldAll([r(9), r(9), r(9), r(9, 'live')]);
    expect(shownScore(four, 6).score).toBeNull();
    expect(shownScore(foldAll([r(9)], four), 6).score).not.toBeNull();
  });

  it('has a count, a histogram 0..10 and separate live and later scores', () => {
    const c = foldAll([
      ...[9, 9.5, 10, 8, 9].map((v) => r(v, 'live')),
      ...[4, 5, 5.5, 6].map((v) => r(v, 'later')),
    ]);
    const shown = shownScore(c, 6);
    expect(shown.count).toBe(9);
    expect(shown.histogram).toEqual([0, 0, 0, 0, 1, 2, 1, 0, 1, 3, 1]);
    expect(shown.live.count).toBe(5);
    expect(shown.live.score).toBeCloseTo((60 + 45.5) / 15, 12);
    expect(shown.later).toEqual({ score: null, count: 4 });
    expect(shown.score).toBeCloseTo((60 + 45.5 + 20.5) / 19, 12);
  });

  it('has a mean without the prior for the burst detector, from 5 ratings', () => {
    const four = foldAll([r(2), r(4), r(6), r(8, 'live', 500)]);
    expect(scoredMeanOf(four)).toBeNull();
    expect(scoredMeanOf(foldAll([r(10)], four))).toBeCloseTo((2 + 4 + 6 + 4 + 10) / 4.5, 12);
  });

  it("takes the site's mean from the site's tally", () => {
    expect(siteMeanOf(emptyTally())).toBe(6);
    expect(siteMeanOf(wholeOf(foldAll([r(7), r(8, 'live', 500)])))).toBeCloseTo((7 + 4) / 1.5, 12);
  });
});
