/**
 * Posts tagged with catalogue entities.
 *
 *   ENTITYPOSTS#{entityId} / {postId}   a post tagged with the entity (written and deleted in the
 *                                       post's transaction), newest first, like TAG#{hashtag}
 *   ELATEST#{entityId} / LATEST         a big entity's newest tagged post ids (`postIds`, newest
 *                                       first, capped): home feeds merge them at read time
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';
import { KEYS } from './keys';
import { newestFirst, type Page } from './page';

export interface EntityPostEntry {
  postId: string;
  authorId: string;
  /** All the post's tags (fixed at creation), so a page hydrates its entities in one BatchGet. */
  tags?: string[];
}

export const entityPostsPk = (entityId: string) => `${KEYS.entityPost.pk}${entityId}`;
export const entityPostKey = (entityId: string, postId: string) => ({
  PK: entityPostsPk(entityId),
  SK: postId,
});
export const entityPostItem = (entityId: string, entry: EntityPostEntry) => ({
  ...entityPostKey(entityId, entry.postId),
  type: 'entity-post' as const,
  entityId,
  postId: entry.postId,
  authorId: entry.authorId,
  ...(entry.tags?.length ? { tags: entry.tags } : {}),
});
export const entityLatestKey = (entityId: string) => ({
  PK: `${KEYS.entityLatest.pk}${entityId}`,
  SK: KEYS.entityLatest.sk,
});

/** One page of an entity's tagged posts, newest first. */
export async function entityPostsPage(db: Db, entityId: string, page: Page): Promise<EntityPostEntry[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      ...newestFirst('PK', 'SK', entityPostsPk(entityId), page),
      ProjectionExpression: 'postId, authorId, tags',
    }),
  );
  return (res.Items ?? []) as EntityPostEntry[];
}
