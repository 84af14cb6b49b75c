import * as routes from '@shared/manifest/http-route-entries';
import {
  type BlockState,
  blockStateSchema,
  type MuteDuration,
  type MuteState,
  muteStateSchema,
} from '@shared/schemas/controls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';
import { sessionKeys } from '@/lib/session/session-keys';
import { controlKeys } from '@/lib/users/control-keys';
import { userKeys } from '@/lib/users/user-keys';

/** POST /api/blocks {userId}. */
export async function blockUser(userId: string): Promise<BlockState> {
  return blockStateSchema.parse(await apiJson('POST', apiPath(routes.blockUser), { userId }));
}
/** DELETE /api/blocks/{userId}. */
export async function unblockUser(userId: string): Promise<BlockState> {
  return blockStateSchema.parse(await apiJson('DELETE', apiPath(routes.unblockUser, { userId })));
}
/** POST /api/mutes {userId, duration}. */
export async function muteUser(userId: string, duration: MuteDuration): Promise<MuteState> {
  return muteStateSchema.parse(await apiJson('POST', apiPath(routes.muteUser), { userId, duration }));
}
/** DELETE /api/mutes/{userId}. */
export async function unmuteUser(userId: string): Promise<MuteState> {
  return muteStateSchema.parse(await apiJson('DELETE', apiPath(routes.unmuteUser, { userId })));
}

export type ControlAction =
  | { kind: 'block' }
  | { kind: 'unblock' }
  | { kind: 'mute'; duration: MuteDuration }
  | { kind: 'unmute' };

const run = (userId: string, action: ControlAction): Promise<BlockState | MuteState> => {
  switch (action.kind) {
    case 'block':
      return blockUser(userId);
    case 'unblock':
      return unblockUser(userId);
    case 'mute':
      return muteUser(userId, action.duration);
    case 'unmute':
      return unmuteUser(userId);
  }
};

/**
 * Blocks, unblocks, mutes or unmutes a fan (from their profile or one of their posts). Afterwards
 * their profile (its flags and counts), the signed-in fan's counts (a block ends follows), Settings'
 * lists of blocked and muted fans and every post list and comment thread are refreshed: what the fan
 * sees changes at once. Shared by the profile and posts features (components/fan-controls holds the
 * dialogs); Settings unblocks and unmutes with the same calls.
 */
export function useFanControlMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ControlAction) => run(userId, action),
    onSuccess: (_state, action) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
      void queryClient.invalidateQueries({
        queryKey: action.kind.endsWith('block') ? controlKeys.blocks : controlKeys.mutes,
      });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
