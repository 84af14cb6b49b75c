import { describe, expect, it } from 'vitest';
import { BURST_WINDOW, detectBursts, usualRateOf, type WindowRating } from './bursts';

const MIN = 60_000;
const DAY = 86_400_000;
const T = Date.parse('2026-11-27T03:00:00.000Z');

/** A deterministic spread: the i-th of n values in [0, 1). */
const spread = (i: number) => (((i * 0.6180339887) % 1) + 1) % 1;

interface Crowd {
  prefix: string;
  n: number;
  /** Ratings arrive over this many minutes from T. */
  minutes: number;
  /** halves of the i-th rating */
  halves: (i: number) => number;
  /** Accounts made over this many days (ending 30 days before T). */
  madeOverDays: number;
  /** Each rater follows the next k raters of the crowd. */
  follows: number;
  start?: number;
}

function crowd(c: Crowd): WindowRating[] {
  const start = c.start ?? T;
  return Array.from({ length: c.n }, (_, i) => ({
    id: `${c.prefix}-${String(i).padStart(4, '0')}`,
    raterId: `${c.prefix}-fan-${i}`,
    halves: c.halves(i),
    at: start + Math.floor(spread(i) * c.minutes * MIN),
    accountCreatedAt: T - 30 * DAY - Math.floor(spread(i + 7) * c.madeOverDays * DAY),
    follows: Array.from({ length: c.follows }, (_, k) => `${c.prefix}-fan-${(i + 1 + k) % c.n}`),
  }));
}

const brigade = (n = 40, over: Partial<Crowd> = {}) =>
  crowd({ prefix: 'b', n, minutes: 10, halves: () => 0, madeOverDays: 2, follows: 4, ...over });
/** Genuine fans: varied values, accounts over five years, a few follows. */
const fans = (n: number, over: Partial<Crowd> = {}) =>
  crowd({
    prefix: 'g',
    n,
    minutes: 3 * 24 * 60,
    halves: (i) => 8 + (i % 11),
    madeOverDays: 5 * 365,
    follows: 0,
    ...over,
  });

const heldIds = (ratings: WindowRating[], usualPerHour = 2) =>
  detectBursts({ ratings, usualPerHour }).map((h) => h.id);

describe('burst detection', () => {
  it('holds a brigade: a burst of 0s from accounts made together that follow one another', () => {
    const b = brigade();
    const held = detectBursts({ ratings: [...fans(100, { start: T - 3 * DAY }), ...b], usualPerHour: 1.4 });
    expect(held.map((h) => h.id).sort()).toEqual(b.map((r) => r.id).sort());
    expect(held[0]?.reasons).toEqual(['time', 'accountAge', 'follows', 'oneSided']);
  });

  it('holds with time and two more signals, not with time and one', () => {
    // made together and one-sided, no follows: held
    expect(heldIds(brigade(20, { follows: 0 }))).toHaveLength(20);
    // following one another and one-sided, accounts over years: held
    expect(heldIds(brigade(20, { madeOverDays: 2000 }))).toHaveLength(20);
    // one-sided only (a rush of 10s for a classic from ordinary fans): not held
    expect(heldIds(brigade(20, { follows: 0, madeOverDays: 2000, halves: () => 20 }))).toEqual([]);
    // made together only, varied ratings: not held
    expect(heldIds(brigade(20, { follows: 0, halves: (i) => 6 + (i % 12) }))).toEqual([]);
  });

  it('holds a one-sided burst against the consensus, from old unrelated accounts too', () => {
    const raid = brigade(30, { follows: 0, madeOverDays: 2000 });
    expect(heldIds(raid)).toEqual([]);
    const held = detectBursts({ ratings: raid, usualPerHour: 2, scoredMean: 7.3 });
    expect(held).toHaveLength(30);
    expect(held[0]?.reasons).toEqual(['time', 'oneSided', 'against']);
    // A rush of 10s for a match the fans already rate 8.5 goes with the consensus: not held.
    const tens = brigade(30, { follows: 0, madeOverDays: 2000, halves: () => 20 });
    expect(detectBursts({ ratings: tens, usualPerHour: 2, scoredMean: 8.5 })).toEqual([]);
    // Nor without a consensus yet.
    expect(detectBursts({ ratings: raid, usualPerHour: 2, scoredMean: null })).toEqual([]);
  });

  it("leaves a show's genuine rush alone: many ratings at once, varied, from unrelated accounts", () => {
    const rush = fans(120, { minutes: 20, halves: (i) => (i % 3 ? 20 : 14 + (i % 6)) });
    expect(heldIds(rush, 0)).toEqual([]);
  });

  it('needs the burst far above the usual rate', () => {
    const b = brigade(30, { follows: 0, minutes: 20 });
    expect(heldIds(b, 1)).toHaveLength(30);
    // A match that gets 200 ratings an hour: 30 in 20 minutes is its usual pace.
    expect(heldIds(b, 200)).toEqual([]);
  });

  it('holds a slow brigade with all three signals over the window', () => {
    const slow = brigade(60, { minutes: 24 * 60 });
    expect(heldIds([...fans(10, { start: T - 3 * DAY }), ...slow])).toHaveLength(60);
    // Not while it is under 80 % of the window (one-sided is a share of the whole window then).
    expect(heldIds([...fans(20, { start: T - 3 * DAY }), ...slow])).toEqual([]);
    // Slow and only two signals: not held.
    expect(
      heldIds([...fans(10, { start: T - 3 * DAY }), ...brigade(60, { minutes: 24 * 60, follows: 0 })]),
    ).toEqual([]);
  });

  it('looks only at the newest window, and answers the same for the same input in any order', () => {
    const old = brigade(40, { start: T - 2 * DAY });
    const recent = fans(BURST_WINDOW, { start: T, minutes: 2 * 24 * 60 });
    expect(heldIds([...old, ...recent])).toEqual([]);
    const all = [...fans(50, { start: T - DAY }), ...brigade(30)];
    expect(detectBursts({ ratings: [...all].reverse(), usualPerHour: 2 })).toEqual(
      detectBursts({ ratings: all, usualPerHour: 2 }),
    );
  });

  it('takes the usual rate from the counters', () => {
    expect(usualRateOf(48, T - 24 * 3_600_000, T)).toBe(2);
    expect(usualRateOf(10, T - 60_000, T)).toBe(10);
  });
});
