import * as routes from '@shared/manifest/http-route-entries';
import { type EntityFollowState, entityFollowStateSchema } from '@shared/schemas/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { entityKeys } from '@/lib/entities/entity-keys';
import { postKeys } from '@/lib/posts/post-keys';

/** POST (follow) or DELETE (unfollow) /api/entities/{entityId}/follow: the state and exact count after it. */
export async function setEntityFollow(entityId: string, follow: boolean): Promise<EntityFollowState> {
  return entityFollowStateSchema.parse(
    follow
      ? await apiJson('POST', apiPath(routes.followEntity, { entityId }))
      : await apiJson('DELETE', apiPath(routes.unfollowEntity, { entityId })),
  );
}

/**
 * Follows or unfollows an entity. The button shows the change at once (optimistic) and the count the
 * answer gives; afterwards the fan's list of follows and the home feed refresh.
 */
export function useSetEntityFollow(entityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setEntityFollow(entityId, follow),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: entityKeys.all });
      void queryClient.invalidateQueries({ queryKey: entityKeys.followedByAnyone });
      void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
    },
  });
}
