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
      ProjectionExpression: 'postId, authorId',
    }),
  );
  return (res.Items ?? []) as EntityPostEntry[];
}
