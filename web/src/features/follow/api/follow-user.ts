import * as routes from '@shared/manifest/http-route-entries';
import { type FollowStatus, followStatusSchema } from '@shared/schemas/users';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** POST /api/follow {followingId}. */
export async function followUser(userId: string): Promise<FollowStatus> {
  return followStatusSchema.parse(await apiJson('POST', apiPath(routes.followUser), { followingId: userId }));
}
