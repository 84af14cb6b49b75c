import * as routes from '@shared/manifest/http-route-entries';
import { NOTIFICATION_TEXTS } from '@shared/messages-social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { type NotificationPages, withRead } from './get-notifications';
import { refreshAfterRead } from './mark-notification-read';
import { notificationKeys } from './notification-keys';

/** PUT /api/notifications/read-all. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiJson('PUT', apiPath(routes.markAllNotificationsRead));
}

/** "Mark all read" with SPEC 8's toasts; the list and the badge are refetched either way. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationPages>(notificationKeys.all, (data) => withRead(data, () => true));
      toast({ title: NOTIFICATION_TEXTS.markAllSuccess, variant: 'success' });
    },
    onError: () => toast({ title: NOTIFICATION_TEXTS.markAllFailed, variant: 'destructive' }),
    onSettled: () => refreshAfterRead(queryClient),
  });
}
