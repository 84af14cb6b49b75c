import * as routes from '@shared/manifest/http-route-entries';
import { type MatchRatings, matchRatingsSchema } from '@shared/schemas/ratings';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { ratingKeys } from './rating-keys';

/**
 * GET /api/matches/{matchId}/ratings?before=: the match page (the match, its summary, the viewer's own
 * rating) and a page of ratings with comments, newest first; `before` is the cursor the last page gave.
 */
export async function getMatchRatings(matchId: string, before?: string): Promise<MatchRatings> {
  return matchRatingsSchema.parse(
    await apiJson('GET', apiPath(routes.getMatchRatings, { matchId }, { before })),
  );
}

export const matchRatingsQueryOptions = (matchId: string) =>
  infiniteQueryOptions({
    queryKey: ratingKeys.match(matchId),
    queryFn: ({ pageParam }) => getMatchRatings(matchId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

/** The match page's query: its first page carries the match and the summary; "Older ratings" asks for more. */
export const useMatchRatings = (matchId: string) =>
  useInfiniteQuery({ ...matchRatingsQueryOptions(matchId), enabled: matchId !== '' });
