/**
 * What hangs off a deleted post or comment is removed: a post's Pops and comments, a comment's
 * Pops, one page at a time (domain/work.ts). Deleting a comment here produces its own REMOVE
 * record, which sweeps the comment's Pops. Deletes of keys already gone are harmless, so replays
 * are safe.
 */
import { deleteSweptCommentEntries } from '../data/comment';
import type { StreamRecord } from '../data/record';
import { startWork, type WorkDeps } from './work';

export async function onPostRemoved(deps: WorkDeps, postId: string): Promise<void> {
  await startWork(deps, 'cascade-pops', { target: 'post', id: postId });
  await startWork(deps, 'cascade-comments', { postId });
}

export const onCommentRemoved = (deps: WorkDeps, commentId: string) =>
  startWork(deps, 'cascade-pops', { target: 'comment', id: commentId });

export async function handleCascadeChange(deps: WorkDeps, r: StreamRecord): Promise<void> {
  if (r.event !== 'REMOVE') return;
  if (r.item === 'post') return onPostRemoved(deps, r.ids.postId);
  if (r.item !== 'comment') return;
  // Swept with its post: its author's index entry goes too (their own delete removes it at once),
  // and so do its mention entries (data/mention.ts).
  const authorId = r.before?.authorId;
  await deleteSweptCommentEntries(
    deps.db,
    r.ids.commentId,
    typeof authorId === 'string' ? authorId : null,
    r.before?.mentions,
  );
  await onCommentRemoved(deps, r.ids.commentId);
}
