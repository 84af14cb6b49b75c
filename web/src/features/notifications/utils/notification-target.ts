import type { Notification } from '@shared/schemas/notifications';

/** Where a click on a notification leads (SPEC 4), if anywhere. */
export type NotificationTarget = { kind: 'profile'; userId: string } | { kind: 'post'; postId: string };

/**
 * A follow with its follower goes to that fan's profile; anything about a post goes to the post (and
 * closes the panel); anything else stays where it is.
 */
export function notificationTarget(
  notification: Pick<Notification, 'type' | 'fromUserId' | 'postId'>,
): NotificationTarget | null {
  if (notification.type === 'follow' && notification.fromUserId)
    return { kind: 'profile', userId: notification.fromUserId };
  if (notification.postId) return { kind: 'post', postId: notification.postId };
  return null;
}
