/**
 * Paged background work. Anything whose size grows with a fan's followers or a post's Pops is done
 * one page at a time: the page that a stream record starts runs at once, and each page queues the
 * next as a work item (data/work.ts) before it writes, so pages overlap and no invocation does more
 * than WORK_PAGE_SIZE writes for one record. Every page is idempotent (Puts and Deletes of
 * deterministic keys), so a replayed page or work item changes nothing.
 */
import { createHash } from 'node:crypto';
import { FEED_TRIM_EVERY, FEED_WINDOW, WORK_PAGE_SIZE } from '../../shared/constants';
import type { Db } from '../data/client';
import { commentIdPage, deleteCommentsOfPost } from '../data/comment';
import { addBigEntityFollow, entityFollowerIdPage } from '../data/entity-follow';
import { addPostToFeeds, removePostFromFeeds, trimFeed } from '../data/feed';
import { followerIdPage } from '../data/follow';
import type { Cursor } from '../data/page';
import { deletePopMarkers, type PopOn, type PopTarget, popMarkerPage } from '../data/pop';
import { getPost } from '../data/post';
import type { StreamRecord } from '../data/record';
import { addBigFollow, teensAmong } from '../data/user';
import {
  finishWork,
  PURGE_KINDS,
  type PurgeKind,
  queueWork,
  type WorkKind,
  type WorkSubject,
} from '../data/work';
import { countMetric } from '../lib/observability';
import { PURGE_PLANS, type PurgePlan } from './purge';

export interface WorkDeps {
  db: Db;
  now?: () => Date;
}

interface Page<T> {
  items: T[];
  next: Cursor | undefined;
}

/** One kind of paged work: how to read a page of what it applies to, and what to write for it. */
interface WorkPlan<T> {
  read: (deps: WorkDeps, subject: WorkSubject, cursor: Cursor | undefined) => Promise<Page<T>>;
  write: (deps: WorkDeps, subject: WorkSubject, items: T[]) => Promise<void>;
}

const need = (subject: WorkSubject, field: string): string => {
  const value = subject[field];
  if (!value) throw new Error(`Work subject without ${field}`);
  return value;
};

const popOnOf = (subject: WorkSubject): PopOn =>
  subject.target === 'comment' ? { commentId: need(subject, 'id') } : { postId: need(subject, 'id') };

/** Whether this write of a post into a fan's feed also trims that feed (the same on a replay). */
export const trimsOnWrite = (userId: string, postId: string) =>
  createHash('sha1').update(`${userId}:${postId}`).digest().readUInt32BE(0) % FEED_TRIM_EVERY === 0;

const followersOf = (field: string) => (deps: WorkDeps, subject: WorkSubject, cursor: Cursor | undefined) =>
  followerIdPage(deps.db, need(subject, field), WORK_PAGE_SIZE, cursor);

const entityFollowersOf = (deps: WorkDeps, subject: WorkSubject, cursor: Cursor | undefined) =>
  entityFollowerIdPage(deps.db, need(subject, 'entityId'), WORK_PAGE_SIZE, cursor);

/** A purge plan as a work plan: its subject is { userId }. */
const purgeWork = (p: PurgePlan<never>): WorkPlan<never> => ({
  read: (deps, subject, cursor) => p.read(deps.db, need(subject, 'userId'), cursor),
  write: (deps, subject, items) => p.write(deps.db, need(subject, 'userId'), items),
});
const PURGE_WORK = Object.fromEntries(
  PURGE_KINDS.map((kind) => [kind, purgeWork(PURGE_PLANS[kind])]),
) as Record<PurgeKind, WorkPlan<never>>;

const PLANS: { [K in WorkKind]: WorkPlan<never> } = {
  ...PURGE_WORK,
  // A post into every follower's feed (pointers), trimming a sample of those feeds.
  'fanout-add': plan<string>({
    read: async (deps, subject, cursor) => {
      // Deleted meanwhile: stop (its removal pass takes the pointers already written away).
      if (!(await getPost(deps.db, need(subject, 'postId'), true))) return { items: [], next: undefined };
      return followersOf('authorId')(deps, subject, cursor);
    },
    write: async ({ db }, subject, followers) => {
      const postId = need(subject, 'postId');
      const tags = subject.tags ? { tags: subject.tags.split(',') } : {};
      await addPostToFeeds(db, followers, { postId, authorId: need(subject, 'authorId'), ...tags });
      countMetric('FanoutWrites', followers.length);
      const trims = followers.filter((f) => trimsOnWrite(f, postId));
      for (let i = 0; i < trims.length; i += 8)
        await Promise.all(trims.slice(i, i + 8).map((f) => trimFeed(db, f, FEED_WINDOW)));
    },
  }),
  // A deleted post out of every follower's feed.
  'fanout-remove': plan<string>({
    read: followersOf('authorId'),
    write: async ({ db }, subject, followers) => {
      await removePostFromFeeds(db, followers, need(subject, 'postId'));
      countMetric('FanoutWrites', followers.length);
    },
  }),
  // A new big account: every follower learns to merge its posts at read time.
  'big-follows': plan<string>({
    read: followersOf('accountId'),
    write: async ({ db }, subject, followers) => {
      const accountId = need(subject, 'accountId');
      for (let i = 0; i < followers.length; i += 25)
        await Promise.all(followers.slice(i, i + 25).map((f) => addBigFollow(db, f, accountId)));
    },
  }),
  // A post tagged with a small entity into every entity follower's feed, remembering the entity.
  'entity-fanout-add': plan<string>({
    read: async (deps, subject, cursor) => {
      if (!(await getPost(deps.db, need(subject, 'postId'), true))) return { items: [], next: undefined };
      return entityFollowersOf(deps, subject, cursor);
    },
    write: async ({ db }, subject, followers) => {
      const postId = need(subject, 'postId');
      const tags = subject.tags ? { tags: subject.tags.split(',') } : {};
      const entry = {
        postId,
        authorId: need(subject, 'authorId'),
        viaEntity: need(subject, 'entityId'),
        ...tags,
      };
      // A teen's post reaches the entity's teen followers only: an adult who follows the teen has it
      // from the author's fan-out (docs/safety.md, "Teens"). Their bands: one BatchGet of the page.
      const audience = subject.teen ? await teensAmong(db, followers) : followers;
      await addPostToFeeds(db, audience, entry);
      countMetric('FanoutWrites', audience.length);
    },
  }),
  // A deleted tagged post out of the entity followers' feeds.
  'entity-fanout-remove': plan<string>({
    read: entityFollowersOf,
    write: async ({ db }, subject, followers) => {
      await removePostFromFeeds(db, followers, need(subject, 'postId'));
      countMetric('FanoutWrites', followers.length);
    },
  }),
  // A new big entity: every follower's feed learns to merge its newest posts at read time.
  'entity-big-follows': plan<string>({
    read: entityFollowersOf,
    write: async ({ db }, subject, followers) => {
      const entityId = need(subject, 'entityId');
      for (let i = 0; i < followers.length; i += 25)
        await Promise.all(followers.slice(i, i + 25).map((f) => addBigEntityFollow(db, f, entityId)));
    },
  }),
  // The Pop markers of a deleted post or comment, and the poppers' index entries of them.
  'cascade-pops': plan<PopTarget>({
    read: (deps, subject, cursor) => popMarkerPage(deps.db, popOnOf(subject), WORK_PAGE_SIZE / 2, cursor),
    write: ({ db }, subject, markers) => deletePopMarkers(db, popOnOf(subject), markers),
  }),
  // The comments of a deleted post (each comment's own REMOVE then sweeps its Pops).
  'cascade-comments': plan<string>({
    read: (deps, subject, cursor) => commentIdPage(deps.db, need(subject, 'postId'), WORK_PAGE_SIZE, cursor),
    write: ({ db }, subject, ids) => deleteCommentsOfPost(db, need(subject, 'postId'), ids),
  }),
};

function plan<T>(p: WorkPlan<T>): WorkPlan<never> {
  return p as unknown as WorkPlan<never>;
}

/**
 * Does one page of work: reads it, queues the next page (if any) as a work item, then writes.
 * Returns whether a next page was queued.
 */
export async function runPage(
  deps: WorkDeps,
  kind: WorkKind,
  subject: WorkSubject,
  page: number,
  cursor: Cursor | undefined,
): Promise<boolean> {
  const work = PLANS[kind] as unknown as WorkPlan<unknown>;
  const { items, next } = await work.read(deps, subject, cursor);
  if (next) {
    await queueWork(deps.db, { kind, subject, page: page + 1, cursor: next }, deps.now?.());
    countMetric('WorkItemsQueued');
  }
  if (items.length) await work.write(deps, subject, items);
  return next !== undefined;
}

/** Starts paged work: its first page runs now, the rest follows as work items. */
export const startWork = (deps: WorkDeps, kind: WorkKind, subject: WorkSubject) =>
  runPage(deps, kind, subject, 0, undefined);

/** A queued page of work (a work item's INSERT): does the page, then removes the item. */
export async function handleWorkItem(deps: WorkDeps, r: StreamRecord): Promise<void> {
  if (r.entity !== 'workItem' || r.event !== 'INSERT' || !r.after) return;
  const item = r.after;
  await runPage(deps, item.kind, item.subject, item.page, item.cursor);
  await finishWork(deps.db, r.keys);
}
