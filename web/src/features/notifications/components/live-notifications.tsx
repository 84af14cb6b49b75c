import type { WsServerMessage } from '@shared/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { useLiveChannel } from '@/features/notifications/hooks/use-live-channel';
import { liveToastTitle } from '@/features/notifications/utils/live-channel';
import { postKeys } from '@/lib/posts/post-keys';
import { sessionKeys } from '@/lib/session/session-keys';

/**
 * The 30-second poll of the notifications (SPEC 7), the fallback whenever the live channel is down.
 * When a poll brings a different list, the current fan is refetched too: the badge is their unread count.
 */
function useNotificationPolling() {
  const queryClient = useQueryClient();
  const { data } = useNotifications({ poll: true });
  const previous = useRef(data);
  useEffect(() => {
    const before = previous.current;
    previous.current = data;
    // Structural sharing keeps the same object when nothing changed; the first answer is no change.
    if (before !== undefined && data !== undefined && before !== data)
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user }, { cancelRefetch: false });
  }, [data, queryClient]);
}

/**
 * Mounted once while a fan is signed in: the live channel and the poll. A message shows one toast
 * (SPEC 8's title for its type, the message as text), then refreshes the current fan (the badge), the
 * notifications and the feed (SPEC 4).
 */
export default function LiveNotifications({ userId, wsUrl }: { userId: string; wsUrl: string }) {
  const queryClient = useQueryClient();
  const onMessage = useCallback(
    ({ data }: WsServerMessage) => {
      toast({ title: liveToastTitle(data.type), description: data.message });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
    },
    [queryClient],
  );
  useLiveChannel({ userId, wsUrl, onMessage });
  useNotificationPolling();
  return null;
}
