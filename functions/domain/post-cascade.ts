/**
 * What hangs off a deleted post or comment is removed: a post's Pops and comments, a comment's
 * Pops. Deleting a comment here produces its own REMOVE record, which sweeps the comment's Pops.
 * Deletes of keys that are already gone are harmless, so replays are safe.
 */
import { batchWrite } from '../data/batch';
import type { Db } from '../data/client';
import { commentIdPagesOfPost, commentKey, parseCommentKey, postCommentKey } from '../data/comment';
import { type PopTarget, popKeyPages } from '../data/pop';
import { parsePostKey, postKey } from '../data/post';
import type { ChangeRecord } from '../lib/stream';

async function removePops(db: Db, target: PopTarget): Promise<void> {
  for await (const keys of popKeyPages(db, target))
    await batchWrite(
      db,
      keys.map((key) => ({ delete: key })),
    );
}

export async function onPostRemoved(db: Db, postId: string): Promise<void> {
  await removePops(db, postKey(postId));
  for await (const ids of commentIdPagesOfPost(db, postId))
    await batchWrite(
      db,
      ids.flatMap((id) => [{ delete: commentKey(id) }, { delete: postCommentKey(postId, id) }]),
    );
}

export async function onCommentRemoved(db: Db, commentId: string): Promise<void> {
  await removePops(db, commentKey(commentId));
}

export async function handleCascadeChange(db: Db, change: ChangeRecord): Promise<void> {
  if (change.eventName !== 'REMOVE') return;
  const post = parsePostKey(change.keys);
  if (post) return onPostRemoved(db, post.postId);
  const comment = parseCommentKey(change.keys);
  if (comment) return onCommentRemoved(db, comment.commentId);
}
