import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * Query keys of fans' public profiles, shared by the profile screen and the follow button (a follow
 * changes the counts the profile shows): ['/api/users', userId], from GET /api/users/{userId}.
 * There is deliberately no key for the whole root: suggestions (/api/users/suggested) live under it too.
 */
export const userKeys = {
  detail: (userId: string) => apiKey(apiPath(routes.getUser, { userId })),
};
