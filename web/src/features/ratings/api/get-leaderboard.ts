import * as routes from '@shared/manifest/http-route-entries';
import type { LeaderboardPeriod, LeaderboardScope } from '@shared/ratings';
import { type EntityRef, entityRefSchema } from '@shared/schemas/entity-refs';
import { type Leaderboard, leaderboardSchema } from '@shared/schemas/ratings';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';
import { entityKeys } from '@/lib/entities/entity-keys';

/** Which board: everyone's, the fans one follows, or one promotion's; this week or all time. */
export interface LeaderboardChoice {
  scope: LeaderboardScope;
  period: LeaderboardPeriod;
  /** Needed with scope 'promotion'. */
  promotion?: string;
}

/** ['/api/leaderboards', scope, period, promotion]. */
export const leaderboardKey = ({ scope, period, promotion }: LeaderboardChoice) =>
  [...apiKey(apiPath(routes.getLeaderboard)), scope, period, promotion ?? ''] as const;

/** GET /api/leaderboards?scope=&period=&promotion=&before=: a page of fans by points, and the fan's own place. */
export async function getLeaderboard(choice: LeaderboardChoice, before?: string): Promise<Leaderboard> {
  const { scope, period, promotion } = choice;
  return leaderboardSchema.parse(
    await apiJson(
      'GET',
      apiPath(
        routes.getLeaderboard,
        {},
        { scope, period, promotion: scope === 'promotion' ? promotion : undefined, before },
      ),
    ),
  );
}

/** Pages on the answer's `nextBefore` ("More"). */
export const leaderboardQueryOptions = (choice: LeaderboardChoice) =>
  infiniteQueryOptions({
    queryKey: leaderboardKey(choice),
    queryFn: ({ pageParam }) => getLeaderboard(choice, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useLeaderboard = (choice: LeaderboardChoice) =>
  useInfiniteQuery({
    ...leaderboardQueryOptions(choice),
    enabled: choice.scope !== 'promotion' || Boolean(choice.promotion),
  });

const followedSchema = z.array(entityRefSchema);

/**
 * The promotions the fan follows, for the promotion boards: the catalogue's answer of what a fan
 * follows (GET /api/users/{id}/entities), read through its shared key with the app's default query
 * function. Not through the wrestling feature's hook: importing that module from here split it out of
 * its chunk into one of its own, and the entry's chunk list grew by 110 bytes gzip.
 */
export const useFollowedPromotions = (userId: string) =>
  useQuery({
    queryKey: entityKeys.followed(userId),
    select: (data: unknown): EntityRef[] => followedSchema.parse(data).filter((e) => e.kind === 'promotion'),
  });
