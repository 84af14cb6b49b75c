/**
 * Notifications: a follow, a Pop on your post or comment, a comment on your post tell the fan acted
 * upon (never the actor about their own action). They are made by the notifications consumer on the
 * live lane from the table's stream and pushed over the live channel in that same invocation;
 * undoing the action takes it back out. Grouping and the unread counter: data/notification.ts.
 */
import { API_ERRORS } from '../../shared/messages';
import { MENTION_TEXTS } from '../../shared/messages-controls';
import type { MutedWordsMatcher } from '../../shared/muted-words';
import type { Notification, NotificationActor, WsServerMessage } from '../../shared/schemas/notifications';
import { batchGet, keyOf } from '../data/batch';
import type { Db } from '../data/client';
import { type CommentItem, commentKey, getComment } from '../data/comment';
import {
  type Activity,
  addActivity,
  getNotification,
  markRead,
  type NotificationItem,
  notificationsPage,
  removeActivity,
  unreadNotificationIds,
} from '../data/notification';
import type { Page } from '../data/page';
import { getPost, type PostItem, postKey } from '../data/post';
import type { RecordOf, StreamRecord } from '../data/record';
import { getUserById, type UserItem } from '../data/user';
import { notFound } from '../lib/errors';
import { logger } from '../lib/observability';
import { loadViewerFilter, type ViewerFilter } from './filters';
import { hidesText, mutedWordsOf } from './muted-words';

export const NOTIFICATION_TEXTS = {
  follow: (who: string, others: number) =>
    others
      ? `${who} and ${others} ${others === 1 ? 'other' : 'others'} followed you`
      : `${who} started following you`,
  popPost: (who: string, others: number) =>
    `${who}${others ? ` and ${others} ${others === 1 ? 'other' : 'others'}` : ''} popped your post`,
  popComment: (who: string, others: number) =>
    `${who}${others ? ` and ${others} ${others === 1 ? 'other' : 'others'}` : ''} popped your comment`,
  comment: (who: string, others: number) =>
    `${who}${others ? ` and ${others} ${others === 1 ? 'other' : 'others'}` : ''} commented on your post`,
} as const;

/** The message of a (grouped) notification: the latest actor and how many others. */
export function messageOf(n: Pick<NotificationItem, 'kind' | 'actors' | 'actorCount' | 'commentId'>): string {
  const who = n.actors[0]?.displayName || 'A fan';
  const others = Math.max(0, n.actorCount - 1);
  if (n.kind === 'follow') return NOTIFICATION_TEXTS.follow(who, others);
  if (n.kind === 'comment') return NOTIFICATION_TEXTS.comment(who, others);
  if (n.kind === 'mention') return MENTION_TEXTS.mentioned(who, others);
  return n.commentId ? NOTIFICATION_TEXTS.popComment(who, others) : NOTIFICATION_TEXTS.popPost(who, others);
}

export function toNotification(n: NotificationItem): Notification {
  return {
    id: n.id,
    type: n.kind,
    message: messageOf(n),
    read: n.read,
    createdAt: n.createdAt,
    postId: n.postId,
    fromUserId: n.actors[0]?.id ?? null,
    actorCount: n.actorCount,
    actors: n.actors,
  };
}

export const actorOf = (u: UserItem): NotificationActor => ({
  id: u.id,
  displayName: u.displayName,
  handle: u.handle,
  profileImageUrl: u.profileImageUrl,
});

export interface NotifyDeps {
  db: Db;
  /** Pushes a message to every live connection of a fan (realtime/send.ts). */
  push: (userId: string, message: WsServerMessage) => Promise<unknown>;
  now?: () => Date;
}

/** The source key a follow, Pop or comment is counted under (no lookups: the target may be gone). */
function sourceOf(r: RecordOf<'follow' | 'pop' | 'comment'>): string {
  if (r.entity === 'follow') return `follow:${r.ids.followerId}:${r.ids.followedId}`;
  if (r.entity === 'pop')
    return 'postId' in r.ids
      ? `pop:post:${r.ids.postId}:${r.ids.userId}`
      : `pop:comment:${r.ids.commentId}:${r.ids.userId}`;
  return `comment:${r.ids.commentId}`;
}

/** What an INSERT is about: who did it, to whom, in which group; null when it tells nobody. */
async function activityOf(
  db: Db,
  r: StreamRecord,
): Promise<(Omit<Activity, 'actor'> & { actorId: string }) | null> {
  if (r.entity === 'follow')
    return {
      recipientId: r.ids.followedId,
      actorId: r.ids.followerId,
      kind: 'follow',
      group: 'follow',
      source: sourceOf(r),
      postId: null,
      commentId: null,
    };
  if (r.entity === 'pop') {
    if ('postId' in r.ids) {
      const post = await getPost(db, r.ids.postId, true);
      if (!post) return null;
      return {
        recipientId: post.authorId,
        actorId: r.ids.userId,
        kind: 'pop',
        group: `pop:post:${post.id}`,
        source: sourceOf(r),
        postId: post.id,
        commentId: null,
      };
    }
    const comment = await getComment(db, r.ids.commentId, true);
    if (!comment) return null;
    return {
      recipientId: comment.authorId,
      actorId: r.ids.userId,
      kind: 'pop',
      group: `pop:comment:${comment.id}`,
      source: sourceOf(r),
      postId: comment.postId,
      commentId: comment.id,
    };
  }
  const commented = r.entity === 'comment' ? r.after : undefined;
  if (r.entity === 'comment' && commented?.postId && commented.authorId) {
    const post = await getPost(db, commented.postId, true);
    if (!post) return null;
    return {
      recipientId: post.authorId,
      actorId: commented.authorId,
      kind: 'comment',
      group: `comment:${post.id}`,
      source: sourceOf(r),
      postId: post.id,
      // The latest comment of the group (what the reader's muted words are checked against).
      commentId: r.ids.commentId,
    };
  }
  return null;
}

/** The live lane's notifications consumer: store, then push in the same invocation. */
export async function handleNotificationChange(deps: NotifyDeps, r: StreamRecord): Promise<void> {
  if (r.entity !== 'follow' && r.entity !== 'pop' && r.entity !== 'comment') return;
  if (r.event === 'REMOVE') {
    await removeActivity(deps.db, sourceOf(r));
    return;
  }
  if (r.event !== 'INSERT') return;
  const activity = await activityOf(deps.db, r);
  if (!activity || activity.actorId === activity.recipientId) return;
  const actor = await getUserById(deps.db, activity.actorId);
  if (!actor) return;
  await notify(deps, { ...activity, actor: actorOf(actor) });
}

/**
 * Counts an activity in its group's notification and pushes the notification to the recipient's
 * live connections; a replayed source counts and pushes nothing. An actor the recipient's filter
 * hides (blocked either way, muted) makes no notification at all, so nothing counts towards the
 * unread badge either; notifications stored before a block or a mute are left out when read.
 */
export async function notify(deps: NotifyDeps, activity: Activity): Promise<void> {
  const filter = await loadViewerFilter(deps.db, activity.recipientId, deps.now?.());
  if (filter.hidesUser(activity.actor.id)) return;
  const stored = await addActivity(deps.db, activity, deps.now?.());
  if (!stored) return;
  const notification = toNotification(stored);
  try {
    await deps.push(activity.recipientId, {
      type: 'notification',
      data: { type: notification.type, message: notification.message, notification },
    });
  } catch (error) {
    // The notification is stored: the fan sees it on the next poll even if this push failed.
    logger.warn('Live push failed', { error, recipientId: activity.recipientId });
  }
}

/**
 * A notification without the actors the viewer's filter hides (blocked either way, muted): the
 * others stay and the message names the latest of them; none left, and it is left out.
 */
function withoutHidden(n: NotificationItem, filter: ViewerFilter): NotificationItem | null {
  const actors = n.actors.filter((a) => !filter.hidesUser(a.id));
  if (actors.length === n.actors.length) return n;
  if (!actors.length) return null;
  return {
    ...n,
    actors,
    actorCount: Math.max(actors.length, n.actorCount - (n.actors.length - actors.length)),
  };
}

/**
 * The notifications left once the viewer's muted words ('hide') have been applied to the text each
 * is about that someone else wrote: a comment notification's latest comment (a mention's post or
 * comment). Pops and follows are about the fan's own posts or nothing. One BatchGet, only for a fan
 * with live muted words.
 */
async function withoutMutedTexts(
  db: Db,
  viewerId: string,
  items: NotificationItem[],
  muted: MutedWordsMatcher | null,
): Promise<NotificationItem[]> {
  if (!muted) return items;
  const keyOfText = (n: NotificationItem) =>
    n.kind === 'pop' || n.kind === 'follow'
      ? null
      : n.commentId
        ? commentKey(n.commentId)
        : n.postId
          ? postKey(n.postId)
          : null;
  const keys = items.flatMap((n) => keyOfText(n) ?? []);
  const texts = keys.length ? await batchGet(db, keys) : new Map();
  return items.filter((n) => {
    const key = keyOfText(n);
    const text = key && (texts.get(keyOf(key)) as CommentItem | PostItem | undefined);
    return !(text && hidesText(muted, viewerId, text));
  });
}

/**
 * A fan's notifications, newest first, without those from fans their filter hides and those about a
 * text their muted words hide.
 */
export async function listNotifications(db: Db, userId: string, page: Page) {
  const [{ items, raw }, filter] = await Promise.all([
    notificationsPage(db, userId, page),
    loadViewerFilter(db, userId),
  ]);
  const last = raw[raw.length - 1];
  const shown = items.flatMap((n) => withoutHidden(n, filter) ?? []);
  return {
    notifications: (await withoutMutedTexts(db, userId, shown, mutedWordsOf(filter))).map(toNotification),
    nextCursor: raw.length >= page.limit && last ? last.id : undefined,
  };
}

/** Marks one of the fan's notifications read (reading it twice is fine; someone else's is not found). */
export async function readNotification(db: Db, userId: string, id: string): Promise<void> {
  if (await markRead(db, userId, id)) return;
  if (!(await getNotification(db, userId, id))) throw notFound(API_ERRORS.notificationNotFound);
}

/** Marks every unread notification of the fan read; returns how many changed. */
export async function readAllNotifications(db: Db, userId: string): Promise<number> {
  let changed = 0;
  for await (const ids of unreadNotificationIds(db, userId)) {
    for (let i = 0; i < ids.length; i += 10) {
      const results = await Promise.all(ids.slice(i, i + 10).map((id) => markRead(db, userId, id)));
      changed += results.filter(Boolean).length;
    }
  }
  return changed;
}
