/**
 * Home feed fan-out on write, driven by the table's stream (derived lane). Every step is
 * idempotent (Puts and Deletes of deterministic keys, re-checks of the current state), so a record
 * delivered twice, or replayed after a partial batch failure, leaves the feeds as they should be.
 * Work that grows with a fan's followers runs one page at a time (domain/work.ts).
 *
 * - post INSERT: a pointer into each follower's feed (not for big accounts: merged at read time);
 * - post REMOVE: the pointers are removed again;
 * - follow INSERT: the author's recent posts are backfilled into the new follower's feed;
 * - follow REMOVE: the author's posts are pruned from the former follower's feed (bounded by the
 *   feed's window);
 * - a profile reaching the big-account threshold: marked, and its followers learn to merge it.
 */
import { FEED_BACKFILL_POSTS } from '../../shared/constants';
import type { Db } from '../data/client';
import { addPostsToFeed, feedPostIdPagesByAuthor, removePostsFromFeed } from '../data/feed';
import { isFollowing } from '../data/follow';
import { getPost, type PostItem, postsByAuthor } from '../data/post';
import type { StreamRecord } from '../data/record';
import { getUserById, markBigAccount, type UserItem } from '../data/user';
import { startWork } from './work';

export interface FanoutDeps {
  db: Db;
  /** Followers at which an author becomes a big account. */
  bigAccountFollowers: number;
  now?: () => Date;
}

export async function onPostCreated(deps: FanoutDeps, post: PostItem): Promise<void> {
  const { db } = deps;
  // Deleted since (a replay after the REMOVE): nothing to fan out.
  if (!(await getPost(db, post.id, true))) return;
  const author = await getUserById(db, post.authorId, true);
  if (!author || author.bigAccount) return;
  // Its tags ride along on the pointers (fixed at creation): a feed page hydrates them in its BatchGet.
  const subject: Record<string, string> = { postId: post.id, authorId: post.authorId };
  if (post.tags?.length) subject.tags = post.tags.join(',');
  await startWork(deps, 'fanout-add', subject);
}

export async function onPostDeleted(deps: FanoutDeps, post: PostItem): Promise<void> {
  const author = await getUserById(deps.db, post.authorId, true);
  // A big account's posts since it became one were never fanned out.
  const fannedOut = !author?.bigAccount || !author.bigAccountSince || post.createdAt < author.bigAccountSince;
  if (fannedOut) await startWork(deps, 'fanout-remove', { postId: post.id, authorId: post.authorId });
}

export async function onFollowed(deps: FanoutDeps, followerId: string, authorId: string): Promise<void> {
  const { db } = deps;
  if (!(await isFollowing(db, followerId, authorId, true))) return;
  const author = await getUserById(db, authorId, true);
  if (!author || author.bigAccount) return;
  // A consistent read: a post committed before this follow is never missed.
  const recent = await postsByAuthor(db, authorId, { limit: FEED_BACKFILL_POSTS }, true);
  await addPostsToFeed(db, followerId, recent);
}

export async function onUnfollowed(deps: FanoutDeps, followerId: string, authorId: string): Promise<void> {
  const { db } = deps;
  // Followed again since (a replay after the new INSERT): keep the feed.
  if (await isFollowing(db, followerId, authorId, true)) return;
  for await (const postIds of feedPostIdPagesByAuthor(db, followerId, authorId))
    await removePostsFromFeed(db, followerId, postIds);
}

export async function onProfileChanged(
  deps: FanoutDeps,
  before: UserItem | undefined,
  after: UserItem,
): Promise<void> {
  if (!after.bigAccount && after.followerCount >= deps.bigAccountFollowers) {
    // Its own MODIFY record (bigAccount false -> true) then tells the followers.
    await markBigAccount(deps.db, after.id, deps.now?.());
    return;
  }
  if (after.bigAccount && !before?.bigAccount) await startWork(deps, 'big-follows', { accountId: after.id });
}

/** Routes one stream record to its step. */
export async function handleFeedChange(deps: FanoutDeps, r: StreamRecord): Promise<void> {
  if (r.entity === 'post') {
    if (r.event === 'INSERT' && r.after) return onPostCreated(deps, r.after);
    if (r.event === 'REMOVE' && r.before) return onPostDeleted(deps, r.before);
    return;
  }
  if (r.entity === 'follow') {
    if (r.event === 'INSERT') return onFollowed(deps, r.ids.followerId, r.ids.followedId);
    if (r.event === 'REMOVE') return onUnfollowed(deps, r.ids.followerId, r.ids.followedId);
    return;
  }
  if (r.entity === 'user' && r.event === 'MODIFY' && r.after)
    return onProfileChanged(deps, r.before, r.after);
}
