import * as routes from '@shared/manifest/http-route-entries';
import { type ShowList, showListSchema } from '@shared/schemas/shows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarWindow } from '@/features/shows/utils/calendar';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { showKeys } from '@/lib/shows/show-keys';

/** GET /api/shows?from=&to=&following=: the shows starting in the window. */
export async function listShows(from: string, to: string, following: boolean): Promise<ShowList> {
  const query = following ? { from, to, following: 'true' } : { from, to };
  return showListSchema.parse(await apiJson('GET', apiPath(routes.listShows, {}, query)));
}

/** The calendar's window (a week back, 24 days ahead), fixed to the hour so the key stays put. */
export function calendarQueryOptions(following: boolean, now = Date.now()) {
  const { from, to } = calendarWindow(now);
  return queryOptions({
    queryKey: showKeys.calendar(from, following),
    queryFn: () => listShows(from, to, following),
  });
}

export const useCalendar = (following: boolean) => useQuery(calendarQueryOptions(following));
