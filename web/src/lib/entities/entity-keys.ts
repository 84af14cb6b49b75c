import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * Query keys of catalogue entities (all under '/api/entities', but a fan's follows under '/api/users'),
 * shared by the wrestling pages, the search screen and the post box's tag picker.
 */
export const entityKeys = {
  /** ['/api/entities']: every entity's page and every search. */
  all: apiKey(apiPath(routes.searchEntities)).slice(0, 1),
  /** ['/api/entities', slugOrId] and, with results (spoilers), ['/api/entities', slugOrId, 'results']. */
  page: (slugOrId: string, results = false) => {
    const key = apiKey(apiPath(routes.getEntity, { slugOrId }));
    return results ? ([...key, 'results'] as const) : key;
  },
  search: (q: string, kind?: string) => [...apiKey(apiPath(routes.searchEntities)), q, kind ?? ''] as const,
  followed: (userId: string) => apiKey(apiPath(routes.getFollowedEntities, { userId })),
  /** ['/api/users']: any fan's follows (and with them every profile: the root is shared). */
  followedByAnyone: apiKey(apiPath(routes.getFollowedEntities, { userId: '-' })).slice(0, 1),
};
