import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

const searchRoot = apiKey(apiPath(routes.searchUsers));

/**
 * Query keys of fans, from the manifest's addresses. A public profile (['/api/users', userId], from
 * GET /api/users/{userId}) is shared by the profile screen and the follow button (a follow changes the
 * counts the profile shows). There is deliberately no key for the whole root: suggestions
 * (/api/users/suggested) live under it too.
 */
export const userKeys = {
  detail: (userId: string) => apiKey(apiPath(routes.getUser, { userId })),
  /**
   * GET /api/users/search, cached per query, trimmed and lower-cased (the server matches case- and
   * accent-insensitively): the search screen's pages ['/api/users', 'search', 'bret', 'pages'] and the post
   * box's @ suggestions, those the fan follows first ['/api/users', 'search', 'bret', 'mention'].
   */
  search: (query: string) => [...searchRoot, query.trim().toLowerCase()] as const,
  searchPages: (query: string) => [...searchRoot, query.trim().toLowerCase(), 'pages'] as const,
  mentions: (query: string) => [...searchRoot, query.trim().toLowerCase(), 'mention'] as const,
};
