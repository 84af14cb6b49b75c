/**
 * Notifications, grouped as Mastodon 4.3 groups them.
 *
 *   NOTIF#{userId} / {notificationId}                a notification (id = ULID of its latest activity)
 *   NOTIFGROUP#{userId} / {groupKey}                 the group's current notification and its window
 *   NOTIFGROUP#{userId} / {groupKey}@{windowStart}   a closed window's notification (expires with it)
 *   NOTIFSRC#{sourceKey} / SOURCE                    the follow, Pop, comment or mention counted in a group,
 *                                                    (a show-night alert has none: its group's open
 *                                                    window counts it once, data/notification-groups.ts)
 *                                                    and the window it was counted in (a mention's:
 *                                                    `mention:{post|comment}:{id}:{recipientId}`)
 *
 * Counting activity in a group and taking it back, as one transaction each: data/notification-groups.ts.
 * Here: the keys, the items, and what the notification routes read and mark.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { NOTIFICATION_GROUP_HOURS, NOTIFICATION_RETENTION_DAYS } from '../../shared/constants';
import type { NotificationActor } from '../../shared/schemas/notifications';
import { transactWrite } from './batch';
import { conditionFailedAt, type Db } from './client';
import { KEYS } from './keys';
import { newestFirst, type Page, queryPages } from './page';
import { userKey } from './user';

/**
 * `showStart` and `inRing`: show-night alerts (docs/rooms.md), their actor a show or a wrestler;
 * `picks`: "You went 5/7 at Raw" (docs/ratings.md), its actor the show.
 */
export type NotificationKind = 'follow' | 'pop' | 'comment' | 'mention' | 'showStart' | 'inRing' | 'picks';

export interface NotificationItem {
  PK: string;
  SK: string;
  type: 'notification';
  id: string;
  kind: NotificationKind;
  groupKey: string;
  recipientId: string;
  postId: string | null;
  commentId: string | null;
  /**
   * The author of the post it leads to (absent on notifications from before it was kept): a reader
   * whose filter hides them could not open it (domain/notifications.ts `shownTo`).
   */
  postAuthorId?: string | null;
  /** A show-night alert's show (it links to the show's room), or a picks notification's. */
  showId?: string;
  /** A picks notification's record at the show, set in place as its matches are scored. */
  picksRecord?: { correct: number; decided: number; points: number };
  actorCount: number;
  actors: NotificationActor[];
  read: boolean;
  createdAt: string;
  windowStart: string;
  expiresAt: number;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/**
 * When a closed window's pointer may go: its notification expires 90 days after the window's last
 * activity, which came before the window closed.
 */
export const windowExpiresAt = (windowStart: string) =>
  Math.floor(
    (Date.parse(windowStart) + NOTIFICATION_GROUP_HOURS * HOUR + NOTIFICATION_RETENTION_DAYS * DAY) / 1000,
  );
const notificationsPk = (userId: string) => `${KEYS.notification.pk}${userId}`;
export const notificationKey = (userId: string, id: string) => ({ PK: notificationsPk(userId), SK: id });
/** The pointer to a group's current notification and its window. */
export const groupKey = (userId: string, group: string) => ({
  PK: `${KEYS.notificationGroup.pk}${userId}`,
  SK: group,
});
/** The pointer to a closed window's notification, beside the group's own pointer. */
export const windowKey = (userId: string, group: string, windowStart: string) => ({
  PK: `${KEYS.notificationGroup.pk}${userId}`,
  SK: `${group}${KEYS.notificationGroup.window}${windowStart}`,
});
/** The marker of a counted source (the account purge deletes a deleted fan's mention markers). */
export const sourceKey = (source: string) => ({
  PK: `${KEYS.notificationSource.pk}${source}`,
  SK: KEYS.notificationSource.sk,
});

/**
 * The names sources and groups are stored under (a source marker's key, a group pointer's key). A
 * source is one activity (counted once); a group collects like activity for one recipient.
 */
export const NOTIFICATION_NAMES = {
  /** A follow: who followed whom. */
  followSource: (followerId: string, followedId: string) => `follow:${followerId}:${followedId}`,
  /** A Pop on a post or a comment, by one fan. */
  popSource: (target: { postId: string } | { commentId: string }, userId: string) =>
    'postId' in target ? `pop:post:${target.postId}:${userId}` : `pop:comment:${target.commentId}:${userId}`,
  /** A comment. */
  commentSource: (commentId: string) => `comment:${commentId}`,
  /** A mention: the post or comment, and the fan it mentions (the recipient). */
  mentionSource: (kind: 'post' | 'comment', itemId: string, userId: string) =>
    `mention:${kind}:${itemId}:${userId}`,
  /** The recipient's follows. */
  followGroup: 'follow',
  /** Pops on one post or one comment. */
  popGroup: (target: { postId: string } | { commentId: string }) =>
    'postId' in target ? `pop:post:${target.postId}` : `pop:comment:${target.commentId}`,
  /** Comments on one post. */
  commentGroup: (postId: string) => `comment:${postId}`,
  /** A show's "starts in 15 minutes" alert (once per fan: its group's window outlasts the show's start). */
  showStartGroup: (showId: string) => `alert:start:${showId}`,
  /** A show's "in the ring now" alerts (one per fan per ALERT_GROUP_MINUTES, later ones fold in). */
  inRingGroup: (showId: string) => `alert:ring:${showId}`,
  /** A fan's record at a show's picks: one per fan per show, its record updated in place. */
  picksGroup: (showId: string) => `picks:${showId}`,
} as const;

/** The source of a mention notification (NOTIFICATION_NAMES.mentionSource). */
export const mentionSource = NOTIFICATION_NAMES.mentionSource;

/** Marks one notification read (and lowers the counter once); false when it is not unread (or gone). */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  try {
    await transactWrite(db, [
      {
        Update: {
          TableName: db.table,
          Key: notificationKey(userId, id),
          ConditionExpression: 'attribute_exists(PK) AND #read = :false',
          UpdateExpression: 'SET #read = :true',
          ExpressionAttributeNames: { '#read': 'read' },
          ExpressionAttributeValues: { ':false': false, ':true': true },
        },
      },
      {
        Update: {
          TableName: db.table,
          Key: userKey(userId),
          ConditionExpression: 'attribute_exists(PK)',
          UpdateExpression: 'ADD unreadNotifications :minus',
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    ]);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

/** An item read strongly consistent, or null. */
export const getItem = async <T>(db: Db, key: { PK: string; SK: string }): Promise<T | null> =>
  ((await db.doc.send(new GetCommand({ TableName: db.table, Key: key, ConsistentRead: true }))).Item as
    | T
    | undefined) ?? null;

export const getNotification = (db: Db, userId: string, id: string) =>
  getItem<NotificationItem>(db, notificationKey(userId, id));

/** A page of a fan's notifications, newest first, without those past the retention period. */
export async function notificationsPage(db: Db, userId: string, page: Page, now = new Date()) {
  const res = await db.doc.send(
    new QueryCommand({ TableName: db.table, ...newestFirst('PK', 'SK', notificationsPk(userId), page) }),
  );
  const raw = (res.Items ?? []) as NotificationItem[];
  const oldest = now.getTime() - NOTIFICATION_RETENTION_DAYS * 24 * HOUR;
  return { items: raw.filter((n) => Date.parse(n.createdAt) >= oldest), raw };
}

/** The Query of a fan's unread notifications (strongly consistent: a read just marked is left out). */
const unreadQuery = (userId: string) => ({
  KeyConditionExpression: 'PK = :pk',
  FilterExpression: '#read = :false',
  ExpressionAttributeNames: { '#read': 'read' },
  ExpressionAttributeValues: { ':pk': notificationsPk(userId), ':false': false },
  ConsistentRead: true,
});

/** A fan's unread notifications, whole, page by page. */
export const unreadNotifications = (db: Db, userId: string): AsyncGenerator<NotificationItem[]> =>
  queryPages(db, unreadQuery(userId), (item) => item as unknown as NotificationItem);

/** The ids of a fan's unread notifications, page by page. */
export const unreadNotificationIds = (db: Db, userId: string): AsyncGenerator<string[]> =>
  queryPages(db, { ...unreadQuery(userId), ProjectionExpression: 'id' }, (item) => item.id as string);
