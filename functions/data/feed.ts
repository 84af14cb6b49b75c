/**
 * Home feed items, written by fan-out (domain/feed-fanout.ts: the feed-fanout and entity-feed stream
 * consumers) and, for the author's own feed, in the same transaction as the post.
 *
 *   FEED#{userId} / {postId}   a pointer to a post in a fan's feed (postId is a ULID: newest last)
 *
 * A feed page is one Query, newest first, from the `before` cursor (the last post id shown).
 * Every write is a Put or Delete of a deterministic key, so replaying a stream record is harmless.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import type { Db } from './client';
import type { FeedSource } from './feed-sources';
import { KEYS } from './keys';
import { newestFirst, type Page, queryPages } from './page';

export interface FeedEntry {
  postId: string;
  authorId: string;
  /** The post's tags (catalogue entity ids, fixed at creation): hydration reads their entities with the post. */
  tags?: string[];
  /** Set on a pointer fanned out because the fan follows this entity (an unfollow prunes only those). */
  viaEntity?: string;
}

/** The partition holding a fan's feed pointers. */
export const feedPk = (userId: string) => `${KEYS.feedItem.pk}${userId}`;
export const feedKey = (userId: string, postId: string) => ({ PK: feedPk(userId), SK: postId });

export const feedItem = (userId: string, entry: FeedEntry) => ({
  ...feedKey(userId, entry.postId),
  type: 'feed' as const,
  postId: entry.postId,
  authorId: entry.authorId,
  ...(entry.tags?.length ? { tags: entry.tags } : {}),
  ...(entry.viaEntity ? { viaEntity: entry.viaEntity } : {}),
});

/** One page of a fan's feed: pointers, newest first. */
export async function feedPage(db: Db, userId: string, page: Page): Promise<FeedEntry[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      ...newestFirst('PK', 'SK', feedPk(userId), page),
      ProjectionExpression: 'postId, authorId, tags',
    }),
  );
  return (res.Items ?? []) as FeedEntry[];
}

/** Puts one post into many feeds (fan-out on write). */
export const addPostToFeeds = (db: Db, userIds: readonly string[], entry: FeedEntry) =>
  batchWrite(
    db,
    userIds.map((userId) => ({ put: feedItem(userId, entry) })),
  );

/** Removes one post from many feeds. */
export const removePostFromFeeds = (db: Db, userIds: readonly string[], postId: string) =>
  batchWrite(
    db,
    userIds.map((userId) => ({ delete: feedKey(userId, postId) })),
  );

/** Puts many posts into one feed (backfill after a follow). */
export const addPostsToFeed = (db: Db, userId: string, entries: readonly FeedEntry[]) =>
  batchWrite(
    db,
    entries.map((entry) => ({ put: feedItem(userId, entry) })),
  );

/** Removes many posts from one feed (prune after an unfollow, dangling pointers). */
export const removePostsFromFeed = (db: Db, userId: string, postIds: readonly string[]) =>
  batchWrite(
    db,
    postIds.map((postId) => ({ delete: feedKey(userId, postId) })),
  );

/**
 * Keeps a fan's feed to about its latest `window` pointers: reads the newest window + 100 keys and
 * deletes whatever lies past the window (at most 100 per call; repeated trims converge). Returns
 * how many pointers it removed.
 */
export async function trimFeed(db: Db, userId: string, window: number): Promise<number> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': feedPk(userId) },
      ProjectionExpression: 'SK',
      ScanIndexForward: false,
      Limit: window + 100,
    }),
  );
  const beyond = (res.Items ?? []).slice(window).map((item) => item.SK as string);
  if (beyond.length) await removePostsFromFeed(db, userId, beyond);
  return beyond.length;
}

/**
 * The pointers in a fan's feed that came from a source, page by page (prune after an unfollow): an
 * author's posts, or those fanned out because the fan follows an entity (`viaEntity`).
 */
export function pointerPagesFrom(db: Db, userId: string, source: FeedSource): AsyncGenerator<FeedEntry[]> {
  return queryPages(
    db,
    {
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: source.type === 'author' ? 'authorId = :source' : 'viaEntity = :source',
      ExpressionAttributeValues: { ':pk': feedPk(userId), ':source': source.id },
      ProjectionExpression: 'postId, authorId',
    },
    (item) => item as unknown as FeedEntry,
  );
}
