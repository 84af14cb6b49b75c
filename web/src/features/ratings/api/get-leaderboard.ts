import * as routes from '@shared/manifest/http-route-entries';
import type { LeaderboardPeriod, LeaderboardScope } from '@shared/ratings';
import { type Leaderboard, leaderboardSchema } from '@shared/schemas/ratings';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

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
