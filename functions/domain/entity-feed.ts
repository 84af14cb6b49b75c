/**
 * Posts tagged with catalogue entities in fans' home feeds (issue 28, docs/wrestling.md "Home
 * feed"), driven by the table's stream (derived lane), idempotent like feed-fanout:
 *
 * - a tagged post INSERT (each of its tags): a small entity's followers get a feed pointer
 *   remembering the entity (`viaEntity`), one page of followers at a time (paged work); a big
 *   entity (`big`) is not fanned out: its ELATEST# list gains the post, and feeds merge it at read
 *   time (domain/posts.ts readFeed);
 * - its REMOVE (the post was deleted): the pointers go again, the id leaves ELATEST#;
 * - an entity follow INSERT: a few recent tagged posts are backfilled (small entities); REMOVE:
 *   the pointers that came from that entity are pruned (not those of an author the fan follows);
 * - an entity reaching ENTITY_BIG_FOLLOWERS (seen on a follow): marked big (its ELATEST# seeded),
 *   then its followers' `bigEntityFollows` learn it, one page at a time.
 *
 * It reacts to the post item (its `tags`) rather than the ENTITYPOSTS# entries, and to follow edges
 * rather than entity MODIFYs: the derived lane's event source has no filter pattern to spare.
 *
 * A pointer of a post the fan gets both from an author and an entity is one item (FEED#/{postId}):
 * the post shows once.
 */
import { ENTITY_LATEST_POSTS, FEED_BACKFILL_POSTS } from '../../shared/constants';
import { batchGet, keyOf } from '../data/batch';
import { getEntity } from '../data/catalogue/entities';
import {
  addToLatest,
  dropFromLatest,
  type EntityPostEntry,
  entityPostsPage,
  markBigEntity,
} from '../data/catalogue/entity-posts';
import type { EntityItem } from '../data/catalogue/items';
import type { Db } from '../data/client';
import { isFollowingEntity } from '../data/entity-follow';
import { addPostsToFeed, removePostsFromFeed, viaEntityPostIdPages } from '../data/feed';
import { followKey, followKeys } from '../data/follow';
import { getPost, type PostItem } from '../data/post';
import type { StreamRecord } from '../data/record';
import { getUserById } from '../data/user';
import { startWork } from './work';

export interface EntityFeedDeps {
  db: Db;
  /** Followers at which an entity becomes big. */
  bigEntityFollowers: number;
  now?: () => Date;
}

const subjectOf = (entityId: string, entry: EntityPostEntry): Record<string, string> => {
  const subject: Record<string, string> = { entityId, postId: entry.postId, authorId: entry.authorId };
  if (entry.tags?.length) subject.tags = entry.tags.join(',');
  // A teen's post goes to the entity's teen followers only (domain/work.ts; docs/safety.md, "Teens").
  if (entry.teen) subject.teen = '1';
  return subject;
};

export async function onEntityPostAdded(deps: EntityFeedDeps, entityId: string, entry: EntityPostEntry) {
  const { db } = deps;
  // Deleted since (a replay after the REMOVE): nothing to add.
  if (!(await getPost(db, entry.postId, true))) return;
  const entity = await getEntity(db, entityId, true);
  if (!entity) return;
  if (entity.big) return addToLatest(db, entityId, [entry], ENTITY_LATEST_POSTS);
  await startWork(deps, 'entity-fanout-add', subjectOf(entityId, entry));
}

export async function onEntityPostRemoved(deps: EntityFeedDeps, entityId: string, entry: EntityPostEntry) {
  const entity = await getEntity(deps.db, entityId, true);
  if (entity?.big) await dropFromLatest(deps.db, entityId, entry.postId);
  // Pointers written before it became big (or while it was small) go too.
  await startWork(deps, 'entity-fanout-remove', { entityId, postId: entry.postId });
}

export async function onEntityFollowed(deps: EntityFeedDeps, userId: string, entityId: string) {
  const { db } = deps;
  if (!(await isFollowingEntity(db, userId, entityId, true))) return;
  const entity = await getEntity(db, entityId, true);
  if (!entity) return;
  await becomeBigIfDue(deps, entity);
  // A big entity is merged at read time (its id is on the fan's profile).
  if (entity.big || entity.followerCount >= deps.bigEntityFollowers) return;
  const page = await entityPostsPage(db, entityId, { limit: FEED_BACKFILL_POSTS }, true);
  // Teens' posts are backfilled for a teen only (one read of the fan, when there are any).
  const recent =
    page.some((e) => e.teen) && (await getUserById(db, userId, true))?.ageBand !== 'teen'
      ? page.filter((e) => !e.teen)
      : page;
  await addPostsToFeed(
    db,
    userId,
    recent.map(({ teen: _teen, ...entry }) => ({ ...entry, viaEntity: entityId })),
  );
}

export async function onEntityUnfollowed(deps: EntityFeedDeps, userId: string, entityId: string) {
  const { db } = deps;
  // Followed again since (a replay after the new INSERT): keep the feed.
  if (await isFollowingEntity(db, userId, entityId, true)) return;
  for await (const entries of viaEntityPostIdPages(db, userId, entityId)) {
    // A post by an author the fan follows stays: it is in the feed for them too.
    const authors = [...new Set(entries.map((e) => e.authorId).filter((a) => a !== userId))];
    const follows = await batchGet(db, followKeys(userId, authors));
    const prune = entries.filter(
      (e) => e.authorId !== userId && !follows.has(keyOf(followKey(userId, e.authorId))),
    );
    if (prune.length)
      await removePostsFromFeed(
        db,
        userId,
        prune.map((e) => e.postId),
      );
  }
}

/**
 * An entity whose followers reached the threshold (checked on each follow): its newest list is
 * seeded, it is marked big (once), and its followers learn to merge it, one page at a time.
 */
export async function becomeBigIfDue(deps: EntityFeedDeps, entity: EntityItem): Promise<void> {
  if (entity.big || entity.followerCount < deps.bigEntityFollowers) return;
  const { db } = deps;
  const recent = await entityPostsPage(db, entity.id, { limit: ENTITY_LATEST_POSTS }, true);
  await addToLatest(db, entity.id, recent, ENTITY_LATEST_POSTS);
  if (await markBigEntity(db, entity.id, deps.now?.()))
    await startWork(deps, 'entity-big-follows', { entityId: entity.id });
}

const entriesOf = (post: PostItem) =>
  (post.tags ?? []).map((entityId) => ({
    entityId,
    entry: {
      postId: post.id,
      authorId: post.authorId,
      tags: post.tags,
      ...(post.teen ? { teen: true } : {}),
    } as EntityPostEntry,
  }));

/** Routes one stream record to its step. */
export async function handleEntityFeedChange(deps: EntityFeedDeps, r: StreamRecord): Promise<void> {
  if (r.entity === 'post') {
    if (r.event === 'INSERT' && r.after?.tags?.length)
      for (const { entityId, entry } of entriesOf(r.after)) await onEntityPostAdded(deps, entityId, entry);
    if (r.event === 'REMOVE' && r.before?.tags?.length)
      for (const { entityId, entry } of entriesOf(r.before)) await onEntityPostRemoved(deps, entityId, entry);
    return;
  }
  if (r.entity === 'entityFollow') {
    if (r.event === 'INSERT') return onEntityFollowed(deps, r.ids.userId, r.ids.entityId);
    if (r.event === 'REMOVE') return onEntityUnfollowed(deps, r.ids.userId, r.ids.entityId);
    return;
  }
}
