import { describe, expect, it } from 'vitest';
import { type RatingAttempt, ratingRefusal } from './rules';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const DAY = 86_400_000;
const ok: RatingAttempt = {
  rating: 8.5,
  comment: 'Great chain wrestling all through.',
  status: 'finished',
  accountCreatedAt: NOW - 30 * DAY,
  ratingsSoFar: 0,
  now: NOW,
};

describe('the rating rules', () => {
  it('let a good rating through', () => {
    expect(ratingRefusal(ok)).toBeNull();
  });

  it('refuse a value outside 0-10 or not a half step', () => {
    expect(ratingRefusal({ ...ok, rating: 11 })).toBe('badRating');
    expect(ratingRefusal({ ...ok, rating: 7.2 })).toBe('badRating');
  });

  it('refuse an unfinished match', () => {
    expect(ratingRefusal({ ...ok, status: 'live' })).toBe('matchNotFinished');
    expect(ratingRefusal({ ...ok, status: 'upcoming' })).toBe('matchNotFinished');
  });

  it('refuse an account younger than 7 days (clock injected)', () => {
    expect(ratingRefusal({ ...ok, accountCreatedAt: NOW - 7 * DAY + 1 })).toBe('accountTooNew');
    expect(ratingRefusal({ ...ok, accountCreatedAt: NOW - 7 * DAY })).toBeNull();
  });

  it('want a comment of 20 characters among the first 10 ratings only', () => {
    expect(ratingRefusal({ ...ok, comment: undefined })).toBe('commentNeeded');
    expect(ratingRefusal({ ...ok, comment: '   nineteen chars..   ', ratingsSoFar: 9 })).toBe(
      'commentNeeded',
    );
    expect(ratingRefusal({ ...ok, comment: 'twenty characters!!!', ratingsSoFar: 9 })).toBeNull();
    expect(ratingRefusal({ ...ok, comment: null, ratingsSoFar: 10 })).toBeNull();
  });
});
