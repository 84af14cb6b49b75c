/**
 * What hangs off a deleted post or comment is removed: a post's Pops and comments, a comment's
 * Pops. Deleting a comment here produces its own REMOVE record, which sweeps the comment's Pops.
 * Deletes of keys that are already gone are harmless, so replays are safe.
 */
import { batchWrite } from '../data/batch';
import type { Db } from '../data/client';
import { COMMENT_PK_PREFIX, commentIdPagesOfPost, commentKey } from '../data/comment';
import { type PopTarget, popKeyPages } from '../data/pop';
import { POST_PK_PREFIX, postKey } from '../data/post';
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
      ids.map((id) => ({ delete: commentKey(id) })),
    );
}

export async function onCommentRemoved(db: Db, commentId: string): Promise<void> {
  await removePops(db, commentKey(commentId));
}

export async function handleCascadeChange(db: Db, change: ChangeRecord): Promise<void> {
  if (change.eventName !== 'REMOVE') return;
  const { PK, SK } = change.keys;
  if (PK.startsWith(POST_PK_PREFIX) && SK === 'POST')
    return onPostRemoved(db, PK.slice(POST_PK_PREFIX.length));
  if (PK.startsWith(COMMENT_PK_PREFIX) && SK === 'COMMENT')
    return onCommentRemoved(db, PK.slice(COMMENT_PK_PREFIX.length));
}
