/**
 * Mention notifications (the mention-notifications consumer on the live lane). A post's INSERT and
 * MODIFY and a comment's INSERT compare the mentions of the item's old and new images: each fan
 * newly mentioned is told once (the notification's source marker, `mention:{post|comment}:{id}:
 * {userId}`, makes a replayed record or an edit that keeps the mention count nothing again). The
 * author is never told of their own mention; the mentioned fan's "Who can mention me" is asked in
 * mayNotifyMention; their blocks, mutes and muted words by notify() (domain/notifications.ts
 * `shownTo`), as for every kind: a mention in a comment on the post of a fan they blocked tells them
 * nothing (they could not open it). Deleting the post or comment takes its mention notifications
 * back. Mentions of one post and its comments group together.
 */
import type { Mention } from '../../shared/mentions';
import type { Db } from '../data/client';
import { isFollowing } from '../data/follow';
import { mentionSource } from '../data/notification';
import { removeActivity } from '../data/notification-groups';
import { getPost } from '../data/post';
import type { StreamRecord } from '../data/record';
import { getUserById } from '../data/user';
import { actorOf, type NotifyDeps, notify } from './notifications';
import { showCandidateOf, showOfComment } from './spoilers/shield';

/**
 * Whether `authorId` mentioning `target` may notify them: not themself, the target exists and is
 * not banned, and their "Who can mention me" lets the author (following: only fans they follow).
 * (Blocks and mutes: notify() skips an actor the target's filter hides.)
 */
export async function mayNotifyMention(db: Db, authorId: string, target: Mention): Promise<boolean> {
  if (target.userId === authorId) return false;
  const fan = await getUserById(db, target.userId, true);
  if (!fan || fan.banned) return false;
  if ((fan.mentionPolicy ?? 'everyone') === 'following')
    return isFollowing(db, target.userId, authorId, true);
  return true;
}

const sourceOf = mentionSource;

const mentionsOf = (item: { mentions?: Mention[] } | undefined): Mention[] => item?.mentions ?? [];

export async function handleMentionChange(deps: NotifyDeps, r: StreamRecord): Promise<void> {
  if (r.item !== 'post' && r.item !== 'comment') return;
  const itemId = r.item === 'post' ? r.ids.postId : r.ids.commentId;
  if (r.event === 'REMOVE') {
    for (const m of mentionsOf(r.before)) await removeActivity(deps.db, sourceOf(r.item, itemId, m.userId));
    return;
  }
  if (r.event === 'MODIFY' && r.item !== 'post') return;
  const after = r.after;
  if (!after) return;
  const before = new Set(mentionsOf(r.event === 'MODIFY' ? r.before : undefined).map((m) => m.userId));
  const added = mentionsOf(after).filter((m) => !before.has(m.userId) && m.userId !== after.authorId);
  if (!added.length) return;
  const author = await getUserById(deps.db, after.authorId);
  if (!author || author.banned) return;
  const postId = r.item === 'post' ? r.ids.postId : (r.after?.postId ?? '');
  // The thread the mention leads into: its post's author (the comment's post, read once).
  const post = r.item === 'post' ? null : await getPost(deps.db, postId, true);
  const postAuthorId = r.item === 'post' ? after.authorId : post?.authorId;
  if (!postAuthorId) return;
  // The show the mentioning text is about (Spoiler Guard: notify() tells a protected fan nothing of it).
  const showId =
    r.item === 'post'
      ? showCandidateOf(after as { tags?: string[] })
      : showOfComment(after, post ? showCandidateOf(post) : null);
  for (const target of added) {
    if (!(await mayNotifyMention(deps.db, author.id, target))) continue;
    await notify(deps, {
      recipientId: target.userId,
      kind: 'mention',
      group: `mention:${postId}`,
      source: sourceOf(r.item, itemId, target.userId),
      actor: actorOf(author),
      postId,
      commentId: r.item === 'comment' ? itemId : null,
      postAuthorId,
      text: { authorId: after.authorId, content: after.content },
      showId,
    });
  }
}
