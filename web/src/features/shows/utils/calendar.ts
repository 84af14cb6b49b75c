/**
 * The calendar's sections (issue 28): Tonight, This week, Upcoming premium live events, Recently
 * finished, from one window of shows, in the fan's own time zone.
 */
import { dayIn } from '@shared/days';
import type { CalendarShow } from '@shared/schemas/shows';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export { calendarWindow } from '@/lib/shows/list-shows';

export interface CalendarSections {
  tonight: CalendarShow[];
  thisWeek: CalendarShow[];
  upcomingPles: CalendarShow[];
  recentlyFinished: CalendarShow[];
}

const byStart = (a: CalendarShow, b: CalendarShow) =>
  Date.parse(a.startsAt ?? '') - Date.parse(b.startsAt ?? '');

const localDay = (t: number, timeZone?: string) => dayIn(t, timeZone);

/**
 * Tonight: live shows, and those starting today (the fan's day) or in the next 12 hours, not
 * finished. This week: the next 7 days' other shows. Upcoming PLEs: premium live events after that.
 * Recently finished: finished (or ended) shows, newest first.
 */
export function calendarSections(
  shows: readonly CalendarShow[],
  now: number,
  timeZone?: string,
): CalendarSections {
  const sections: CalendarSections = { tonight: [], thisWeek: [], upcomingPles: [], recentlyFinished: [] };
  const today = localDay(now, timeZone);
  for (const show of shows) {
    const starts = Date.parse(show.startsAt ?? '');
    const ends = Date.parse(show.endsAt ?? '');
    if (show.status === 'finished' || (show.status !== 'live' && ends < now))
      sections.recentlyFinished.push(show);
    else if (show.status === 'live' || localDay(starts, timeZone) === today || starts - now < 12 * HOUR)
      sections.tonight.push(show);
    else if (starts - now < 7 * DAY) sections.thisWeek.push(show);
    else if (show.showKind === 'ple') sections.upcomingPles.push(show);
  }
  // Every section by start (soonest first; the finished ones latest first), whatever order the
  // shows came in. Premium live events of this week are listed under it too, so the PLE list names
  // every coming one.
  sections.tonight.sort(byStart);
  sections.thisWeek.sort(byStart);
  sections.upcomingPles.push(...sections.thisWeek.filter((show) => show.showKind === 'ple'));
  sections.upcomingPles.sort(byStart);
  sections.recentlyFinished.sort((a, b) => byStart(b, a));
  return sections;
}

/** 754 -> "12:34". */
export const matchTime = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
