/**
 * The account purge: every item and object of a deleted account, removed a bounded page at a time
 * as work items (domain/work.ts runs them; domain/account.ts starts them and checks the result).
 * Each kind reads a page of one access pattern of the fan and removes it; removals that other fans'
 * counters depend on go through the same transactions as an unfollow, an un-Pop or a comment
 * delete, so follower, Pop and comment counts end as if the fan had never been there. Every page
 * is idempotent (a replayed page finds less to do), and the sweeper re-runs an unfinished purge.
 */
import {
  MEDIA_BASE_PATH,
  PENDING_UPLOADS_PREFIX,
  TRENDING_ACTIVITY_TTL_DAYS,
  UPLOADS_KEY_PREFIX,
} from '../../shared/constants';
import { unfollowEntityEdge } from '../data/catalogue/entity-follow';
import type { Db } from '../data/client';
import { type CommentItem, commentsById, deleteComment } from '../data/comment';
import { deleteConnections } from '../data/connection';
import { deleteControlsItem, dropBlockOfPurged, getControlsItem } from '../data/controls';
import {
  connectionIdPage,
  deleteFanIds,
  type FanPartition,
  fanIdPage,
  followedEntityIdPage,
  followedIdPage,
  type Page,
  poppedPage,
} from '../data/fan-partitions';
import { dropFollowEdge } from '../data/follow';
import { dropMention, mentionedInPage } from '../data/mention';
import type { Cursor } from '../data/page';
import { dropPopOfPurged, type PopTarget } from '../data/pop';
import { deletePost, postsById } from '../data/post';
import { deleteRaterCounts } from '../data/ratings/counters';
import { deleteBoardEntries } from '../data/ratings/leaderboard';
import { deletePicksItems, picksOfFanPage } from '../data/ratings/picks';
import { deleteRatingsOfFan, ratedTargetPage } from '../data/ratings/ratings';
import { forgetReporter } from '../data/report';
import { bellsOfFanPage, deleteBellsOfFan } from '../data/rooms/alerts';
import { deleteRoomItems, roomItemsOfFan } from '../data/rooms/store';
import {
  authorActivityPage,
  deleteActivityCounters,
  deleteFanActivity,
  hoursBetween,
} from '../data/trending';
import type { PurgeKind } from '../data/work';
import { invalidatePaths } from '../lib/cloudfront';
import { getS3, s3Sdk, uploadsBucket } from '../lib/s3';

/** Anonymised reporter of the reports a deleted fan filed (the report itself stays for the admins). */
export const DELETED_REPORTER = 'deleted-account';

export interface PurgePlan<T> {
  read: (db: Db, userId: string, cursor: Cursor | undefined) => Promise<Page<T>>;
  write: (db: Db, userId: string, items: T[]) => Promise<void>;
}

const inParallel = async <T>(items: readonly T[], n: number, fn: (item: T) => Promise<unknown>) => {
  for (let i = 0; i < items.length; i += n) await Promise.all(items.slice(i, i + n).map(fn));
};

/** The hours whose trending counters may hold the fan (the buckets expire after this). */
const activityHours = (now: number) => hoursBetween(now - (TRENDING_ACTIVITY_TTL_DAYS + 1) * 86_400_000, now);
const ACTIVITY_PAGE = 200;

/** The fan's two upload prefixes. */
export const uploadPrefixes = (userId: string) => [
  `${UPLOADS_KEY_PREFIX}${userId}/`,
  `${PENDING_UPLOADS_PREFIX}${userId}/`,
];

/** One page of the fan's objects: the cursor names the prefix and S3's continuation token. */
export async function uploadsPage(userId: string, cursor?: Cursor): Promise<Page<string>> {
  const prefixes = uploadPrefixes(userId);
  const at = Number(cursor?.prefix ?? 0);
  const prefix = prefixes[at];
  if (prefix === undefined) return { items: [], next: undefined };
  const { ListObjectsV2Command } = await s3Sdk();
  const res = await (await getS3()).send(
    new ListObjectsV2Command({
      Bucket: uploadsBucket(),
      Prefix: prefix,
      MaxKeys: 200,
      ContinuationToken: cursor?.token as string | undefined,
    }),
  );
  const items = (res.Contents ?? []).map((o) => String(o.Key));
  const next = res.IsTruncated
    ? { prefix: at, token: res.NextContinuationToken }
    : at + 1 < prefixes.length
      ? { prefix: at + 1 }
      : undefined;
  return { items, next };
}

/**
 * A plan as PURGE_PLANS holds it. Marked free of side effects, so that a function importing this
 * module only for its helpers (the account export and deletion, the sweeper: uploadPrefixes) leaves
 * the plans out of its bundle, and all they use.
 */
/* @__NO_SIDE_EFFECTS__ */
function plan<T>(p: PurgePlan<T>): PurgePlan<never> {
  return p as unknown as PurgePlan<never>;
}

/** A plan that deletes the fan's own partition `part`, 200 items a page (pure, as plan). */
/* @__NO_SIDE_EFFECTS__ */
function ownPartition(part: Exclude<FanPartition, 'profileAndEdges'>): PurgePlan<never> {
  return plan<string>({
    read: (db, userId, cursor) => fanIdPage(db, userId, part, 200, cursor),
    write: (db, userId, ids) => deleteFanIds(db, userId, part, ids),
  });
}

export const PURGE_PLANS: Record<PurgeKind, PurgePlan<never>> = {
  // The fan's posts, each deleted as its author would (its comments, Pops, feed pointers, hashtag
  // entries, trending counts and image follow through the stream).
  'purge-posts': plan<string>({
    read: (db, userId, cursor) => fanIdPage(db, userId, 'posts', 25, cursor),
    write: async (db, userId, postIds) => {
      const found = await postsById(db, postIds);
      await inParallel(postIds, 5, async (id) => {
        const post = found.get(id);
        if (post) await deletePost(db, post, userId);
        else await deleteFanIds(db, userId, 'posts', [id]);
      });
    },
  }),
  // The fan's comments on any post, each deleted as its author would (commentCount corrected).
  'purge-comments': plan<string>({
    read: (db, userId, cursor) => fanIdPage(db, userId, 'comments', 50, cursor),
    write: async (db, userId, ids) => {
      const found = await commentsById(db, ids);
      await inParallel(ids, 5, async (id) => {
        const comment: CommentItem | undefined = found.get(id);
        if (comment) await deleteComment(db, comment, userId);
        else await deleteFanIds(db, userId, 'comments', [id]);
      });
    },
  }),
  // The fan's Pops, each taken back (popCount corrected); Pops on items already gone just vanish.
  'purge-pops': plan<PopTarget>({
    read: (db, userId, cursor) => poppedPage(db, userId, 50, cursor),
    write: (db, userId, targets) => inParallel(targets, 5, (target) => dropPopOfPurged(db, userId, target)),
  }),
  // Whom the fan follows: each edge removed, the followed fan's followerCount corrected.
  'purge-following': plan<string>({
    read: (db, userId, cursor) => followedIdPage(db, userId, 50, cursor),
    write: (db, userId, followed) =>
      inParallel(followed, 5, (id) => dropFollowEdge(db, userId, id, { countFollower: false })),
  }),
  // Who follows the fan: each edge removed, the follower's followingCount corrected.
  'purge-followers': plan<string>({
    read: (db, userId, cursor) => fanIdPage(db, userId, 'followers', 50, cursor),
    write: (db, userId, followers) =>
      inParallel(followers, 5, (id) => dropFollowEdge(db, id, userId, { countFollowed: false })),
  }),
  // The entities the fan follows: both edges removed, each entity's followerCount taken back.
  'purge-entity-follows': plan<string>({
    read: (db, userId, cursor) => followedEntityIdPage(db, userId, 50, cursor),
    write: (db, userId, entityIds) =>
      inParallel(entityIds, 5, (id) => unfollowEntityEdge(db, userId, id, { countFan: false })),
  }),
  'purge-feed': ownPartition('feed'),
  'purge-notifications': ownPartition('notifications'),
  'purge-notification-groups': ownPartition('notificationGroups'),
  'purge-connections': plan<string>({
    read: (db, userId, cursor) => connectionIdPage(db, userId, 100, cursor),
    write: (db, userId, ids) => deleteConnections(db, userId, ids),
  }),
  // The fan's trending counters of the last 32 days (deterministic keys, 200 hours a page).
  'purge-activity': plan<string>({
    read: async (_db, _userId, cursor) => {
      const until = Number(cursor?.until ?? Date.now());
      const hours = activityHours(until);
      const at = Number(cursor?.at ?? 0);
      const items = hours.slice(at, at + ACTIVITY_PAGE);
      const next = at + ACTIVITY_PAGE < hours.length ? { until, at: at + ACTIVITY_PAGE } : undefined;
      return { items, next };
    },
    write: (db, userId, hours) => deleteFanActivity(db, userId, hours),
  }),
  // The counters of the fan's posts in any hour (GSI1 TRENDBY#{id}: they name the author).
  'purge-post-activity': plan<{ PK: string; SK: string }>({
    read: async (db, userId, cursor) => {
      const page = await authorActivityPage(db, userId, 100, cursor);
      return { items: page.keys, next: page.next };
    },
    write: (db, _userId, keys) => deleteActivityCounters(db, keys),
  }),
  // The fan's rate-limit windows (their own partition).
  'purge-rates': ownPartition('rates'),
  // The answers of the fan's creates kept for their retries (their own partition).
  'purge-idempotency': ownPartition('idempotency'),
  // Every object under the fan's upload prefixes, and its /media path invalidated.
  'purge-media': plan<string>({
    read: (_db, userId, cursor) => uploadsPage(userId, cursor),
    write: async (_db, userId, keys) => {
      const [s3, { DeleteObjectCommand }] = await Promise.all([getS3(), s3Sdk()]);
      await inParallel(keys, 10, (Key) => s3.send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key })));
      const paths = keys
        .filter((k) => !k.startsWith(PENDING_UPLOADS_PREFIX))
        .map((k) => `${MEDIA_BASE_PATH}/${k}`);
      if (paths.length) await invalidatePaths(paths, `purge:${userId}:${keys[0]}:${keys.length}`);
    },
  }),
  // Blocks, both ways: the fans the fan blocked (their blockedBy set and the list item), then those
  // who blocked the fan (their blocked set and list item, taken out of the fan's blockedBy so the
  // next page reads the rest), then the fan's controls item (mutes and muted words with it).
  'purge-blocks': plan<{ blocked?: string; blockedBy?: string; controls?: true }>({
    read: async (db, userId, cursor) => {
      if (!cursor?.phase) {
        const page = await fanIdPage(db, userId, 'blocks', 50, cursor?.start as Cursor);
        return {
          items: page.items.map((blocked) => ({ blocked })),
          next: page.next ? { start: page.next } : { phase: 'blockedBy' },
        };
      }
      if (cursor.phase === 'blockedBy') {
        const by = [...((await getControlsItem(db, userId))?.blockedBy ?? [])].slice(0, 50);
        return {
          items: by.map((blockedBy) => ({ blockedBy })),
          next: { phase: by.length ? 'blockedBy' : 'filter' },
        };
      }
      return { items: [{ controls: true }], next: undefined };
    },
    write: (db, userId, items) =>
      inParallel(items, 5, async (item) => {
        if (item.controls) await deleteControlsItem(db, userId);
        else if (item.blocked) await dropBlockOfPurged(db, userId, item.blocked);
        else await dropBlockOfPurged(db, String(item.blockedBy), userId);
      }),
  }),
  // The fan out of others' posts' and comments' mentions (the text stays as written), with the
  // mention notification's source marker naming the fan (MENTIONED#{id}: data/mention.ts).
  // At most 3 writes an entry, 50 entries a page.
  'purge-mentions': plan<string>({
    read: (db, userId, cursor) => mentionedInPage(db, userId, 50, cursor),
    write: (db, userId, entries) => inParallel(entries, 5, (sk) => dropMention(db, userId, sk)),
  }),
  // The shows whose bell the fan rang (GSI1 BELLBY#: show-night alerts).
  'purge-show-bells': plan<string>({
    read: (db, userId, cursor) => bellsOfFanPage(db, userId, 100, cursor),
    write: (db, userId, showIds) => deleteBellsOfFan(db, userId, showIds),
  }),
  // The fan's picks at each show (GSI1 PICKSBY#: docs/ratings.md) and their leaderboard entries
  // (the boards each picks item names). The shows' pick counts are anonymous numbers and stay.
  'purge-picks': plan<{ key: { PK: string; SK: string }; boards: string[] }>({
    read: (db, userId, cursor) => picksOfFanPage(db, userId, 50, cursor),
    write: async (db, userId, items) => {
      const boards = [...new Set(items.flatMap((i) => i.boards))];
      if (boards.length) await deleteBoardEntries(db, userId, boards);
      await deletePicksItems(
        db,
        items.map((i) => i.key),
      );
    },
  }),
  // The fan's ratings (GSI1 RATEDBY#: their diary), each folded out of its target's counters by
  // rating-counts, then their rater counters (rating-counts does not make them again).
  'purge-ratings': plan<string>({
    read: (db, userId, cursor) => ratedTargetPage(db, userId, 100, cursor),
    write: async (db, userId, targetIds) => {
      await deleteRatingsOfFan(db, userId, targetIds);
      await deleteRaterCounts(db, userId);
    },
  }),
  // Reports the fan filed stay for the admins, without who filed them.
  'purge-reports': plan<string>({
    read: (db, userId, cursor) => fanIdPage(db, userId, 'reports', 50, cursor),
    write: (db, userId, reportIds) => forgetReporter(db, userId, reportIds, DELETED_REPORTER),
  }),
  // The fan's show-room messages and their FAN items (GSI1 ROOMBY#{userId}: docs/rooms.md), deleted:
  // a deleted message's sequence number is a gap readers page over (they page by key, not by number).
  'purge-rooms': plan<{ PK: string; SK: string }>({
    read: (db, userId, cursor) => roomItemsOfFan(db, userId, 100, cursor),
    write: (db, _userId, keys) => deleteRoomItems(db, keys),
  }),
};
