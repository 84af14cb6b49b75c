/**
 * What hangs off a deleted post or comment is removed: a post's Pops and comments, a comment's
 * Pops, one page at a time (domain/work.ts). Deleting a comment here produces its own REMOVE
 * record, which sweeps the comment's Pops. Deletes of keys already gone are harmless, so replays
 * are safe.
 */
import { batchWrite } from '../data/batch';
import { authorCommentKey, parseCommentKey } from '../data/comment';
import { parsePostKey } from '../data/post';
import type { ChangeRecord } from '../lib/stream';
import { startWork, type WorkDeps } from './work';

export async function onPostRemoved(deps: WorkDeps, postId: string): Promise<void> {
  await startWork(deps, 'cascade-pops', { target: 'post', id: postId });
  await startWork(deps, 'cascade-comments', { postId });
}

export const onCommentRemoved = (deps: WorkDeps, commentId: string) =>
  startWork(deps, 'cascade-pops', { target: 'comment', id: commentId });

export async function handleCascadeChange(deps: WorkDeps, change: ChangeRecord): Promise<void> {
  if (change.eventName !== 'REMOVE') return;
  const post = parsePostKey(change.keys);
  if (post) return onPostRemoved(deps, post.postId);
  const comment = parseCommentKey(change.keys);
  if (!comment) return;
  // Swept with its post: its author's index entry goes too (their own delete removes it at once).
  const authorId = change.oldImage?.authorId;
  if (typeof authorId === 'string')
    await batchWrite(deps.db, [{ delete: authorCommentKey(authorId, comment.commentId) }]);
  await onCommentRemoved(deps, comment.commentId);
}
