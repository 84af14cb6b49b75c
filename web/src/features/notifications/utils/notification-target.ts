import type { Notification } from '@shared/schemas/notifications';

/** Where a click on a notification leads (SPEC 4), if anywhere. */
export type NotificationTarget =
  | { kind: 'profile'; userId: string }
  | { kind: 'post'; postId: string }
  | { kind: 'room'; showId: string }
  | { kind: 'picks'; showId: string };

/** A show's live room. */
export const roomPath = (showId: string) => `/shows/${encodeURIComponent(showId)}/live`;
/** A show's picks: its page's #picks section. */
export const picksPath = (showId: string) => `/shows/${encodeURIComponent(showId)}#picks`;

/**
 * A follow with its follower goes to that fan's profile; anything about a post goes to the post (and
 * closes the panel); a show-night alert goes to the show's live room, a picks one to the show's
 * picks; anything else stays where it is.
 */
export function notificationTarget(
  notification: Pick<Notification, 'type' | 'fromUserId' | 'postId' | 'showId'>,
): NotificationTarget | null {
  if ((notification.type === 'showStart' || notification.type === 'inRing') && notification.showId)
    return { kind: 'room', showId: notification.showId };
  // "You went 5/7 at Raw" (`other` with its show): the show's picks.
  if (notification.type === 'other' && notification.showId)
    return { kind: 'picks', showId: notification.showId };
  if (notification.type === 'follow' && notification.fromUserId)
    return { kind: 'profile', userId: notification.fromUserId };
  if (notification.postId) return { kind: 'post', postId: notification.postId };
  return null;
}
