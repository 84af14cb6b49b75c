/**
 * Counting activity in notification groups, and taking it back (the items: data/notification.ts).
 *
 * A group (Pops on one post, comments on one post, follows) collects like activity for 12 hours
 * in one notification; new activity moves it to the top (a new id) and makes it unread again.
 * Activity after the window starts a new notification: the closed window's notification (whose id
 * no longer changes) is kept in a window pointer, written in the same transaction, so undoing an
 * activity (an unfollow, a Pop taken back, a deleted comment, the account purge) takes the actor
 * out of the notification that holds them, never simply the newest.
 *
 * Every change is one transaction: the source marker (attribute_not_exists: a replayed record
 * counts nothing twice), the group or window pointer (a version guards concurrent updates), the
 * notification, and the recipient's unreadNotifications counter, which moves only when a
 * notification turns unread or read, so it stays exact under any concurrency.
 */
import {
  NOTIFICATION_ACTORS_KEPT,
  NOTIFICATION_GROUP_HOURS,
  NOTIFICATION_RETENTION_DAYS,
} from '../../shared/constants';
import type { NotificationActor } from '../../shared/schemas/notifications';
import { ulid } from '../lib/ulid';
import { backoff, transactWrite } from './batch';
import { conditionFailedAt, type Db } from './client';
import {
  getItem,
  groupKey,
  type NotificationItem,
  type NotificationKind,
  notificationKey,
  sourceKey,
  windowExpiresAt,
  windowKey,
} from './notification';
import { userKey } from './user';

/** A group pointer (the current window) or a window pointer (a closed window). */
interface GroupItem {
  PK: string;
  SK: string;
  notificationId: string;
  windowStart: string;
  version: number;
}

interface SourceItem {
  PK: string;
  SK: string;
  recipientId: string;
  groupKey: string;
  actorId: string;
  /** The window the source was counted in (absent on markers written before windows were kept). */
  windowStart?: string;
}

const HOUR = 60 * 60 * 1000;

const isConflict = (err: unknown) =>
  (err as Error)?.name === 'TransactionCanceledException' ||
  (err as Error)?.name === 'TransactionConflictException';

export interface Activity {
  recipientId: string;
  kind: NotificationKind;
  group: string;
  /**
   * The marker it is counted once under; null for a show-night alert (docs/rooms.md), counted once
   * by its group: an actor already in the open window's notification counts nothing again.
   */
  source: string | null;
  actor: NotificationActor;
  postId: string | null;
  commentId: string | null;
  /** The author of the post it leads to (a follow leads to none). */
  postAuthorId: string | null;
  /** The show it leads to (a show-night alert: its room), stored as the notification's `showId`. */
  alertShowId?: string;
  /** How long the group's window stays open (default NOTIFICATION_GROUP_HOURS). */
  windowMinutes?: number;
}

/**
 * Concurrent activity on one group (a viral post's Pops) retries with jittered backoff. Every
 * transaction of one recipient also touches their profile's unread counter, so all their groups
 * contend: 25 tries before the lane retries the record, then parks it.
 */
const ATTEMPTS = 25;

/**
 * One recipient's activity is counted one at a time within this process: the records a lane
 * invocation runs side by side (different items: 50 fans' Pops on one post) would otherwise all
 * contend for the same group and unread counter, and spend their tries conflicting with each
 * other. Other invocations (other shards) still contend, and retry as above.
 */
const recipientQueues = new Map<string, Promise<unknown>>();

function oneAtATimeFor<T>(recipientId: string, work: () => Promise<T>): Promise<T> {
  const before = recipientQueues.get(recipientId) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  recipientQueues.set(recipientId, settled);
  void settled.then(() => {
    if (recipientQueues.get(recipientId) === settled) recipientQueues.delete(recipientId);
  });
  return run;
}

/**
 * Counts one activity in its group's notification (creating or moving it to the top, unread).
 * Returns the notification as it now is, or null when this source was counted already (a replay).
 */
export function addActivity(db: Db, a: Activity, now = new Date()): Promise<NotificationItem | null> {
  return oneAtATimeFor(a.recipientId, () => countActivity(db, a, now));
}

async function countActivity(db: Db, a: Activity, now: Date): Promise<NotificationItem | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const group = await getItem<GroupItem>(db, groupKey(a.recipientId, a.group));
    const windowMs = a.windowMinutes ? a.windowMinutes * 60_000 : NOTIFICATION_GROUP_HOURS * HOUR;
    const open = group && now.getTime() - Date.parse(group.windowStart) < windowMs;
    const current = open
      ? await getItem<NotificationItem>(db, notificationKey(a.recipientId, group.notificationId))
      : null;
    // Without a marker, the open window's notification is what says it was counted.
    if (a.source === null && current?.actors.some((x) => x.id === a.actor.id)) return null;
    const id = ulid(now.getTime());
    const base = current ?? {
      type: 'notification' as const,
      kind: a.kind,
      groupKey: a.group,
      recipientId: a.recipientId,
      postId: a.postId,
      commentId: a.commentId,
      postAuthorId: a.postAuthorId,
      ...(a.alertShowId ? { showId: a.alertShowId } : {}),
      actorCount: 0,
      actors: [],
      read: true,
      windowStart: now.toISOString(),
    };
    const next: NotificationItem = {
      ...base,
      ...notificationKey(a.recipientId, id),
      id,
      // A comment group names its latest comment (a Pop group's comment never changes).
      commentId: a.commentId ?? base.commentId,
      actorCount: base.actorCount + 1,
      actors: [a.actor, ...base.actors.filter((x) => x.id !== a.actor.id)].slice(0, NOTIFICATION_ACTORS_KEPT),
      read: false,
      createdAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + NOTIFICATION_RETENTION_DAYS * 24 * 3600,
    };
    const version = group?.version ?? 0;
    // The counter moves only when a notification turns unread: a new one, or a read one moved up.
    const movesCounter = !current || current.read;
    const source: SourceItem | null = a.source
      ? {
          ...sourceKey(a.source),
          recipientId: a.recipientId,
          groupKey: a.group,
          actorId: a.actor.id,
          windowStart: next.windowStart,
        }
      : null;
    const items = [
      ...(source
        ? [
            {
              Put: {
                TableName: db.table,
                Item: { ...source, type: 'notification-source' },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ]
        : []),
      {
        Put: {
          TableName: db.table,
          Item: {
            ...groupKey(a.recipientId, a.group),
            type: 'notification-group',
            notificationId: id,
            windowStart: next.windowStart,
            version: version + 1,
          },
          ConditionExpression: group ? 'version = :v' : 'attribute_not_exists(PK)',
          ...(group ? { ExpressionAttributeValues: { ':v': version } } : {}),
        },
      },
      // The window closed: its notification stays where it is, found again through this pointer.
      ...(group && !open
        ? [
            {
              Put: {
                TableName: db.table,
                Item: {
                  ...windowKey(a.recipientId, a.group, group.windowStart),
                  type: 'notification-window',
                  notificationId: group.notificationId,
                  windowStart: group.windowStart,
                  version: 0,
                  expiresAt: windowExpiresAt(group.windowStart),
                },
              },
            },
          ]
        : []),
      ...(current
        ? [
            {
              Delete: {
                TableName: db.table,
                Key: notificationKey(a.recipientId, current.id),
                ConditionExpression: '#read = :was',
                ExpressionAttributeNames: { '#read': 'read' },
                ExpressionAttributeValues: { ':was': current.read },
              },
            },
          ]
        : []),
      { Put: { TableName: db.table, Item: next } },
      ...(movesCounter
        ? [
            {
              Update: {
                TableName: db.table,
                Key: userKey(a.recipientId),
                ConditionExpression: 'attribute_exists(PK)',
                UpdateExpression: 'ADD unreadNotifications :one',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ]
        : []),
    ];
    try {
      await transactWrite(db, items);
      return next;
    } catch (err) {
      if (source && conditionFailedAt(err, 0)) return null;
      // The recipient's profile is gone (a deleted account): nobody to tell, nothing to retry.
      if (movesCounter && conditionFailedAt(err, items.length - 1)) return null;
      if (!isConflict(err)) throw err;
      // The group moved, or the notification was read meanwhile: read again and retry.
      await backoff(Math.min(attempt + 1, 6));
    }
  }
  throw new Error(`Notification group ${a.group} of ${a.recipientId} kept changing`);
}

/**
 * Where a source was counted: the group's pointer when it was counted in the current window, else
 * the pointer of the closed window it was counted in. A marker from before windows were kept
 * names no window: it is taken out of the current notification when that one lists the actor,
 * else nowhere (its notification expires on its own).
 */
export function holderOf(
  counted: Pick<SourceItem, 'recipientId' | 'groupKey' | 'actorId' | 'windowStart'>,
  group: Pick<GroupItem, 'windowStart'> | null,
  current: Pick<NotificationItem, 'actors'> | null,
): { PK: string; SK: string } | null {
  const inCurrent = counted.windowStart
    ? group?.windowStart === counted.windowStart
    : Boolean(current?.actors.some((x) => x.id === counted.actorId));
  if (inCurrent) return groupKey(counted.recipientId, counted.groupKey);
  return counted.windowStart ? windowKey(counted.recipientId, counted.groupKey, counted.windowStart) : null;
}

/**
 * Takes an undone activity (an unfollow, a Pop taken back, a deleted comment) out of the
 * notification it was counted in, whichever window that was; the last one out removes the
 * notification and its pointer. Returns whether anything changed.
 */
export async function removeActivity(db: Db, source: string): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const counted = await getItem<SourceItem>(db, sourceKey(source));
    if (!counted) return false;
    const deleteSource = {
      Delete: { TableName: db.table, Key: sourceKey(source), ConditionExpression: 'attribute_exists(PK)' },
    };
    const group = await getItem<GroupItem>(db, groupKey(counted.recipientId, counted.groupKey));
    const newest = group
      ? await getItem<NotificationItem>(db, notificationKey(counted.recipientId, group.notificationId))
      : null;
    const at = holderOf(counted, group, newest);
    let holder: GroupItem | null = null;
    let current: NotificationItem | null = null;
    if (at && group && at.SK === group.SK) {
      holder = group;
      current = newest;
    } else if (at) {
      holder = await getItem<GroupItem>(db, at);
      current = holder
        ? await getItem<NotificationItem>(db, notificationKey(counted.recipientId, holder.notificationId))
        : null;
    }
    let items: Parameters<typeof transactWrite>[1];
    if (!at || !holder || !current) {
      items = [deleteSource];
    } else {
      const guardHolder = {
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': holder.version },
      };
      const guardRead = {
        ConditionExpression: '#read = :was',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':was': current.read },
      };
      items =
        current.actorCount <= 1
          ? [
              deleteSource,
              { Delete: { TableName: db.table, Key: at, ...guardHolder } },
              {
                Delete: {
                  TableName: db.table,
                  Key: notificationKey(counted.recipientId, current.id),
                  ...guardRead,
                },
              },
              ...(current.read
                ? []
                : [
                    {
                      Update: {
                        TableName: db.table,
                        Key: userKey(counted.recipientId),
                        ConditionExpression: 'attribute_exists(PK)',
                        UpdateExpression: 'ADD unreadNotifications :minus',
                        ExpressionAttributeValues: { ':minus': -1 },
                      },
                    },
                  ]),
            ]
          : [
              deleteSource,
              {
                Update: {
                  TableName: db.table,
                  Key: at,
                  UpdateExpression: 'SET version = :next',
                  ...guardHolder,
                  ExpressionAttributeValues: { ':v': holder.version, ':next': holder.version + 1 },
                },
              },
              {
                Put: {
                  TableName: db.table,
                  Item: {
                    ...current,
                    actorCount: current.actorCount - 1,
                    actors: current.actors.filter((x) => x.id !== counted.actorId),
                  },
                  ...guardRead,
                },
              },
            ];
    }
    try {
      await transactWrite(db, items);
      return true;
    } catch (err) {
      if (conditionFailedAt(err, 0)) return false;
      if (!isConflict(err)) throw err;
      await backoff(Math.min(attempt + 1, 6));
    }
  }
  throw new Error(`Notification source ${source} kept changing`);
}
