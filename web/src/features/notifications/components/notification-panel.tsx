import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Box, Button, CircularProgress, Divider, List, Popover, Skeleton, Typography } from '@mui/material';
import { NOTIFICATION_TEXTS, POST_TEXTS } from '@shared/messages-social';
import type { Notification } from '@shared/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { IconBadge } from '@/components/ui/icon-badge';
import { postByIdPath, postPath, profilePath } from '@/config/paths';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { notificationTarget, picksPath, roomPath } from '@/features/notifications/utils/notification-target';
import { ApiError } from '@/lib/api-client';
import { useLoadMoreOnView } from '@/lib/hooks/use-in-view';
import { postQueryOptions } from '@/lib/posts/get-post';
import { NotificationItem } from './notification-item';

export interface NotificationPanelProps {
  /** The bell or the Alerts tab; null while closed. */
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** Below the header's bell, or above the phone's bottom bar. */
  placement?: 'below' | 'above';
}

function Loading() {
  return (
    <Box aria-busy="true" aria-label="Loading notifications" sx={{ p: 2 }}>
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="85%" />
            <Skeleton width="30%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 4 }}>
      <IconBadge>
        <NotificationsNoneIcon />
      </IconBadge>
      <Typography variant="h6" component="h3">
        {NOTIFICATION_TEXTS.empty}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {NOTIFICATION_TEXTS.emptyText}
      </Typography>
    </Box>
  );
}

/**
 * The notification panel (SPEC 2 and 4), opened from the header's bell or the phone's Alerts tab: the
 * notifications newest first (older ones load as the fan scrolls), "Mark all read" and "Close". A click
 * marks an unread one read; a follow goes to the follower's profile, anything about a post closes the
 * panel and goes to the post.
 */
export default function NotificationPanel({
  anchorEl,
  onClose,
  placement = 'below',
}: NotificationPanelProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const sentinel = useLoadMoreOnView<HTMLDivElement>(list);
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];

  const openPost = async (postId: string) => {
    try {
      navigate(postPath(await queryClient.fetchQuery(postQueryOptions(postId))));
    } catch (error) {
      // The post is gone (deleted, its author banned or hidden): its not-found screen says so. Any
      // other failure (offline) only closes the panel.
      if (error instanceof ApiError && error.status === 404) navigate(postByIdPath(postId));
    }
  };

  const onOpen = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    const target = notificationTarget(notification);
    if (!target) return;
    onClose();
    if (target.kind === 'profile') navigate(profilePath(target.userId));
    else if (target.kind === 'room') navigate(roomPath(target.showId));
    else if (target.kind === 'picks') navigate(picksPath(target.showId));
    else void openPost(target.postId);
  };

  const above = placement === 'above';
  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: above ? 'top' : 'bottom', horizontal: above ? 'center' : 'right' }}
      transformOrigin={{ vertical: above ? 'bottom' : 'top', horizontal: above ? 'center' : 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: 380,
            maxWidth: 'calc(100vw - 24px)',
            display: 'flex',
            flexDirection: 'column',
            maxHeight: above ? 'min(70vh, 560px)' : 'min(75vh, 600px)',
            mt: above ? -1 : 1,
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {NOTIFICATION_TEXTS.title}
        </Typography>
        <Button
          size="small"
          onClick={() => markAll.mutate()}
          disabled={markAll.isPending || notifications.length === 0}
        >
          {NOTIFICATION_TEXTS.markAllRead}
        </Button>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {list.isPending ? (
          <Loading />
        ) : !list.data ? (
          <Box role="alert" sx={{ textAlign: 'center', px: 3, py: 4 }}>
            <Typography variant="body2" color="text.secondary">
              Notifications could not be loaded.
            </Typography>
            <Button
              variant="outlined"
              size="small"
              onClick={() => void list.refetch()}
              disabled={list.isFetching}
              sx={{ mt: 1.5 }}
            >
              {POST_TEXTS.tryAgain}
            </Button>
          </Box>
        ) : notifications.length === 0 ? (
          <Empty />
        ) : (
          <>
            <List disablePadding aria-labelledby={titleId}>
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
              ))}
            </List>
            <Box ref={sentinel} sx={{ minHeight: 4, display: 'flex', justifyContent: 'center' }}>
              {list.isFetchingNextPage && (
                <CircularProgress size={20} aria-label="Loading more notifications" sx={{ my: 1 }} />
              )}
              {list.isFetchNextPageError && (
                <Button size="small" onClick={() => void list.fetchNextPage()} sx={{ my: 1 }}>
                  {POST_TEXTS.tryAgain}
                </Button>
              )}
            </Box>
          </>
        )}
      </Box>
      <Divider />
      <Box sx={{ p: 1 }}>
        <Button fullWidth onClick={onClose}>
          {NOTIFICATION_TEXTS.close}
        </Button>
      </Box>
    </Popover>
  );
}
