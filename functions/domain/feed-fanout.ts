/**
 * Home feed fan-out on write: one machine for both kinds of feed source (data/feed-sources.ts), the
 * authors a fan follows and the catalogue entities they follow (a post comes from its author and
 * from each entity it is tagged with: docs/tags.md). Driven by the table's stream (derived lane)
 * through one consumer per kind of source (feed-fanout: authors; entity-feed: entities), so that
 * one failing never holds the other back. Every step is idempotent (Puts and Deletes of
 * deterministic keys, re-checks of the current state), so a record delivered twice, or replayed
 * after a partial batch failure, leaves the feeds as they should be. Work that grows with a
 * source's followers runs one page at a time (domain/work.ts).
 *
 * - post INSERT: a pointer into the feed of each follower of each of its sources (`fanout-add`;
 *   pointers from an entity remember it: `viaEntity`); a big source's posts are not fanned out but
 *   merged at read time (domain/posts.ts readFeed): an entity's from its ELATEST# list, which gains
 *   the post;
 * - post REMOVE: the pointers go again (`fanout-remove`; not for a post of a source already big,
 *   never fanned out); the post leaves a big entity's ELATEST#;
 * - follow INSERT: the source's recent posts are backfilled into the new follower's feed;
 * - follow REMOVE: the pointers that came from the source are pruned (bounded by the feed's window;
 *   an entity's, not those of an author the fan follows);
 * - one big rule: a source whose followers reach the threshold (checked on each follow) is marked
 *   big once, and its followers learn to merge it (`big-follows`, queued with the mark).
 *
 * A teen's post reaches an entity's teen followers only; an adult who follows the teen has it from
 * the author (docs/safety.md, "Teens"). A post a fan gets from two sources is one pointer
 * (FEED#/{postId}): it shows once.
 */
import { ENTITY_LATEST_POSTS } from '../../shared/constants';
import {
  addToLatest,
  dropFromLatest,
  type EntityPostEntry,
  entityPostsPage,
} from '../data/catalogue/entity-posts';
import type { Db } from '../data/client';
import { addPostsToFeed, type FeedEntry, pointerPagesFrom, removePostsFromFeed } from '../data/feed';
import {
  type FeedSource,
  followsSource,
  markBig,
  recentPostsOf,
  type SourceState,
  sourceState,
} from '../data/feed-sources';
import { lookup } from '../data/lookup';
import { getPost, type PostItem } from '../data/post';
import type { StreamRecord } from '../data/record';
import { getUserById } from '../data/user';
import { startWork } from './work';

export interface FanoutDeps {
  db: Db;
  /** Followers at which a source (an author or an entity) becomes big. */
  bigFollowers: number;
  now?: () => Date;
}

const author = (id: string): FeedSource => ({ type: 'author', id });
const entity = (id: string): FeedSource => ({ type: 'entity', id });

/** A post's sources of one kind: its author, or the entities it is tagged with. */
const sourcesOf = (post: PostItem, type: FeedSource['type']): FeedSource[] =>
  type === 'author' ? [author(post.authorId)] : (post.tags ?? []).map(entity);

/** Whether only the source's teen followers get the post: a teen's post through an entity. */
const teensOnly = (source: FeedSource, post: { teen?: boolean }) =>
  source.type === 'entity' && post.teen === true;

const tagsOf = (post: PostItem) => (post.tags?.length ? { tags: post.tags } : {});

/** A post as an entity's lists hold it. */
const entryOf = (post: PostItem): EntityPostEntry => ({
  postId: post.id,
  authorId: post.authorId,
  ...tagsOf(post),
  ...(post.teen ? { teen: true } : {}),
});

/** A feed pointer of a post from a source. */
const pointerOf = (source: FeedSource, { teen: _teen, ...entry }: EntityPostEntry): FeedEntry =>
  source.type === 'entity' ? { ...entry, viaEntity: source.id } : entry;

export async function onPostCreated(deps: FanoutDeps, source: FeedSource, post: PostItem): Promise<void> {
  const { db } = deps;
  // Deleted since (a replay after the REMOVE): nothing to fan out.
  if (!(await getPost(db, post.id, true))) return;
  const state = await sourceState(db, source);
  if (!state) return;
  if (state.big) {
    if (source.type === 'entity') await addToLatest(db, source.id, [entryOf(post)], ENTITY_LATEST_POSTS);
    return;
  }
  // Its tags ride along on the pointers (fixed at creation): a feed page hydrates them in its BatchGet.
  await startWork(deps, 'fanout-add', {
    source,
    postId: post.id,
    authorId: post.authorId,
    ...tagsOf(post),
    ...(teensOnly(source, post) ? { teensOnly: true } : {}),
  });
}

export async function onPostDeleted(deps: FanoutDeps, source: FeedSource, post: PostItem): Promise<void> {
  const { db } = deps;
  const state = await sourceState(db, source);
  if (state?.big && source.type === 'entity') await dropFromLatest(db, source.id, post.id);
  // A big source's posts since it became one were never fanned out.
  const fannedOut = !state?.big || !state.bigSince || post.createdAt < state.bigSince;
  if (fannedOut) await startWork(deps, 'fanout-remove', { source, postId: post.id });
}

export async function onFollowed(deps: FanoutDeps, fanId: string, source: FeedSource): Promise<void> {
  const { db } = deps;
  if (!(await followsSource(db, fanId, source, true))) return;
  const state = await sourceState(db, source);
  // A big source is merged at read time (its id is, or is about to be, in the fan's set of big ones).
  if (!state || state.big || (await becomeBigIfDue(deps, source, state))) return;
  const recent = await recentPostsOf(db, source);
  // Teens' posts through an entity are backfilled for a teen only (one read of the fan, when there are any).
  const shown =
    recent.some((e) => teensOnly(source, e)) && (await getUserById(db, fanId, true))?.ageBand !== 'teen'
      ? recent.filter((e) => !teensOnly(source, e))
      : recent;
  await addPostsToFeed(
    db,
    fanId,
    shown.map((e) => pointerOf(source, e)),
  );
}

export async function onUnfollowed(deps: FanoutDeps, fanId: string, source: FeedSource): Promise<void> {
  const { db } = deps;
  // Followed again since (a replay after the new INSERT): keep the feed.
  if (await followsSource(db, fanId, source, true)) return;
  for await (const entries of pointerPagesFrom(db, fanId, source)) {
    const prune = source.type === 'author' ? entries : await notFromFollowedAuthors(db, fanId, entries);
    if (prune.length)
      await removePostsFromFeed(
        db,
        fanId,
        prune.map((e) => e.postId),
      );
  }
}

/** The pointers whose post the fan does not have from its author too (their own, or one they follow). */
async function notFromFollowedAuthors(db: Db, fanId: string, entries: FeedEntry[]): Promise<FeedEntry[]> {
  const look = lookup();
  for (const e of entries) if (e.authorId !== fanId) look.want.follow(fanId, e.authorId);
  await look.run(db);
  return entries.filter((e) => e.authorId !== fanId && !look.follows(fanId, e.authorId));
}

/**
 * The big rule: a source whose followers reached the threshold is marked big, once, with the work
 * that tells its followers (data/feed-sources.ts markBig); an entity's newest list is seeded first.
 * Returns whether the source is big now.
 */
export async function becomeBigIfDue(
  deps: FanoutDeps,
  source: FeedSource,
  state: SourceState,
): Promise<boolean> {
  if (state.big) return true;
  if (state.followerCount < deps.bigFollowers) return false;
  const { db } = deps;
  if (source.type === 'entity') {
    const recent = await entityPostsPage(db, source.id, { limit: ENTITY_LATEST_POSTS }, true);
    await addToLatest(db, source.id, recent, ENTITY_LATEST_POSTS);
  }
  await markBig(db, source, deps.now?.());
  return true;
}

/** The fan and the source of a follow edge's record, or null for any other record. */
const edgeOf = (r: StreamRecord): { fanId: string; source: FeedSource } | null => {
  if (r.item === 'follow') return { fanId: r.ids.followerId, source: author(r.ids.followedId) };
  if (r.item === 'entityFollow') return { fanId: r.ids.userId, source: entity(r.ids.entityId) };
  return null;
};

/** Routes one stream record to its step, for the sources of one kind (each kind its own consumer). */
export async function handleFeedChange(
  deps: FanoutDeps,
  type: FeedSource['type'],
  r: StreamRecord,
): Promise<void> {
  if (r.item === 'post') {
    const step = r.event === 'INSERT' ? onPostCreated : r.event === 'REMOVE' ? onPostDeleted : null;
    const post = r.event === 'INSERT' ? r.after : r.before;
    if (step && post) for (const source of sourcesOf(post, type)) await step(deps, source, post);
    return;
  }
  const edge = edgeOf(r);
  if (!edge || edge.source.type !== type) return;
  if (r.event === 'INSERT') return onFollowed(deps, edge.fanId, edge.source);
  if (r.event === 'REMOVE') return onUnfollowed(deps, edge.fanId, edge.source);
}
