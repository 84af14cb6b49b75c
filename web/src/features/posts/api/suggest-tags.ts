import * as routes from '@shared/manifest/http-route-entries';
import { type EntityRef, entityRefSchema } from '@shared/schemas/wrestling';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * POST /api/tags/suggest {content}: the shows and wrestlers a post's text names (names,
 * also-known-as names, show hashtags such as #WWERaw), for the post box's "Suggested" chips.
 */
export async function suggestTags(content: string): Promise<EntityRef[]> {
  return z.array(entityRefSchema).parse(await apiJson('POST', apiPath(routes.suggestTags), { content }));
}

export const tagSuggestionsQueryOptions = (content: string) =>
  queryOptions({
    queryKey: [...apiKey(apiPath(routes.suggestTags)), content.trim()],
    queryFn: () => suggestTags(content.trim()),
    enabled: content.trim().length >= 3,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** The suggestions for the text (pass it debounced). */
export function useTagSuggestions(content: string) {
  return useQuery(tagSuggestionsQueryOptions(content));
}
