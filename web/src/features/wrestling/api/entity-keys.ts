import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/** Query keys of the catalogue (all under '/api/entities', but a fan's follows under '/api/users'). */
export const entityKeys = {
  page: (slugOrId: string) => apiKey(apiPath(routes.getEntity, { slugOrId })),
  search: (q: string, kind?: string) => [...apiKey(apiPath(routes.searchEntities)), q, kind ?? ''] as const,
  followed: (userId: string) => apiKey(apiPath(routes.getFollowedEntities, { userId })),
};
