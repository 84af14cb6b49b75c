import { describe, expect, it } from 'vitest';
import { emptyRater, foldRater, weightOf, weightWith } from './weights';

describe('the extreme-rater rule', () => {
  it('gives full weight below 5 ratings, whatever they are', () => {
    expect(weightOf(emptyRater())).toBe(1000);
    expect(weightOf({ count: 4, extremes: 4 })).toBe(1000);
  });

  it('gives full weight up to 20 % at 0 or 10', () => {
    expect(weightOf({ count: 5, extremes: 1 })).toBe(1000);
    expect(weightOf({ count: 100, extremes: 20 })).toBe(1000);
    expect(weightOf({ count: 100, extremes: 0 })).toBe(1000);
  });

  it('then falls in a line to a quarter at all extremes', () => {
    expect(weightOf({ count: 100, extremes: 100 })).toBe(250);
    expect(weightOf({ count: 5, extremes: 5 })).toBe(250);
    // s = 0.6: 1 - 0.75 x 0.4 / 0.8 = 0.625
    expect(weightOf({ count: 10, extremes: 6 })).toBe(625);
    // s = 0.21: 1 - 0.75 x 0.01 / 0.8 = 0.990625 -> 991
    expect(weightOf({ count: 100, extremes: 21 })).toBe(991);
    const curve = Array.from({ length: 101 }, (_, x) => weightOf({ count: 100, extremes: x }));
    for (let i = 1; i < curve.length; i++) expect(curve[i]).toBeLessThanOrEqual(curve[i - 1] as number);
  });

  it('keeps its counters as ratings come and go, and weighs a new rating with itself counted', () => {
    let fan = emptyRater();
    for (const halves of [0, 20, 0, 20]) fan = foldRater(fan, halves, 1);
    expect(fan).toEqual({ count: 4, extremes: 4 });
    expect(weightWith(fan, 20)).toBe(250);
    // s = 0.8: 1 - 0.75 x 0.6 / 0.8 = 0.4375 (the fall 562.5 rounds to 563)
    expect(weightWith(fan, 14)).toBe(437);
  });

  it('never goes out of 250..1000 on bad counters', () => {
    expect(weightOf({ count: -3, extremes: 9 })).toBe(1000);
    expect(weightOf({ count: 10, extremes: 50 })).toBe(250);
  });
});
