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
import { addPostToFeeds, removePostFromFeeds, trimFeed } from '../data/feed';
import { addBigFollow, type FeedSource, sourceFollowerPage } from '../data/feed-sources';
import type { Cursor } from '../data/page';
import { deletePopMarkers, type PopOn, type PopTarget, popMarkerPage } from '../data/pop';
import { getPost } from '../data/post';
import type { PicksItem } from '../data/ratings/picks';
import type { StreamRecord } from '../data/record';
import { teensAmong } from '../data/user';
import {
  finishWork,
  PURGE_KINDS,
  type PurgeKind,
  queueWork,
  type WorkKind,
  type WorkSubjects,
  workOf,
} from '../data/work';
import { countMetric } from '../lib/observability';
import { PURGE_PLANS, type PurgePlan } from './purge';
import { pickScorePage, scorePickers } from './ratings/pick-scoring';
import {
  type AlertPush,
  ringAlertPage,
  sendRingAlerts,
  sendStartAlerts,
  startAlertPage,
} from './rooms/alerts';

export interface WorkDeps {
  db: Db;
  now?: () => Date;
  /** Pushes a message to a fan's live connections (show-night alerts); none: stored only. */
  push?: AlertPush;
}

interface Page<T> {
  items: T[];
  next: Cursor | undefined;
}

/** One kind of paged work: how to read a page of what it applies to, and what to write for it. */
interface WorkPlan<S, T> {
  read: (deps: WorkDeps, subject: S, cursor: Cursor | undefined) => Promise<Page<T>>;
  write: (deps: WorkDeps, subject: S, items: T[]) => Promise<void>;
}

const popOnOf = (subject: WorkSubjects['cascade-pops']): PopOn =>
  subject.target === 'comment' ? { commentId: subject.id } : { postId: subject.id };

/** Whether this write of a post into a fan's feed also trims that feed (the same on a replay). */
export const trimsOnWrite = (userId: string, postId: string) =>
  createHash('sha1').update(`${userId}:${postId}`).digest().readUInt32BE(0) % FEED_TRIM_EVERY === 0;

/** A page of the followers of the subject's source. */
const followersOf = (deps: WorkDeps, subject: { source: FeedSource }, cursor: Cursor | undefined) =>
  sourceFollowerPage(deps.db, subject.source, WORK_PAGE_SIZE, cursor);

/** A purge plan as a work plan: its subject is { userId }. */
const purgeWork = (p: PurgePlan<never>): WorkPlan<WorkSubjects[PurgeKind], never> => ({
  read: (deps, subject, cursor) => p.read(deps.db, subject.userId, cursor),
  write: (deps, subject, items) => p.write(deps.db, subject.userId, items),
});
const PURGE_WORK = Object.fromEntries(PURGE_KINDS.map((kind) => [kind, purgeWork(PURGE_PLANS[kind])])) as {
  [K in PurgeKind]: WorkPlan<WorkSubjects[K], never>;
};

const PLANS: { [K in WorkKind]: WorkPlan<WorkSubjects[K], never> } = {
  ...PURGE_WORK,
  // A post into the feed of every follower of one of its sources (pointers; from an entity they
  // remember it), trimming a sample of those feeds.
  'fanout-add': plan<'fanout-add', string>({
    read: async (deps, subject, cursor) => {
      // Deleted meanwhile: stop (its removal pass takes the pointers already written away).
      if (!(await getPost(deps.db, subject.postId, true))) return { items: [], next: undefined };
      return followersOf(deps, subject, cursor);
    },
    write: async ({ db }, { source, postId, authorId, tags, teensOnly }, followers) => {
      // A teen's post through an entity reaches its teen followers only: an adult who follows the
      // teen has it from the author's fan-out (docs/safety.md, "Teens"). Their bands: one BatchGet.
      const audience = teensOnly ? await teensAmong(db, followers) : followers;
      await addPostToFeeds(db, audience, {
        postId,
        authorId,
        ...(tags?.length ? { tags } : {}),
        ...(source.type === 'entity' ? { viaEntity: source.id } : {}),
      });
      countMetric('FanoutWrites', audience.length);
      const trims = audience.filter((f) => trimsOnWrite(f, postId));
      for (let i = 0; i < trims.length; i += 8)
        await Promise.all(trims.slice(i, i + 8).map((f) => trimFeed(db, f, FEED_WINDOW)));
    },
  }),
  // A deleted post out of the feed of every follower of the source.
  'fanout-remove': plan<'fanout-remove', string>({
    read: followersOf,
    write: async ({ db }, subject, followers) => {
      await removePostFromFeeds(db, followers, subject.postId);
      countMetric('FanoutWrites', followers.length);
    },
  }),
  // A source become big: every follower learns to merge its posts at read time.
  'big-follows': plan<'big-follows', string>({
    read: followersOf,
    write: async ({ db }, { source }, followers) => {
      for (let i = 0; i < followers.length; i += 25)
        await Promise.all(followers.slice(i, i + 25).map((f) => addBigFollow(db, f, source)));
    },
  }),
  // The Pop markers of a deleted post or comment, and the poppers' index entries of them.
  'cascade-pops': plan<'cascade-pops', PopTarget>({
    read: (deps, subject, cursor) => popMarkerPage(deps.db, popOnOf(subject), WORK_PAGE_SIZE / 2, cursor),
    write: ({ db }, subject, markers) => deletePopMarkers(db, popOnOf(subject), markers),
  }),
  // The comments of a deleted post (each comment's own REMOVE then sweeps its Pops).
  'cascade-comments': plan<'cascade-comments', string>({
    read: (deps, { postId }, cursor) => commentIdPage(deps.db, postId, WORK_PAGE_SIZE, cursor),
    write: ({ db }, { postId }, ids) => deleteCommentsOfPost(db, postId, ids),
  }),
  // Show-night alerts (domain/rooms/alerts.ts): a page of fans of the show's promotion or bell.
  'alerts-start': plan<'alerts-start', string>({
    read: startAlertPage,
    write: sendStartAlerts,
  }),
  // A match gone live: a page of the followers of one wrestler or team on it, or of the bell's.
  'alerts-ring': plan<'alerts-ring', string>({
    read: ringAlertPage,
    write: sendRingAlerts,
  }),
  // A match's result scored: a page of the show's pickers (domain/ratings/pick-scoring.ts).
  'pick-scores': plan<'pick-scores', PicksItem>({
    read: pickScorePage,
    write: scorePickers,
  }),
};

/** A kind's plan, typed by its subject and by what a page reads (the table holds them alike). */
function plan<K extends WorkKind, T>(p: WorkPlan<WorkSubjects[K], T>): WorkPlan<WorkSubjects[K], never> {
  return p as unknown as WorkPlan<WorkSubjects[K], never>;
}

/**
 * Does one page of work: reads it, queues the next page (if any) as a work item, then writes.
 * Returns whether a next page was queued.
 */
export async function runPage<K extends WorkKind>(
  deps: WorkDeps,
  kind: K,
  subject: WorkSubjects[K],
  page: number,
  cursor: Cursor | undefined,
): Promise<boolean> {
  const work = PLANS[kind] as unknown as WorkPlan<WorkSubjects[K], unknown>;
  const { items, next } = await work.read(deps, subject, cursor);
  if (next) {
    await queueWork(deps.db, { kind, subject, page: page + 1, cursor: next }, deps.now?.());
    countMetric('WorkItemsQueued');
  }
  if (items.length) await work.write(deps, subject, items);
  return next !== undefined;
}

/** Starts paged work: its first page runs now, the rest follows as work items. */
export const startWork = <K extends WorkKind>(deps: WorkDeps, kind: K, subject: WorkSubjects[K]) =>
  runPage(deps, kind, subject, 0, undefined);

/**
 * A queued page of work (a work item's INSERT): does the page, then removes the item. An item of a
 * former kind (queued before issue 36) runs as the kind it became; its next page is of that kind.
 */
export async function handleWorkItem(deps: WorkDeps, r: StreamRecord): Promise<void> {
  if (r.item !== 'workItem' || r.event !== 'INSERT' || !r.after) return;
  const { kind, subject } = workOf(r.after);
  await runPage(deps, kind, subject, r.after.page, r.after.cursor);
  await finishWork(deps.db, r.keys);
}
