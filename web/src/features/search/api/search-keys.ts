import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * Query keys of the search feature. The user search is cached per query, trimmed and lower-cased (the
 * server matches case- and accent-insensitively): ['/api/users', 'search', 'bret'].
 */
export const searchKeys = {
  users: (query: string) => [...apiKey(apiPath(routes.searchUsers)), query.trim().toLowerCase()] as const,
};
