import * as routes from '@shared/manifest/http-route-entries';
import { type SuggestedUser, suggestedUserSchema } from '@shared/schemas/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/** How many fans the @ suggestions show. */
export const MENTION_SUGGESTIONS = 5;

/**
 * GET /api/users/search?q=&limit=5&followingFirst=1: the fans a handle being typed may mean, those
 * the fan follows first.
 */
export async function suggestMentions(query: string): Promise<SuggestedUser[]> {
  return z
    .array(suggestedUserSchema)
    .parse(
      await apiJson(
        'GET',
        apiPath(
          routes.searchUsers,
          {},
          { q: query, limit: MENTION_SUGGESTIONS, offset: 0, followingFirst: '1' },
        ),
      ),
    );
}

export const mentionSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...apiKey(apiPath(routes.searchUsers)), 'mention', query.toLowerCase()],
    queryFn: () => suggestMentions(query),
    enabled: query !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** The suggestions for a handle being typed (none for an empty one). */
export function useMentionSuggestions(query: string) {
  return useQuery(mentionSuggestionsQueryOptions(query));
}
