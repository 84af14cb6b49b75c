/**
 * Notifications: a follow, a Pop on your post or comment, a comment on your post tell the fan acted
 * upon (never the actor about their own action). They are made by the notifications consumer on the
 * live lane from the table's stream and pushed over the live channel in that same invocation;
 * undoing the action takes it back out. Grouping and the unread counter: data/notification.ts.
 *
 * One rule decides what the recipient sees of a notification, on every path (`shownTo`, through
 * their Viewer, domain/viewer.ts): the list, the live push and the unread count. What it would hide
 * is never stored, counted or pushed; a block, mute or muted word made later marks what it now
 * hides read (`markHiddenRead`, on the controls item's change), so the badge never counts what the
 * list leaves out.
 */
import { API_ERRORS } from '../../shared/messages';
import { MENTION_TEXTS } from '../../shared/messages-controls';
import { PICK_TEXTS } from '../../shared/messages-ratings';
import { ROOM_TEXTS } from '../../shared/messages-rooms';
import { SPOILER_TEXTS } from '../../shared/messages-spoilers';
import type { MutedWordsMatcher } from '../../shared/muted-words';
import type { Notification, NotificationActor, WsServerMessage } from '../../shared/schemas/notifications';
import type { Db } from '../data/client';
import { getComment } from '../data/comment';
import { hidesMoreThan } from '../data/controls';
import { lookup } from '../data/lookup';
import {
  getNotification,
  markRead,
  NOTIFICATION_NAMES,
  type NotificationItem,
  notificationsPage,
  unreadNotificationIds,
  unreadNotifications,
} from '../data/notification';
import { type Activity, addActivity, removeActivity } from '../data/notification-groups';
import type { Page } from '../data/page';
import { getPost } from '../data/post';
import type { RecordOf, StreamRecord } from '../data/record';
import { getUserById, type UserItem } from '../data/user';
import { notFound } from '../lib/errors';
import { logger } from '../lib/observability';
import { hidesText, mutedWordsOf } from './muted-words';
import type { ShieldNote } from './spoilers/guard';
import { viewerGuard } from './spoilers/reads';
import { showCandidateOf, showOfComment } from './spoilers/shield';
import { loadViewer, type Viewer } from './viewer';
import type { ViewerControls } from './viewer-controls';

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
export function messageOf(
  n: Pick<NotificationItem, 'kind' | 'actors' | 'actorCount' | 'commentId' | 'picksRecord'>,
): string {
  const who = n.actors[0]?.displayName || 'A fan';
  const others = Math.max(0, n.actorCount - 1);
  if (n.kind === 'follow') return NOTIFICATION_TEXTS.follow(who, others);
  if (n.kind === 'comment') return NOTIFICATION_TEXTS.comment(who, others);
  if (n.kind === 'mention') return MENTION_TEXTS.mentioned(who, others);
  // Show-night alerts: the actor is the show, or the wrestlers in the ring (docs/rooms.md).
  if (n.kind === 'showStart') return ROOM_TEXTS.startsSoon(who);
  if (n.kind === 'inRing') return others ? ROOM_TEXTS.inRingMany(who, others) : ROOM_TEXTS.inRing(who);
  // "You went 5/7 at Raw": the actor is the show (docs/ratings.md).
  if (n.kind === 'picks')
    return n.picksRecord
      ? PICK_TEXTS.wentAt(n.picksRecord.correct, n.picksRecord.decided, who)
      : PICK_TEXTS.scoredAt(who);
  return n.commentId ? NOTIFICATION_TEXTS.popComment(who, others) : NOTIFICATION_TEXTS.popPost(who, others);
}

export function toNotification(n: NotificationItem): Notification {
  return {
    id: n.id,
    // "You went 5/7 at Raw" goes out as `other` with its show (shared/schemas/notifications.ts).
    type: n.kind === 'picks' ? 'other' : n.kind,
    message: messageOf(n),
    read: n.read,
    createdAt: n.createdAt,
    postId: n.postId,
    ...(n.showId ? { showId: n.showId } : {}),
    // A show-night alert's actor is no fan.
    fromUserId:
      n.kind === 'showStart' || n.kind === 'inRing' || n.kind === 'picks' ? null : (n.actors[0]?.id ?? null),
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

/** The text a notification is about that someone else wrote: a comment, or a mention's post or comment. */
export interface AboutText {
  authorId: string;
  content: string;
}

/** An activity to tell, with the text it is about (from the stream record: no read). */
export interface Told extends Activity {
  text: AboutText | null;
  /**
   * The show that text is about (a comment's own, else its post's; a post's first tag): Spoiler Guard
   * tells a recipient protected from it nothing of the text.
   */
  showId?: string | null;
}

export interface NotifyDeps {
  db: Db;
  /** Pushes a message to every live connection of a fan (realtime/send.ts). */
  push: (userId: string, message: WsServerMessage) => Promise<unknown>;
  now?: () => Date;
}

/** The source a follow, Pop or comment is counted under (no lookups: the target may be gone). */
function sourceOf(r: RecordOf<'follow' | 'pop' | 'comment'>): string {
  if (r.item === 'follow') return NOTIFICATION_NAMES.followSource(r.ids.followerId, r.ids.followedId);
  if (r.item === 'pop') return NOTIFICATION_NAMES.popSource(r.ids, r.ids.userId);
  return NOTIFICATION_NAMES.commentSource(r.ids.commentId);
}

/** What an INSERT is about: who did it, to whom, in which group; null when it tells nobody. */
async function activityOf(
  db: Db,
  r: StreamRecord,
): Promise<(Omit<Told, 'actor'> & { actorId: string }) | null> {
  if (r.item === 'follow')
    return {
      recipientId: r.ids.followedId,
      actorId: r.ids.followerId,
      kind: 'follow',
      group: NOTIFICATION_NAMES.followGroup,
      source: sourceOf(r),
      postId: null,
      commentId: null,
      postAuthorId: null,
      text: null,
    };
  if (r.item === 'pop') {
    if ('postId' in r.ids) {
      const post = await getPost(db, r.ids.postId, true);
      if (!post) return null;
      return {
        recipientId: post.authorId,
        actorId: r.ids.userId,
        kind: 'pop',
        group: NOTIFICATION_NAMES.popGroup({ postId: post.id }),
        source: sourceOf(r),
        postId: post.id,
        commentId: null,
        postAuthorId: post.authorId,
        text: null,
      };
    }
    const comment = await getComment(db, r.ids.commentId, true);
    if (!comment) return null;
    // The thread it leads to: the comment's post, whose author the recipient may have blocked since.
    const post = await getPost(db, comment.postId, true);
    if (!post) return null;
    return {
      recipientId: comment.authorId,
      actorId: r.ids.userId,
      kind: 'pop',
      group: NOTIFICATION_NAMES.popGroup({ commentId: comment.id }),
      source: sourceOf(r),
      postId: comment.postId,
      commentId: comment.id,
      postAuthorId: post.authorId,
      text: null,
    };
  }
  const commented = r.item === 'comment' ? r.after : undefined;
  if (r.item === 'comment' && commented?.postId && commented.authorId) {
    const post = await getPost(db, commented.postId, true);
    if (!post) return null;
    return {
      recipientId: post.authorId,
      actorId: commented.authorId,
      kind: 'comment',
      group: NOTIFICATION_NAMES.commentGroup(post.id),
      source: sourceOf(r),
      postId: post.id,
      // The latest comment of the group (what the reader's muted words are checked against).
      commentId: r.ids.commentId,
      postAuthorId: post.authorId,
      text: { authorId: commented.authorId, content: commented.content },
      showId: showOfComment(commented, showCandidateOf(post)),
    };
  }
  return null;
}

/** The live lane's notifications consumer: store, then push in the same invocation. */
export async function handleNotificationChange(deps: NotifyDeps, r: StreamRecord): Promise<void> {
  if (r.item !== 'follow' && r.item !== 'pop' && r.item !== 'comment') return;
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
 * Counts an activity in its group's notification and pushes the notification, as `shownTo` lets the
 * recipient see it, to their live connections; a replayed source counts and pushes nothing. An
 * activity the recipient would not be shown (its actor hidden by their filter, its thread's author
 * hidden, its text covered by a muted word they hide) is not stored at all, so nothing counts
 * towards the unread badge either.
 */
export async function notify(deps: NotifyDeps, told: Told): Promise<void> {
  const { text, showId, ...activity } = told;
  const viewer = await loadViewer(deps.db, activity.recipientId, deps.now?.());
  // No profile: a deleted account (nobody to tell).
  if (!viewer) return;
  const words = mutedWordsOf(viewer, deps.now?.());
  const probe = { actors: [activity.actor], actorCount: 1, postAuthorId: activity.postAuthorId };
  if (!shownTo(viewer, probe, text, words)) return;
  const stored = await addActivity(deps.db, activity, deps.now?.());
  // The group may hold actors the recipient blocked or muted since: the push leaves them out, as the list does.
  const shown = stored && shownTo(viewer, stored, text, words);
  if (!shown) return;
  // Spoiler Guard: a comment about a show the recipient is protected from is told without a word of it.
  const guard = text && showId ? await viewerGuard(deps.db, viewer, deps.now?.()) : null;
  const note = guard && text ? guard.shieldOf({ authorId: text.authorId, showId }) : null;
  await pushNotification(deps.push, activity.recipientId, guardedNotification(toNotification(shown), note));
}

/**
 * Pushes a stored notification over the live channel. The notification is stored: the fan sees it on
 * the next poll even if this push fails (logged, not thrown).
 */
export async function pushNotification(
  push: ((userId: string, message: WsServerMessage) => Promise<unknown>) | undefined,
  recipientId: string,
  notification: Notification,
): Promise<void> {
  try {
    await push?.(recipientId, {
      type: 'notification',
      data: { type: notification.type, message: notification.message, notification },
    });
  } catch (error) {
    logger.warn('Live push failed', { error, recipientId });
  }
}

/**
 * A notification as Spoiler Guard lets its recipient read it: about a text (a comment, a mention's
 * post or comment) on a show they are protected from (`note`), a comment's reads "New comment on your
 * post about Raw (hidden)"; a mention's says nothing of the text already. No notification carries text.
 * A show-night in-ring alert of a show the fan is protected from now names no wrestler.
 */
export function guardedNotification(n: Notification, note: ShieldNote | null): Notification {
  if (note && n.type === 'inRing')
    return { ...n, message: ROOM_TEXTS.inRingHidden(note.showName), actors: [], actorCount: 1 };
  if (note && n.type === 'other' && n.showId)
    return { ...n, message: PICK_TEXTS.scoredHidden(note.showName) };
  return note && n.type === 'comment' ? { ...n, message: SPOILER_TEXTS.commentHidden(note.showName) } : n;
}

type Shown = Pick<NotificationItem, 'actors' | 'actorCount' | 'postAuthorId'>;

/**
 * What the viewer sees of a notification, the one rule of the list, the live push and the unread
 * count: without the actors their filter hides (blocked either way, muted; the others stay and the
 * message names the latest of them); nothing when none is left, when it leads into a thread whose
 * author their filter hides (they could not open it), or when the text it is about (`text`, that
 * someone else wrote) mentions a word they hide.
 */
export function shownTo<N extends Shown>(
  viewer: ViewerControls,
  n: N,
  text: AboutText | null | undefined,
  words: MutedWordsMatcher | null,
): N | null {
  if (n.postAuthorId && n.postAuthorId !== viewer.id && viewer.hidesUser(n.postAuthorId)) return null;
  if (text && hidesText(words, viewer.id, text)) return null;
  const actors = n.actors.filter((a) => !viewer.hidesUser(a.id));
  if (actors.length === n.actors.length) return n;
  if (!actors.length) return null;
  return {
    ...n,
    actors,
    actorCount: Math.max(actors.length, n.actorCount - (n.actors.length - actors.length)),
  };
}

/** The text a notification is about that someone else wrote (pops and follows: none). */
const textOf = (n: NotificationItem): { commentId: string } | { postId: string } | null =>
  n.kind === 'pop' || n.kind === 'follow'
    ? null
    : n.commentId
      ? { commentId: n.commentId }
      : n.postId
        ? { postId: n.postId }
        : null;

/**
 * The texts some notifications are about, when the viewer has live muted words or Spoiler Guard
 * protects them from a show (one BatchGet; none otherwise: nothing to check them against). With the
 * guard, a comment's post joins the same BatchGet (the show a comment is about may be its post's).
 */
async function textsOf(
  db: Db,
  items: readonly NotificationItem[],
  words: MutedWordsMatcher | null,
  shows = false,
): Promise<{
  textOf: (n: NotificationItem) => AboutText | null;
  showOf: (n: NotificationItem) => string | null;
}> {
  const look = lookup();
  if (words || shows)
    for (const n of items) {
      const text = textOf(n);
      if (text && 'commentId' in text) look.want.comment(text.commentId);
      else if (text) look.want.post(text.postId);
      if (shows && text && 'commentId' in text && n.postId) look.want.post(n.postId);
    }
  await look.run(db);
  return {
    textOf: (n) => {
      const text = textOf(n);
      if (!text) return null;
      return ('commentId' in text ? look.comment(text.commentId) : look.post(text.postId)) ?? null;
    },
    showOf: (n) => {
      const text = textOf(n);
      if (!text) return null;
      if ('postId' in text) {
        const post = look.post(text.postId);
        return post ? showCandidateOf(post) : null;
      }
      const comment = look.comment(text.commentId);
      const post = n.postId ? look.post(n.postId) : undefined;
      return comment ? showOfComment(comment, post ? showCandidateOf(post) : null) : null;
    },
  };
}

/** A fan's notifications, newest first, as `shownTo` and Spoiler Guard let them see each. */
export async function listNotifications(db: Db, viewer: Viewer, page: Page) {
  const { items, raw } = await notificationsPage(db, viewer.id, page);
  const last = raw[raw.length - 1];
  const words = mutedWordsOf(viewer);
  const guard = await viewerGuard(db, viewer);
  const { textOf, showOf } = await textsOf(db, items, words, guard.shielded.size > 0);
  const noteOf = (n: NotificationItem) => {
    // An in-ring alert of a show the fan is protected from now (they said `later` since): who was in
    // the ring is a spoiler.
    if ((n.kind === 'inRing' || n.kind === 'picks') && n.showId) return guard.shielded.get(n.showId) ?? null;
    const text = guard.shielded.size ? textOf(n) : null;
    return text ? guard.shieldOf({ authorId: text.authorId, showId: showOf(n) }) : null;
  };
  return {
    notifications: items.flatMap((n) => {
      const shown = shownTo(viewer, n, textOf(n), words);
      return shown ? [guardedNotification(toNotification(shown), noteOf(n))] : [];
    }),
    nextCursor: raw.length >= page.limit && last ? last.id : undefined,
  };
}

/**
 * After the fan's filter changed (a block, a mute, a muted word): their unread notifications that
 * `shownTo` now hides are marked read, so the unread count is what the list shows. Returns how many.
 * (One Query page at a time; a mute that ends, or an unblock, brings them back read.)
 */
export async function markHiddenRead(db: Db, userId: string, now?: Date): Promise<number> {
  const viewer = await loadViewer(db, userId, now);
  if (!viewer) return 0;
  const words = mutedWordsOf(viewer, now);
  let changed = 0;
  for await (const page of unreadNotifications(db, userId)) {
    const { textOf } = await textsOf(db, page, words);
    for (const n of page)
      if (!shownTo(viewer, n, textOf(n), words) && (await markRead(db, userId, n.id))) changed++;
  }
  return changed;
}

/** The unread-recount consumer: a controls item that now hides more marks what it hides read. */
export async function handleFilterChange(db: Db, r: StreamRecord): Promise<void> {
  if (r.item !== 'viewerControls' || !hidesMoreThan(r.before, r.after)) return;
  await markHiddenRead(db, r.ids.userId);
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
