import type { CalendarShow } from '@shared/schemas/shows';
import { describe, expect, it } from 'vitest';
import { calendarSections, calendarWindow, matchTime } from './calendar';

const NOW = Date.parse('2026-11-26T15:00:00Z');
const H = 3600_000;
const show = (id: string, startsInH: number, extra: Partial<CalendarShow> = {}): CalendarShow =>
  ({
    id,
    kind: 'show',
    slug: id,
    name: id,
    colors: { primary: '#000000', secondary: '#ffffff' },
    followerCount: 0,
    demo: false,
    externalIds: {},
    showKind: 'weekly',
    status: 'scheduled',
    startsAt: new Date(NOW + startsInH * H).toISOString(),
    endsAt: new Date(NOW + (startsInH + 3) * H).toISOString(),
    promotion: null,
    ...extra,
  }) as CalendarShow;

describe('calendar sections', () => {
  it('sorts shows into tonight, this week, upcoming PLEs and recently finished', () => {
    const s = calendarSections(
      [
        show('old', -48, { status: 'finished' }),
        show('ended', -20),
        show('yesterday', -14, { status: 'finished' }),
        show('live', -1, { status: 'live' }),
        show('tonight', 5),
        show('friday', 48),
        show('ple-soon', 72, { showKind: 'ple' }),
        show('ple-later', 14 * 24, { showKind: 'ple' }),
        show('weekly-later', 14 * 24),
      ],
      NOW,
      'UTC',
    );
    expect(s.tonight.map((x) => x.id)).toEqual(['live', 'tonight']);
    expect(s.thisWeek.map((x) => x.id)).toEqual(['friday', 'ple-soon']);
    expect(s.upcomingPles.map((x) => x.id)).toEqual(['ple-soon', 'ple-later']);
    expect(s.recentlyFinished.map((x) => x.id)).toEqual(['yesterday', 'ended', 'old']);
  });

  it('lists upcoming premium live events by start, soonest first, this week’s among them', () => {
    // As the API answers: oldest first. Two PLEs this week, two later.
    const shows = [
      show('finished-3-days-ago', -72, { status: 'finished' }),
      show('finished-yesterday', -24, { status: 'finished' }),
      show('ple-in-2-days', 2 * 24, { showKind: 'ple' }),
      show('ple-in-5-days', 5 * 24, { showKind: 'ple' }),
      show('ple-in-9-days', 9 * 24, { showKind: 'ple' }),
      show('ple-in-2-weeks', 14 * 24, { showKind: 'ple' }),
    ];
    const s = calendarSections(shows, NOW, 'UTC');
    expect(s.thisWeek.map((x) => x.id)).toEqual(['ple-in-2-days', 'ple-in-5-days']);
    const upcoming = ['ple-in-2-days', 'ple-in-5-days', 'ple-in-9-days', 'ple-in-2-weeks'];
    expect(s.upcomingPles.map((x) => x.id)).toEqual(upcoming);
    expect(s.recentlyFinished.map((x) => x.id)).toEqual(['finished-yesterday', 'finished-3-days-ago']);
    // In any order (calendars of several promotions merged), the same.
    const mixed = calendarSections([...shows].reverse(), NOW, 'UTC');
    expect(mixed.thisWeek.map((x) => x.id)).toEqual(['ple-in-2-days', 'ple-in-5-days']);
    expect(mixed.upcomingPles.map((x) => x.id)).toEqual(upcoming);
    expect(mixed.recentlyFinished.map((x) => x.id)).toEqual(['finished-yesterday', 'finished-3-days-ago']);
  });

  it('asks for 31 days at most, on the hour', () => {
    const { from, to } = calendarWindow(NOW + 1234);
    expect(Date.parse(to) - Date.parse(from)).toBe(31 * 24 * H);
    expect(from).toBe('2026-11-19T15:00:00.000Z');
  });

  it('formats match times', () => {
    expect(matchTime(754)).toBe('12:34');
    expect(matchTime(65)).toBe('1:05');
  });
});
