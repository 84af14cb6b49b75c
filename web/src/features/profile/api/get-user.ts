import * as routes from '@shared/manifest/http-route-entries';
import { type User, userSchema } from '@shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { userKeys } from '@/lib/users/user-keys';

/** GET /api/users/{userId}: a fan's public profile (404 "User not found"). */
export async function getUser(userId: string): Promise<User> {
  return userSchema.parse(await apiJson('GET', apiPath(routes.getUser, { userId })));
}

export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: () => getUser(userId),
  });

export function useProfileUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
