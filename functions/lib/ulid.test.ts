import { decodeTime } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ulid, ulidBound } from './ulid';

describe('ulid', () => {
  it('makes 26 Crockford base-32 characters whose first ten are the time (as the ulid package reads it)', () => {
    for (const time of [0, 1, 1_700_000_000_000, Date.now(), 2 ** 48 - 1]) {
      const id = ulid(time);
      expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(decodeTime(id)).toBe(time);
    }
  });

  it('sorts by time, and ids of one millisecond differ in their random part', () => {
    const ids = [ulid(1_000), ulid(2_000), ulid(1_000_000)];
    expect([...ids].sort()).toEqual(ids);
    const same = new Set(Array.from({ length: 1000 }, () => ulid(5)));
    expect(same.size).toBe(1000);
  });

  it('bounds the ids of a millisecond: every id of that time sorts between its min and max', () => {
    const t = 1_700_000_000_000;
    const ids = Array.from({ length: 50 }, () => ulid(t));
    for (const id of ids) {
      expect(ulidBound(t, 'min') <= id && id <= ulidBound(t, 'max')).toBe(true);
      expect(ulidBound(t + 1, 'min') > id && ulidBound(t - 1, 'max') < id).toBe(true);
    }
    expect(decodeTime(ulidBound(t, 'max'))).toBe(t);
  });
});
