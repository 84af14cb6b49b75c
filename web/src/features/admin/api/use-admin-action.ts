import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postKeys } from '@/lib/posts/post-keys';
import { adminKeys } from './admin-keys';

/**
 * An admin action (a status change, a takedown, a ban): once it is settled, whatever the outcome (a
 * refusal often means another admin got there first), the reports, their counts and the audit log are
 * read again; a takedown or a ban also changes the post lists the admin has open.
 */
export function useAdminAction<T>(action: (input: T) => Promise<unknown>, { posts }: { posts: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        posts ? queryClient.invalidateQueries({ queryKey: postKeys.all }) : undefined,
      ]),
  });
}
