/**
 * Posts tagged with catalogue entities.
 *
 *   ENTITYPOSTS#{entityId} / {postId}   a post tagged with the entity (written and deleted in the
 *                                       post's transaction), newest first, like TAG#{hashtag};
 *                                       `teen` when its author is a teen (docs/safety.md, "Teens")
 *   ELATEST#{entityId} / LATEST         a big entity's newest tagged post ids (`postIds`, newest
 *                                       first, capped): home feeds merge them at read time
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { backoff, batchGet, keyOf } from '../batch';
import type { Db } from '../client';
import { isConditionFailed } from '../client';
import { KEYS } from '../keys';
import { newestFirst, type Page } from '../page';

export interface EntityPostEntry {
  postId: string;
  authorId: string;
  /** All the post's tags (fixed at creation), so a page hydrates its entities in one BatchGet. */
  tags?: string[];
  /** Its author is a teen: shown to adults who follow them only (docs/safety.md, "Teens"). */
  teen?: true;
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
  ...(entry.teen ? { teen: true } : {}),
});
export const entityLatestKey = (entityId: string) => ({
  PK: `${KEYS.entityLatest.pk}${entityId}`,
  SK: KEYS.entityLatest.sk,
});

/** One page of an entity's tagged posts, newest first. `consistent` for background work. */
export async function entityPostsPage(
  db: Db,
  entityId: string,
  page: Page,
  consistent = false,
): Promise<EntityPostEntry[]> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      ...newestFirst('PK', 'SK', entityPostsPk(entityId), page),
      ProjectionExpression: 'postId, authorId, tags, teen',
      ConsistentRead: consistent,
    }),
  );
  return (res.Items ?? []) as EntityPostEntry[];
}

interface LatestItem {
  posts: EntityPostEntry[];
  version: number;
}

/**
 * The newest tagged posts of many (big) entities in ONE BatchGet (at most 100 keys), merged:
 * entries older than `before` only, newest first.
 */
export async function latestOfEntities(
  db: Db,
  entityIds: readonly string[],
  before?: string,
): Promise<EntityPostEntry[]> {
  if (!entityIds.length) return [];
  const found = await batchGet(
    db,
    entityIds.map((id) => entityLatestKey(id)),
  );
  const entries: EntityPostEntry[] = [];
  for (const id of entityIds) {
    const item = found.get(keyOf(entityLatestKey(id))) as LatestItem | undefined;
    for (const entry of item?.posts ?? []) if (!before || entry.postId < before) entries.push(entry);
  }
  return entries;
}

/**
 * Changes a big entity's newest-posts list (read, change, put conditioned on the version read;
 * retried with jittered backoff when another change landed first: the follows that make an entity
 * big all seed the list at once). `change` returns the new list, newest first.
 */
async function changeLatest(
  db: Db,
  entityId: string,
  change: (posts: EntityPostEntry[]) => EntityPostEntry[],
): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const res = await db.doc.send(
      new GetCommand({ TableName: db.table, Key: entityLatestKey(entityId), ConsistentRead: true }),
    );
    const item = res.Item as LatestItem | undefined;
    const posts = change(item?.posts ?? []);
    try {
      await db.doc.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            ...entityLatestKey(entityId),
            type: 'entity-latest',
            entityId,
            posts,
            version: (item?.version ?? 0) + 1,
          },
          ConditionExpression: item ? 'version = :v' : 'attribute_not_exists(PK)',
          ExpressionAttributeValues: item ? { ':v': item.version } : undefined,
        }),
      );
      return;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
      await backoff(attempt + 1);
    }
  }
  throw new Error(`ELATEST#${entityId} kept changing`);
}

/** Adds posts to a big entity's newest list (idempotent: an id already there is kept once), capped. */
export const addToLatest = (db: Db, entityId: string, entries: readonly EntityPostEntry[], cap: number) =>
  changeLatest(db, entityId, (posts) => {
    const byId = new Map(posts.map((p) => [p.postId, p]));
    for (const e of entries)
      byId.set(e.postId, {
        postId: e.postId,
        authorId: e.authorId,
        ...(e.tags?.length ? { tags: e.tags } : {}),
        ...(e.teen ? { teen: true as const } : {}),
      });
    return [...byId.values()].sort((a, b) => (a.postId < b.postId ? 1 : -1)).slice(0, cap);
  });

/** Drops a deleted post from a big entity's newest list. */
export const dropFromLatest = (db: Db, entityId: string, postId: string) =>
  changeLatest(db, entityId, (posts) => posts.filter((p) => p.postId !== postId));
