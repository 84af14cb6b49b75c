import * as routes from '@shared/manifest/http-route-entries';
import { mutedWordSchema } from '@shared/schemas/controls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

export const mutedWordKeys = { all: apiKey(apiPath(routes.getMutedWords)) };

/** GET /api/muted-words: the fan's words still muted, the ones ending first first. */
export async function getMutedWords() {
  return z.array(mutedWordSchema).parse(await apiJson('GET', apiPath(routes.getMutedWords)));
}

export const mutedWordsQueryOptions = () =>
  queryOptions({ queryKey: mutedWordKeys.all, queryFn: getMutedWords });

export function useMutedWords() {
  return useQuery(mutedWordsQueryOptions());
}
