import * as routes from '@shared/manifest/http-route-entries';
import { type FollowStatus, followStatusSchema } from '@shared/schemas/users';
import { apiCreate } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** POST /api/follow {followingId}, sent with apiCreate (an Idempotency-Key, retried when the answer is lost). */
export async function followUser(userId: string): Promise<FollowStatus> {
  return followStatusSchema.parse(await apiCreate(apiPath(routes.followUser), { followingId: userId }));
}
