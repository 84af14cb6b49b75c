import * as routes from '@shared/manifest/http-route-entries';
import { type FollowStatus, followStatusSchema } from '@shared/schemas/users';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** DELETE /api/follow/{userId}. */
export async function unfollowUser(userId: string): Promise<FollowStatus> {
  return followStatusSchema.parse(await apiJson('DELETE', apiPath(routes.unfollowUser, { userId })));
}
