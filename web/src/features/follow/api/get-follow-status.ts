import * as routes from '@shared/manifest/http-route-entries';
import { type FollowStatus, followStatusSchema } from '@shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { followKeys } from './follow-keys';

/** GET /api/follow/status/{userId}: only asked when viewing another fan. */
export async function getFollowStatus(userId: string): Promise<FollowStatus> {
  return followStatusSchema.parse(await apiJson('GET', apiPath(routes.getFollowStatus, { userId })));
}

export const followStatusQueryOptions = (userId: string) =>
  queryOptions({ queryKey: followKeys.status(userId), queryFn: () => getFollowStatus(userId) });

export function useFollowStatus(userId: string) {
  return useQuery(followStatusQueryOptions(userId));
}
