import { SEARCH_PAGE_MAX } from '@shared/constants';
import * as routes from '@shared/manifest/http-route-entries';
import { type SuggestedUser, suggestedUserSchema } from '@shared/schemas/users';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

const searchRoot = apiKey(apiPath(routes.searchUsers));

/**
 * The keys of GET /api/users/search, cached per query, trimmed and lower-cased (the server matches case-
 * and accent-insensitively): the search screen's pages ['/api/users', 'search', 'bret', 'pages'] and the
 * post box's @ suggestions ['/api/users', 'search', 'bret', 'mention'] under the query's own
 * ['/api/users', 'search', 'bret'], which a submitted search refreshes. Here, not in user-keys.ts: that
 * one is on the first load, these are not.
 */
export const userSearchKeys = {
  query: (query: string) => [...searchRoot, query.trim().toLowerCase()] as const,
  pages: (query: string) => [...searchRoot, query.trim().toLowerCase(), 'pages'] as const,
  mentions: (query: string) => [...searchRoot, query.trim().toLowerCase(), 'mention'] as const,
};

/**
 * GET /api/users/search?q=&limit=&offset=(&followingFirst=1): fans whose handle or a word of their name
 * starts with q (those the fan follows first, if asked). The search screen's Users tab and the post
 * box's @ suggestions ask it.
 */
export async function searchUsers(
  query: string,
  page: { limit: number; offset: number; followingFirst?: boolean },
): Promise<SuggestedUser[]> {
  const { followingFirst, ...paging } = page;
  const params = { q: query.trim(), ...paging, followingFirst: followingFirst ? '1' : undefined };
  return z.array(suggestedUserSchema).parse(await apiJson('GET', apiPath(routes.searchUsers, {}, params)));
}

/**
 * The Users tab's pages of 20 (the most the API answers): next offset = pages loaded x 20, and a
 * next page exists only if the last one was full. Only a non-blank query runs (SPEC 5).
 */
export const searchUsersQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: userSearchKeys.pages(query),
    queryFn: ({ pageParam }) => searchUsers(query, { limit: SEARCH_PAGE_MAX, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: SuggestedUser[], pages) =>
      last.length === SEARCH_PAGE_MAX ? pages.length * SEARCH_PAGE_MAX : undefined,
    enabled: query.trim() !== '',
  });

export function useSearchUsers(query: string) {
  return useInfiniteQuery(searchUsersQueryOptions(query));
}

/** How many fans the @ suggestions show. */
export const MENTION_SUGGESTIONS = 5;

/** The fans a handle being typed may mean, those the fan follows first (none for an empty handle). */
export const mentionSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: userSearchKeys.mentions(query),
    queryFn: () => searchUsers(query, { limit: MENTION_SUGGESTIONS, offset: 0, followingFirst: true }),
    enabled: query !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useMentionSuggestions(query: string) {
  return useQuery(mentionSuggestionsQueryOptions(query));
}
