import { type FollowStatus, followStatusSchema } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { sessionKeys } from '@/lib/auth/session-keys';
import { postKeys } from '@/lib/posts/post-keys';
import { userKeys } from '@/lib/users/user-keys';
import { followKeys } from './follow-keys';

/** POST /api/follow {followingId}. */
export async function followUser(userId: string): Promise<FollowStatus> {
  return followStatusSchema.parse(await apiJson('POST', apiPath('followUser'), { followingId: userId }));
}

/** DELETE /api/follow/{userId}. */
export async function unfollowUser(userId: string): Promise<FollowStatus> {
  return followStatusSchema.parse(await apiJson('DELETE', apiPath('unfollowUser', { userId })));
}

/**
 * SPEC 4's follow toggle: follows when not following, unfollows when following. Afterwards the
 * status, both fans' counts and the home feed (backfilled or pruned) are refreshed.
 */
export function useToggleFollow(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) => (following ? unfollowUser(userId) : followUser(userId)),
    onSuccess: (status) => {
      queryClient.setQueryData(followKeys.status(userId), status);
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
