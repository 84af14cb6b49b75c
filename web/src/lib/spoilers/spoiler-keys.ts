import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * Query keys of Spoiler Guard (issue 37, docs/spoilers.md): a fan's watch status per show (under the
 * show's own key, so what refreshes a show refreshes its status) and their settings; and the roots of
 * every answer the guard shapes, refreshed when a fan's protection from a show changes.
 */
export const spoilerKeys = {
  /** ['/api/shows', '{id}', 'watch'] */
  watch: (showId: string) => apiKey(apiPath(routes.getShowWatch, { showId })),
  /** ['/api/settings', 'spoilers'] */
  settings: apiKey(apiPath(routes.getSpoilerSettings)),
  /**
   * The roots of what a protected fan is answered differently: every post list and comment thread,
   * shows and entity pages, profiles and their posts, search, trending and discovery, notifications.
   */
  guarded: [
    apiKey(apiPath(routes.createPost)),
    apiKey(apiPath(routes.listShows)),
    apiKey(apiPath(routes.searchEntities)).slice(0, 1),
    apiKey(apiPath(routes.getUser, { userId: '-' })).slice(0, 1),
    apiKey(apiPath(routes.searchAll)),
    apiKey(apiPath(routes.getTrendingHashtags)).slice(0, 1),
    apiKey(apiPath(routes.getDiscovery)),
    apiKey(apiPath(routes.getNotifications)),
  ],
};
