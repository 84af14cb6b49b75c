import * as routes from '@shared/manifest/http-route-entries';
import { type ShowList, showListSchema } from '@shared/schemas/shows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { showKeys } from './show-keys';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A week back and 24 days ahead (31 days, the most one call may ask), on the hour. */
export function calendarWindow(now: number): { from: string; to: string } {
  const hour = Math.floor(now / HOUR) * HOUR;
  return { from: new Date(hour - 7 * DAY).toISOString(), to: new Date(hour + 24 * DAY).toISOString() };
}

/** GET /api/shows?from=&to=&following=: the shows starting in the window. */
export async function listShows(from: string, to: string, following: boolean): Promise<ShowList> {
  const query = following ? { from, to, following: 'true' } : { from, to };
  return showListSchema.parse(await apiJson('GET', apiPath(routes.listShows, {}, query)));
}

/**
 * The calendar's window (a week back, 24 days ahead), fixed to the hour so the key stays put. The
 * calendar reads it, and home's Spoiler Guard banner reads the fan's own (`following`) through the same
 * key: a fan who opens the calendar after home finds it loaded.
 */
export function calendarQueryOptions(following: boolean, now = Date.now()) {
  const { from, to } = calendarWindow(now);
  return queryOptions({
    queryKey: showKeys.calendar(from, following),
    queryFn: () => listShows(from, to, following),
  });
}

export const useCalendar = (following: boolean) => useQuery(calendarQueryOptions(following));
