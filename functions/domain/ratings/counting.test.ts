/** What one stream record of a rating changes (rating-counts), without the table. */
import { describe, expect, it } from 'vitest';
import { ratingItem } from '../../data/ratings/ratings';
import { countsChangeOf, shardOf } from './counting';
import { periodBucket } from './service';

const base = ratingItem({
  target: 'match',
  targetId: 'm1',
  showId: 's1',
  promotionId: 'p1',
  sides: [['a'], ['b']],
  userId: 'u1',
  halves: 15,
  watched: 'live',
  comment: null,
  weightMilli: 1000,
  version: 1,
  firstAt: '2026-11-01T00:00:00.000Z',
  ratedAt: '2026-11-01T00:00:00.000Z',
  accountCreatedAt: '2025-01-01T00:00:00.000Z',
  follows: [],
});

describe('countsChangeOf', () => {
  it('folds a new rating in: its group, the rater, the site, the marker of its version', () => {
    const c = countsChangeOf(undefined, base, 'now');
    expect(c?.groups.live).toMatchObject({ count: 1, weightMilli: 1000, weightedHalves: 15_000 });
    expect(c?.groups.live?.buckets[7]).toBe(1);
    expect(c?.rater).toEqual({ userId: 'u1', count: 1, extremes: 0 });
    expect(c?.site).toMatchObject({
      count: 1,
      weightMilli: 1000,
      weightedHalves: 15_000,
      shard: shardOf('u1'),
    });
    expect(c?.marker).toBe('u1#2026-11-01T00:00:00.000Z#1');
  });

  it('moves a changed rating exactly (old out, new in) and a held one to the held group', () => {
    const changed = { ...base, halves: 20, watched: 'later' as const, version: 2 };
    const c = countsChangeOf(base, changed, 'now');
    expect(c?.groups.live).toMatchObject({ count: -1, weightedHalves: -15_000 });
    expect(c?.groups.later).toMatchObject({ count: 1, weightedHalves: 20_000 });
    expect(c?.rater).toEqual({ userId: 'u1', count: 0, extremes: 1 });
    const held = { ...changed, held: 'b1', version: 3 };
    const h = countsChangeOf(changed, held, 'now');
    expect(h?.groups.later?.count).toBe(-1);
    expect(h?.groups.heldLater?.count).toBe(1);
    expect(h?.site).toMatchObject({ count: -1, weightedHalves: -20_000 });
    expect(h?.rater).toEqual({ userId: 'u1', count: 0, extremes: 0 });
    const kept = countsChangeOf(held, { ...held, review: 'kept', version: 4 }, 'now');
    expect(kept?.groups.heldLater?.count).toBe(-1);
    expect(kept?.groups.later?.count).toBe(1);
    const leftOut = countsChangeOf(held, { ...held, review: 'leftOut', version: 4 }, 'now');
    expect(leftOut?.groups.heldLater?.count).toBe(0);
    expect(leftOut?.site).toBeNull();
  });

  it('folds a removed rating out under its own marker, and a MODIFY of the same version changes nothing', () => {
    const c = countsChangeOf(base, undefined, 'now');
    expect(c?.groups.live?.count).toBe(-1);
    expect(c?.marker).toBe('u1#2026-11-01T00:00:00.000Z#1#out');
    expect(countsChangeOf(base, { ...base }, 'now')).toBeNull();
  });
});

describe('periodBucket', () => {
  it('names the ISO week, the month and the year of an instant (UTC)', () => {
    expect(periodBucket('week', '2026-11-28T20:00:00.000Z')).toBe('2026-W48');
    expect(periodBucket('month', '2026-11-28T20:00:00.000Z')).toBe('2026-11');
    expect(periodBucket('year', '2027-01-01T01:00:00.000Z')).toBe('2027');
    expect(periodBucket('week', '2027-01-01T01:00:00.000Z')).toBe('2026-W53');
  });
});
