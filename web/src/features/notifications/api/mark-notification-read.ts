import * as routes from '@shared/manifest/http-route-entries';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { sessionKeys } from '@/lib/session/session-keys';
import { type NotificationPages, withRead } from './get-notifications';
import { notificationKeys } from './notification-keys';

/** PUT /api/notifications/{id}/read. */
export async function markNotificationRead(id: string): Promise<void> {
  await apiJson('PUT', apiPath(routes.markNotificationRead, { id }));
}

/** After a read: the list and the current fan's unread count (the badge) are refetched (SPEC 7). */
export function refreshAfterRead(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
}

/** Marks one notification read; the panel shows it read at once. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      queryClient.setQueryData<NotificationPages>(notificationKeys.all, (data) =>
        withRead(data, (n) => n.id === id),
      );
    },
    onSettled: () => refreshAfterRead(queryClient),
  });
}
