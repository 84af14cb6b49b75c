import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postKeys } from '@/lib/posts/post-keys';
import { sessionKeys } from '@/lib/session/session-keys';
import { userKeys } from '@/lib/users/user-keys';
import { followKeys } from './follow-keys';
import { followUser } from './follow-user';
import { unfollowUser } from './unfollow-user';

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
