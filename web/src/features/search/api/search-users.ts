import { SEARCH_PAGE_MAX } from '@shared/constants';
import * as routes from '@shared/manifest/http-route-entries';
import { type SuggestedUser, suggestedUserSchema } from '@shared/schemas/users';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { searchKeys } from './search-keys';

/** GET /api/users/search?q=&limit=&offset=: fans whose handle or a word of their name starts with q. */
export async function searchUsers(
  query: string,
  page: { limit: number; offset: number },
): Promise<SuggestedUser[]> {
  return z
    .array(suggestedUserSchema)
    .parse(await apiJson('GET', apiPath(routes.searchUsers, {}, { q: query.trim(), ...page })));
}

/**
 * The Users tab's pages of 20 (the most the API answers): next offset = pages loaded x 20, and a
 * next page exists only if the last one was full. Only a non-blank query runs (SPEC 5).
 */
export const searchUsersQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.users(query),
    queryFn: ({ pageParam }) => searchUsers(query, { limit: SEARCH_PAGE_MAX, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: SuggestedUser[], pages) =>
      last.length === SEARCH_PAGE_MAX ? pages.length * SEARCH_PAGE_MAX : undefined,
    enabled: query.trim() !== '',
  });

export function useSearchUsers(query: string) {
  return useInfiniteQuery(searchUsersQueryOptions(query));
}
