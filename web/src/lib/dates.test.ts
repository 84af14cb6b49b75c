import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatDate,
  formatDateTime,
  formatDay,
  formatDays,
  formatShowTime,
  formatTime,
} from './dates';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const NY = { timeZone: 'America/New_York', now: NOW };

describe('one way to write a date', () => {
  it('writes a day, with the year only when it is not this one', () => {
    expect(formatDay('2026-11-28T01:00:00Z', NY)).toBe('Fri, Nov 27');
    expect(formatDay('2025-08-03T18:00:00Z', NY)).toBe('Sun, Aug 3, 2025');
    expect(formatDay('not a date', NY)).toBe('');
  });

  it("without a zone writes the day and time in the fan's own zone, as when that zone is named", () => {
    const own = { timeZone: new Intl.DateTimeFormat().resolvedOptions().timeZone, now: NOW };
    for (const iso of [
      '2026-11-28T01:00:00Z',
      '2025-08-03T18:00:00Z',
      '2026-01-01T00:30:00Z',
      '2026-07-04T23:59:00Z',
    ]) {
      expect(formatDay(iso, { now: NOW })).toBe(formatDay(iso, own));
      expect(formatDateTime(iso, { now: NOW })).toBe(formatDateTime(iso, own));
      expect(formatShowTime(iso, { now: NOW })).toBe(formatShowTime(iso, own));
      // UTC (a calendar date's zone) likewise, compared with Intl's answer for a zone at UTC+0 all year.
      expect(formatDay(iso, { timeZone: 'UTC', now: NOW })).toBe(
        formatDay(iso, { timeZone: 'Atlantic/Reykjavik', now: NOW }),
      );
    }
  });

  it('writes a calendar date as a day, the same day in every zone (a reign won on a Friday reads Friday)', () => {
    expect(formatDate('2026-11-27', { now: NOW })).toBe('Fri, Nov 27');
    expect(formatDate('2025-08-03', { now: NOW })).toBe('Sun, Aug 3, 2025');
    expect(formatDate('2026-11-27T01:00:00Z', { now: NOW })).toBe('');
  });

  it('writes a time in 12 hours without :00, its zone named as fans say it', () => {
    expect(formatTime('2026-11-28T01:00:00Z', NY)).toBe('8 PM ET');
    expect(formatTime('2026-11-28T01:30:00Z', NY)).toBe('8:30 PM ET');
    expect(formatTime('2026-11-28T04:00:00Z', { timeZone: 'America/Los_Angeles' })).toBe('8 PM PT');
  });

  it('writes a show’s start in the fan’s zone: the same show reads as the fan’s own evening or night', () => {
    const raw = '2026-11-28T01:00:00Z';
    expect(formatShowTime(raw, NY)).toBe('Fri, Nov 27 · 8 PM ET');
    expect(formatShowTime(raw, { timeZone: 'Europe/London', now: NOW })).toMatch(
      /^Sat, Nov 28 · 1 AM (GMT|UK)/,
    );
  });

  it('writes a moment as a day and a time', () => {
    expect(formatDateTime('2026-11-27T20:15:00Z', { timeZone: 'UTC', now: NOW })).toBe(
      'Fri, Nov 27, 8:15 PM',
    );
  });

  it('counts days', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(123)).toBe('123 days');
    expect(daysBetween('2026-01-01T00:00:00Z', '2026-01-11T00:00:00Z')).toBe(10);
    expect(daysBetween('2026-11-01T00:00:00Z', null, NOW)).toBe(27);
  });
});
