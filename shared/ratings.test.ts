import { describe, expect, it } from 'vitest';
import { PICK_TEXTS, RATING_TEXTS } from './messages-ratings';
import {
  bucketOf,
  fromHalves,
  isExtreme,
  isRatingValue,
  RATING_BUCKETS,
  RATING_MAX_HALVES,
  ratingValueProblem,
  toHalves,
} from './ratings';

describe('a rating value', () => {
  it('is 0 to 10 in half steps', () => {
    for (let h = 0; h <= 20; h++) expect(isRatingValue(h / 2), String(h / 2)).toBe(true);
    expect(ratingValueProblem(7.5)).toBeNull();
  });

  it('refuses what is not a number, out of range or not a half step', () => {
    expect(ratingValueProblem('7')).toBe('notANumber');
    expect(ratingValueProblem(Number.NaN)).toBe('notANumber');
    expect(ratingValueProblem(Number.POSITIVE_INFINITY)).toBe('notANumber');
    expect(ratingValueProblem(null)).toBe('notANumber');
    expect(ratingValueProblem(-0.5)).toBe('outOfRange');
    expect(ratingValueProblem(10.5)).toBe('outOfRange');
    expect(ratingValueProblem(7.3)).toBe('notHalfStep');
    expect(ratingValueProblem(7.25)).toBe('notHalfStep');
    expect(ratingValueProblem(0.1 + 0.2)).toBe('notHalfStep');
  });

  it('is kept in halves, and a half step counts in the whole below it', () => {
    expect(toHalves(7.5)).toBe(15);
    expect(fromHalves(15)).toBe(7.5);
    expect(RATING_MAX_HALVES).toBe(20);
    expect(bucketOf(15)).toBe(7);
    expect(bucketOf(1)).toBe(0);
    expect(bucketOf(20)).toBe(10);
    expect(RATING_BUCKETS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([0, 1, 19, 20].map(isExtreme)).toEqual([true, false, false, true]);
  });
});

describe('the texts', () => {
  it('say what the issue says', () => {
    expect(RATING_TEXTS.notEnough).toBe('Not enough ratings yet');
    expect(PICK_TEXTS.wentAt(5, 7, 'Raw')).toBe('You went 5/7 at Raw');
    expect(RATING_TEXTS.accountTooNew).toBe('Accounts can rate 7 days after they are made');
    expect(RATING_TEXTS.commentNeeded).toContain('first 10 ratings');
    expect(RATING_TEXTS.commentNeeded).toContain('20 characters');
    expect(RATING_TEXTS.scoreOf('7.4', 1)).toBe('7.4 from 1 rating');
  });
});
