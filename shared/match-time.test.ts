import { describe, expect, it } from 'vitest';
import { formatMatchTime, parseMatchTime } from './match-time';
import { matchDurationSchema } from './schemas/wrestling';

describe('match time (m:ss)', () => {
  it('reads minutes and seconds', () => {
    expect(parseMatchTime('12:34')).toBe(754);
    expect(parseMatchTime('0:45')).toBe(45);
    expect(parseMatchTime('75:00')).toBe(4500);
    expect(parseMatchTime(' 9:05 ')).toBe(545);
  });

  it('refuses what is not m:ss', () => {
    for (const text of ['12', '12:3', '12:60', '12.34', '-1:00', '1:2:3', '', 'abc', '1234:00'])
      expect(parseMatchTime(text), text).toBeNull();
  });

  it('writes seconds back as m:ss, the way they were entered', () => {
    expect(formatMatchTime(754)).toBe('12:34');
    expect(formatMatchTime(45)).toBe('0:45');
    expect(formatMatchTime(4500)).toBe('75:00');
    for (const text of ['12:34', '0:05', '240:00'])
      expect(formatMatchTime(parseMatchTime(text) ?? -1)).toBe(text);
  });

  it('the input schema says how to write it, and that 4 hours is the most', () => {
    expect(matchDurationSchema.safeParse('12:34').success).toBe(true);
    expect(matchDurationSchema.safeParse('240:00').success).toBe(true);
    expect(matchDurationSchema.safeParse('12').error?.issues[0]?.message).toBe(
      'Time is minutes and seconds, like 12:34',
    );
    expect(matchDurationSchema.safeParse('240:01').error?.issues[0]?.message).toBe(
      'A match lasts at most 240:00',
    );
  });
});
