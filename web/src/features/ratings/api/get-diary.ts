import * as routes from '@shared/manifest/http-route-entries';
import { type DiaryPage, diaryPageSchema } from '@shared/schemas/ratings';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { ratingKeys } from './rating-keys';

/** GET /api/users/{userId}/diary?before=: what a fan rated, newest first (Letterboxd's log). */
export async function getDiary(userId: string, before?: string): Promise<DiaryPage> {
  return diaryPageSchema.parse(await apiJson('GET', apiPath(routes.getDiary, { userId }, { before })));
}

export const diaryQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ratingKeys.diary(userId),
    queryFn: ({ pageParam }) => getDiary(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useDiary = (userId: string) => useInfiniteQuery(diaryQueryOptions(userId));
