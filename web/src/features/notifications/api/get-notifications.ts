import { CACHE_TIMES_MS, NEXT_CURSOR_HEADER, NOTIFICATIONS_POLL_MS } from '@shared/constants';
import * as routes from '@shared/manifest/http-route-entries';
import { type Notification, notificationSchema } from '@shared/schemas/notifications';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJsonWithHeaders } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { notificationKeys } from './notification-keys';

/** One page of notifications, newest first, and the `before` of the next page (null on the last). */
export interface NotificationPage {
  notifications: Notification[];
  nextCursor: string | null;
}

export type NotificationPages = InfiniteData<NotificationPage, string | undefined>;

const notificationsSchema = z.array(notificationSchema);

/** GET /api/notifications[?before=]: the next page's cursor comes in the X-Next-Cursor header. */
export async function getNotifications(before?: string): Promise<NotificationPage> {
  const { data, headers } = await apiJsonWithHeaders('GET', apiPath(routes.getNotifications, {}, { before }));
  return {
    notifications: notificationsSchema.parse(data),
    nextCursor: headers.get(NEXT_CURSOR_HEADER) || null,
  };
}

/** SPEC 7 and 9: the list goes stale after 30 s and, where `poll` is on, is refetched every 30 s. */
export const notificationsQueryOptions = ({ poll }: { poll: boolean }) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.all,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: NotificationPage) => last.nextCursor ?? undefined,
    staleTime: CACHE_TIMES_MS.notifications,
    refetchInterval: poll ? NOTIFICATIONS_POLL_MS : false,
  });

/**
 * The signed-in fan's notifications. One observer polls (the live channel's companion, mounted once);
 * the panel reads the same cache without a timer of its own.
 */
export function useNotifications({ poll = false }: { poll?: boolean } = {}) {
  return useInfiniteQuery(notificationsQueryOptions({ poll }));
}

/** The cached pages with the notifications `which` picks marked read (an optimistic update). */
export function withRead(
  data: NotificationPages | undefined,
  which: (notification: Notification) => boolean,
): NotificationPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((n) => (!n.read && which(n) ? { ...n, read: true } : n)),
    })),
  };
}
