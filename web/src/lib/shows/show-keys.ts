import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * Query keys of shows, from the manifest's addresses; shared by the fans' show pages and calendar and
 * the admin's card builder, so an admin's change to a card is the fan's cached show going stale.
 */
export const showKeys = {
  /** ['/api/shows']: every calendar window and every show's card. */
  all: apiKey(apiPath(routes.listShows)),
  /** ['/api/shows', 'window', from, following] */
  calendar: (from: string, following: boolean) =>
    [...apiKey(apiPath(routes.listShows)), 'window', from, following] as const,
  /** ['/api/shows', '{id}']: both variants of a show's card. */
  show: (showId: string) => apiKey(apiPath(routes.getShow, { showId })),
  /**
   * ['/api/shows', '{id}', 'results' | 'card' | 'reveal']: the card with or without results (spoilers),
   * or with them although Spoiler Guard protects the fan ("Show results anyway").
   */
  card: (showId: string, results: boolean, reveal = false) =>
    [
      ...apiKey(apiPath(routes.getShow, { showId })),
      reveal ? 'reveal' : results ? 'results' : 'card',
    ] as const,
};
