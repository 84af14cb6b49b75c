import { CACHE_TIMES_MS, SUGGESTED_USERS_PAGE_SIZE } from '@shared/constants';
import * as routes from '@shared/manifest/http-route-entries';
import { CLIENT_ERRORS } from '@shared/messages-core';
import { type SuggestedUser, suggestedUserSchema } from '@shared/schemas/users';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { followKeys } from './follow-keys';

/** GET /api/users/suggested[?limit&offset]: fans to follow, most followed first. */
export async function getSuggestedUsers(page?: { limit: number; offset: number }): Promise<SuggestedUser[]> {
  try {
    return z
      .array(suggestedUserSchema)
      .parse(await apiJson('GET', apiPath(routes.getSuggestedUsers, {}, page ?? {})));
  } catch (error) {
    throw new Error(CLIENT_ERRORS.suggestedUsers, { cause: error });
  }
}

/** The home sidebar's suggestions, cached 10 minutes (SPEC 9). */
export const suggestedUsersQueryOptions = () =>
  queryOptions({
    queryKey: followKeys.suggested,
    queryFn: () => getSuggestedUsers(),
    staleTime: CACHE_TIMES_MS.suggestions,
  });

export function useSuggestedUsers() {
  return useQuery(suggestedUsersQueryOptions());
}

/**
 * The search screen's pages of 12: next offset = pages loaded x 12, and a next page exists only
 * if the last page had 12 (SPEC 9).
 */
export const suggestedUserPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: followKeys.suggestedPages,
    queryFn: ({ pageParam }) => getSuggestedUsers({ limit: SUGGESTED_USERS_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: SuggestedUser[], pages) =>
      last.length === SUGGESTED_USERS_PAGE_SIZE ? pages.length * SUGGESTED_USERS_PAGE_SIZE : undefined,
  });

export function useSuggestedUserPages() {
  return useInfiniteQuery(suggestedUserPagesQueryOptions());
}
