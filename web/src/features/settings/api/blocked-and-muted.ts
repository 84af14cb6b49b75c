import { NEXT_CURSOR_HEADER } from '@shared/constants';
import * as routes from '@shared/manifest/http-route-entries';
import {
  type BlockedUser,
  blockedUserSchema,
  type MutedUser,
  mutedUserSchema,
} from '@shared/schemas/controls';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJsonWithHeaders } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { controlKeys } from '@/lib/users/control-keys';
import { unblockUser, unmuteUser } from '@/lib/users/fan-controls';

export interface ControlsPage<T> {
  items: T[];
  nextCursor: string | null;
}

async function fetchPage<T>(url: string, schema: z.ZodMiniType<T[]>): Promise<ControlsPage<T>> {
  const { data, headers } = await apiJsonWithHeaders('GET', url);
  return { items: schema.parse(data), nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** GET /api/blocks?cursor: the fans the signed-in fan blocked, a page at a time. */
export const blockedUsersOptions = () =>
  infiniteQueryOptions({
    queryKey: controlKeys.blocks,
    queryFn: ({ pageParam }) =>
      fetchPage<BlockedUser>(
        apiPath(routes.getBlocks, {}, { cursor: pageParam }),
        z.array(blockedUserSchema),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ControlsPage<BlockedUser>) => last.nextCursor ?? undefined,
  });

/** GET /api/mutes?cursor: the fans the signed-in fan mutes now, and until when. */
export const mutedUsersOptions = () =>
  infiniteQueryOptions({
    queryKey: controlKeys.mutes,
    queryFn: ({ pageParam }) =>
      fetchPage<MutedUser>(apiPath(routes.getMutes, {}, { cursor: pageParam }), z.array(mutedUserSchema)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ControlsPage<MutedUser>) => last.nextCursor ?? undefined,
  });

export const useBlockedUsers = () => useInfiniteQuery(blockedUsersOptions());
export const useMutedUsers = () => useInfiniteQuery(mutedUsersOptions());

/** Unblock (DELETE /api/blocks/{userId}) or unmute (DELETE /api/mutes/{userId}) from Settings. */
export function useLift(kind: 'block' | 'mute') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string): Promise<unknown> =>
      kind === 'block' ? unblockUser(userId) : unmuteUser(userId),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: kind === 'block' ? controlKeys.blocks : controlKeys.mutes,
      });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
