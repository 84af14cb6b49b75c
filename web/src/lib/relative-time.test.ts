import { describe, expect, it } from 'vitest';
import { formatDay } from './dates';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('relativeTime', () => {
  it('says how long ago for the last week', () => {
    expect(relativeTime('2026-11-28T11:59:30Z', NOW)).toBe('just now');
    expect(relativeTime('2026-11-28T11:55:00Z', NOW)).toBe('5m');
    expect(relativeTime('2026-11-28T09:00:00Z', NOW)).toBe('3h');
    expect(relativeTime('2026-11-26T12:00:00Z', NOW)).toBe('2d');
  });

  it('then writes the day as every date in the app is written (with its weekday; the year when not this one)', () => {
    const older = '2026-11-13T12:00:00Z';
    expect(relativeTime(older, NOW)).toBe(formatDay(older, { now: NOW }));
    expect(relativeTime(older, NOW)).toMatch(/^Fri, Nov 13$/);
    expect(relativeTime('2025-08-03T12:00:00Z', NOW)).toMatch(/^Sun, Aug 3, 2025$/);
  });
});
