import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/** Query keys of the catalogue (all under '/api/entities', but a fan's follows under '/api/users'). */
export const entityKeys = {
  /** ['/api/entities', slugOrId] and, with results (spoilers), ['/api/entities', slugOrId, 'results']. */
  page: (slugOrId: string, results = false) => {
    const key = apiKey(apiPath(routes.getEntity, { slugOrId }));
    return results ? ([...key, 'results'] as const) : key;
  },
  search: (q: string, kind?: string) => [...apiKey(apiPath(routes.searchEntities)), q, kind ?? ''] as const,
  followed: (userId: string) => apiKey(apiPath(routes.getFollowedEntities, { userId })),
};
