/**
 * The account purge: every item and object of a deleted account, removed a bounded page at a time
 * as work items (domain/work.ts runs them; domain/account.ts starts them and checks the result).
 * Each kind reads a page of one access pattern of the fan and removes it; removals that other fans'
 * counters depend on go through the same transactions as an unfollow, an un-Pop or a comment
 * delete, so follower, Pop and comment counts end as if the fan had never been there. Every page
 * is idempotent (a replayed page finds less to do), and the sweeper re-runs an unfinished purge.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  MEDIA_BASE_PATH,
  PENDING_UPLOADS_PREFIX,
  TRENDING_ACTIVITY_TTL_DAYS,
  UPLOADS_KEY_PREFIX,
} from '../../shared/constants';
import { batchGet, batchWrite, keyOf, transactWrite } from '../data/batch';
import type { Db } from '../data/client';
import { conditionFailedAt } from '../data/client';
import { authorCommentKey, type CommentItem, commentKey, deleteComment } from '../data/comment';
import { connectionKey, userConnectionKey } from '../data/connection';
import { blockKey, controlsKey, getControlsItem } from '../data/controls';
import { unfollowEntityEdge } from '../data/entity-follow';
import { dropFollowEdge } from '../data/follow';
import { KEYS } from '../data/keys';
import { dropMention, mentionedInPage } from '../data/mention';
import type { Cursor } from '../data/page';
import { fanPopKey, type PopTarget, popKey } from '../data/pop';
import { deletePost, type PostItem, postKey } from '../data/post';
import { type ReportItem, reportedItemKey, reporterReportKey, reportKey } from '../data/report';
import { authorActivityPage, hourActivityKey, hoursBetween } from '../data/trending';
import type { PurgeKind } from '../data/work';
import { invalidatePaths } from '../lib/cloudfront';
import { getS3, s3Sdk, uploadsBucket } from '../lib/s3';

/** Anonymised reporter of the reports a deleted fan filed (the report itself stays for the admins). */
export const DELETED_REPORTER = 'deleted-account';

interface Page<T> {
  items: T[];
  next: Cursor | undefined;
}
export interface PurgePlan<T> {
  read: (db: Db, userId: string, cursor: Cursor | undefined) => Promise<Page<T>>;
  write: (db: Db, userId: string, items: T[]) => Promise<void>;
}

/** Partitions of a fan, by what they hold (the purge and `npm run purge:check` read the same list). */
export const fanPartitions = (userId: string) => ({
  profileAndEdges: `${KEYS.user.pk}${userId}`,
  followers: `${KEYS.follower.pk}${userId}`,
  posts: `${KEYS.authorPost.pk}${userId}`,
  feed: `${KEYS.feedItem.pk}${userId}`,
  notifications: `${KEYS.notification.pk}${userId}`,
  notificationGroups: `${KEYS.notificationGroup.pk}${userId}`,
  comments: `${KEYS.authorComment.pk}${userId}`,
  pops: `${KEYS.fanPop.pk}${userId}`,
  reports: `${KEYS.reporterReport.pk}${userId}`,
  rates: `${KEYS.rate.pk}${userId}`,
  idempotency: `${KEYS.idempotency.pk}${userId}`,
  /** The fans the fan blocked (data/controls.ts); their controls item is under profileAndEdges. */
  blocks: `${KEYS.block.pk}${userId}`,
  /** The sign-up record: deleted with the profile when the account closes (data/account.ts). */
  signUp: `${KEYS.signUp.pk}${userId}`,
  /** The posts and comments that mention the fan (data/mention.ts): the fan is taken out of them. */
  mentions: `${KEYS.mentionedIn.pk}${userId}`,
});

/**
 * What becomes of each kind of item of the single table when a fan is deleted (one entry per KEYS
 * entry: a new key prefix is a type error here, and purge.test.ts fails, until it is classified).
 * Every kind of item that can hold a fan's id or data is removed (by a purge kind, by the closing
 * transaction, or with what it belongs to), deleted by a job when its time is up, or kept for a
 * stated reason; the rest say why they hold nothing of a fan. docs/account.md draws the same table.
 */
export interface KeyFate {
  /** Purge kinds that remove it. */
  purge?: readonly PurgeKind[];
  /** Removed by the transaction that closes the account. */
  close?: string;
  /** Removed with what it belongs to, and by what. */
  cascade?: string;
  /** Deleted by a scheduled job when its time is up (not by TTL). */
  expiry?: string;
  /** Holds the fan's id or data and stays: why. */
  kept?: string;
  /** Holds nothing of a fan: why. */
  notPersonal?: string;
}

export const KEY_FATES = {
  user: { close: 'the profile is deleted by the transaction that closes the account' },
  handle: { close: 'the handle marker is deleted with the profile (the handle is free at once)' },
  viewerControls: {
    purge: ['purge-blocks'],
    cascade:
      'the fan in others’ blocked and blockedBy sets: taken out by purge-blocks; in others’ muted maps: inert (no profile to show), replaced or removed by their next mute change',
  },
  block: { purge: ['purge-blocks'], cascade: 'others’ blocks of the fan: deleted by purge-blocks' },
  follow: { purge: ['purge-following'] },
  follower: { purge: ['purge-followers'] },
  post: {
    purge: ['purge-posts'],
    cascade: 'the fan in others’ posts’ mentions: taken out by purge-mentions (the text stays as written)',
  },
  authorPost: { purge: ['purge-posts'] },
  hashtagPost: { cascade: 'deleted in the transaction that deletes the post (purge-posts)' },
  postVersion: {
    cascade: 'an edited post’s earlier texts: deleted in the transaction that deletes the post (purge-posts)',
  },
  comment: {
    purge: ['purge-comments'],
    cascade:
      'others’ comments on the fan’s posts go with the post (cascade-comments); the fan in others’ comments’ mentions: taken out by purge-mentions',
  },
  postComment: { purge: ['purge-comments'], cascade: 'deleted with its comment, or with the post' },
  pop: { purge: ['purge-pops'], cascade: 'Pops on the fan’s posts and comments go with them (cascade-pops)' },
  authorComment: { purge: ['purge-comments'] },
  fanPop: { purge: ['purge-pops'] },
  mentionedIn: {
    purge: ['purge-mentions'],
    cascade:
      'entries naming the fan’s own posts and comments: deleted with them (their transaction, or post-cascade for a comment swept with its post)',
  },
  reporterReport: { purge: ['purge-reports'] },
  signUp: { close: 'the sign-up record (the checked name, the confirm-by date) is deleted with the profile' },
  closedAccount: { kept: 'only the id: refuses the account for good, so it is never silently recreated' },
  sweep: { expiry: 'a job’s resume point (at most one profile id), replaced at the job’s next run' },
  feedItem: { purge: ['purge-feed'], cascade: 'pointers to the fan’s posts in others’ feeds: fanout-remove' },
  userSearch: { cascade: 'deleted with the profile by the user-search consumer' },
  notification: {
    purge: ['purge-notifications'],
    cascade: 'the fan as an actor in others’ notifications: removed with the Pop, follow or comment',
  },
  notificationGroup: { purge: ['purge-notification-groups'] },
  notificationSource: {
    purge: ['purge-mentions'],
    cascade:
      'deleted with the follow, Pop, comment or mention it counts (the notifications and mention-notifications consumers); the mention markers naming the fan as recipient: purge-mentions',
  },
  workItem: { kept: 'ids only, like the closed marker; deleted when its page is done' },
  parkedRecord: { expiry: 'deleted PARKED_RECORD_KEPT_DAYS after it was parked (the retention job)' },
  recordAttempt: { notPersonal: 'a lane, a stream event id and a consumer name' },
  trendHour: {
    purge: ['purge-activity', 'purge-post-activity'],
    expiry: 'hashtag authors of posts too old to count down: with their hour (the retention job)',
  },
  trendEvent: { notPersonal: 'a SHA-256 of the counted event: no id in the marker' },
  trendSnapshot: { cascade: 'rewritten by the trending job every 5 minutes, deleted fans left out' },
  report: {
    purge: ['purge-reports'],
    kept: 'a report about the fan’s post or comment keeps its snapshot for the admins (docs/moderation.md)',
  },
  reportedItem: { purge: ['purge-reports'] },
  reportStats: { notPersonal: 'counts of reports per status' },
  rate: { purge: ['purge-rates'] },
  idempotency: { purge: ['purge-idempotency'] },
  audit: { kept: 'the admin audit log: which admin did what to which item, for accountability' },
  ban: { kept: 'only the id: a banned fan stays banned after their purge' },
  youtubePreview: { notPersonal: 'a public video’s oEmbed answer' },
  connection: { purge: ['purge-connections'] },
  showWatch: {
    cascade:
      'a connection watching a show’s page (its id, no fan’s): deleted with the connection ($disconnect, a push that finds it gone), else by its TTL within hours',
  },
  entity: { notPersonal: 'a catalogue entity: curated public facts about wrestling (docs/wrestling.md)' },
  entitySlug: { notPersonal: 'a catalogue entity’s slug marker' },
  entityExternal: { notPersonal: 'a catalogue entity’s external id marker' },
  match: { notPersonal: 'a match on a show’s card' },
  entityLink: { notPersonal: 'a relation between catalogue entities' },
  reign: { notPersonal: 'a championship reign' },
  entitySearch: { notPersonal: 'the words of a catalogue entity’s names' },
  catalogueAudit: { kept: 'the catalogue audit log: which admin changed which fact, for accountability' },
  entityFollow: { purge: ['purge-entity-follows'] },
  entityFollower: { purge: ['purge-entity-follows'] },
  entityPost: { cascade: 'deleted in the transaction that deletes the post (purge-posts)' },
  entityLatest: {
    cascade: 'a big entity’s newest post ids: a deleted post’s id is dropped by the entity-feed consumer',
  },
} as const satisfies Record<keyof typeof KEYS, KeyFate>;

/** One page of a partition (optionally the sort keys starting with `prefix`), consistent. */
export async function partitionPage(
  db: Db,
  pk: string,
  limit: number,
  cursor?: Cursor,
  prefix?: string,
): Promise<Page<Record<string, unknown>>> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: prefix ? 'PK = :pk AND begins_with(SK, :p)' : 'PK = :pk',
      ExpressionAttributeValues: prefix ? { ':pk': pk, ':p': prefix } : { ':pk': pk },
      ConsistentRead: true,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { items: res.Items ?? [], next: res.LastEvaluatedKey };
}

const sks = (page: Page<Record<string, unknown>>): Page<string> => ({
  items: page.items.map((i) => String(i.SK)),
  next: page.next,
});

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
 * module only for its helpers (the account export and deletion, the sweeper: partitionPage,
 * fanPartitions, uploadPrefixes) leaves the plans out of its bundle, and all they use.
 */
/* @__NO_SIDE_EFFECTS__ */
function plan<T>(p: PurgePlan<T>): PurgePlan<never> {
  return p as unknown as PurgePlan<never>;
}

/** A plan that deletes the fan's own partition `part` of fanPartitions, 200 items a page (pure, as plan). */
/* @__NO_SIDE_EFFECTS__ */
function ownPartition(part: keyof ReturnType<typeof fanPartitions>): PurgePlan<never> {
  return plan<string>({
    read: async (db, userId, cursor) =>
      sks(await partitionPage(db, fanPartitions(userId)[part], 200, cursor)),
    write: (db, userId, ids) =>
      batchWrite(
        db,
        ids.map((SK) => ({ delete: { PK: fanPartitions(userId)[part], SK } })),
      ),
  });
}

export const PURGE_PLANS: Record<PurgeKind, PurgePlan<never>> = {
  // The fan's posts, each deleted as its author would (its comments, Pops, feed pointers, hashtag
  // entries, trending counts and image follow through the stream).
  'purge-posts': plan<string>({
    read: async (db, userId, cursor) => sks(await partitionPage(db, fanPartitions(userId).posts, 25, cursor)),
    write: async (db, userId, postIds) => {
      const found = await batchGet(
        db,
        postIds.map((id) => postKey(id)),
      );
      await inParallel(postIds, 5, async (id) => {
        const post = found.get(keyOf(postKey(id))) as PostItem | undefined;
        if (post) await deletePost(db, post, userId);
        else await batchWrite(db, [{ delete: { PK: fanPartitions(userId).posts, SK: id } }]);
      });
    },
  }),
  // The fan's comments on any post, each deleted as its author would (commentCount corrected).
  'purge-comments': plan<string>({
    read: async (db, userId, cursor) =>
      sks(await partitionPage(db, fanPartitions(userId).comments, 50, cursor)),
    write: async (db, userId, ids) => {
      const found = await batchGet(
        db,
        ids.map((id) => commentKey(id)),
      );
      await inParallel(ids, 5, async (id) => {
        const comment = found.get(keyOf(commentKey(id))) as CommentItem | undefined;
        if (comment) await deleteComment(db, comment, userId);
        else await batchWrite(db, [{ delete: authorCommentKey(userId, id) }]);
      });
    },
  }),
  // The fan's Pops, each taken back (popCount corrected); Pops on items already gone just vanish.
  'purge-pops': plan<PopTarget>({
    read: async (db, userId, cursor) => {
      const page = await partitionPage(db, fanPartitions(userId).pops, 50, cursor);
      return {
        items: page.items.map((i) => ({ PK: String(i.SK), SK: String(i.targetSK) })),
        next: page.next,
      };
    },
    write: async (db, userId, targets) => {
      await inParallel(targets, 5, async (target) => {
        const marker = { Delete: { TableName: db.table, Key: popKey(target, userId) } };
        const index = { Delete: { TableName: db.table, Key: fanPopKey(userId, target) } };
        try {
          await transactWrite(db, [
            { Delete: { ...marker.Delete, ConditionExpression: 'attribute_exists(PK)' } },
            {
              Update: {
                TableName: db.table,
                Key: target,
                ConditionExpression: 'attribute_exists(PK)',
                UpdateExpression: 'ADD popCount :minus',
                ExpressionAttributeValues: { ':minus': -1 },
              },
            },
            index,
          ]);
        } catch (err) {
          if (!conditionFailedAt(err, 0) && !conditionFailedAt(err, 1)) throw err;
          // The marker or the item is gone already: nothing to count down, remove what is left.
          await transactWrite(db, [marker, index]);
        }
      });
    },
  }),
  // Whom the fan follows: each edge removed, the followed fan's followerCount corrected.
  'purge-following': plan<string>({
    read: async (db, userId, cursor) => {
      const page = await partitionPage(db, fanPartitions(userId).profileAndEdges, 50, cursor, KEYS.follow.sk);
      return { items: page.items.map((i) => String(i.SK).slice(KEYS.follow.sk.length)), next: page.next };
    },
    write: (db, userId, followed) =>
      inParallel(followed, 5, (id) => dropFollowEdge(db, userId, id, { countFollower: false })),
  }),
  // Who follows the fan: each edge removed, the follower's followingCount corrected.
  'purge-followers': plan<string>({
    read: async (db, userId, cursor) =>
      sks(await partitionPage(db, fanPartitions(userId).followers, 50, cursor)),
    write: (db, userId, followers) =>
      inParallel(followers, 5, (id) => dropFollowEdge(db, id, userId, { countFollowed: false })),
  }),
  // The entities the fan follows: both edges removed, each entity's followerCount taken back.
  'purge-entity-follows': plan<string>({
    read: async (db, userId, cursor) => {
      const page = await partitionPage(
        db,
        fanPartitions(userId).profileAndEdges,
        50,
        cursor,
        KEYS.entityFollow.sk,
      );
      return {
        items: page.items.map((i) => String(i.SK).slice(KEYS.entityFollow.sk.length)),
        next: page.next,
      };
    },
    write: (db, userId, entityIds) =>
      inParallel(entityIds, 5, (id) => unfollowEntityEdge(db, userId, id, { countFan: false })),
  }),
  'purge-feed': ownPartition('feed'),
  'purge-notifications': ownPartition('notifications'),
  'purge-notification-groups': ownPartition('notificationGroups'),
  'purge-connections': plan<string>({
    read: async (db, userId, cursor) => {
      const page = await partitionPage(
        db,
        fanPartitions(userId).profileAndEdges,
        100,
        cursor,
        KEYS.connection.userSk,
      );
      return {
        items: page.items.map((i) => String(i.SK).slice(KEYS.connection.userSk.length)),
        next: page.next,
      };
    },
    write: (db, userId, ids) =>
      batchWrite(
        db,
        ids.flatMap((id) => [{ delete: userConnectionKey(userId, id) }, { delete: connectionKey(id) }]),
      ),
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
    write: (db, userId, hours) =>
      batchWrite(
        db,
        hours.map((hour) => ({ delete: hourActivityKey(hour, 'user', userId) })),
      ),
  }),
  // The counters of the fan's posts in any hour (GSI1 TRENDBY#{id}: they name the author).
  'purge-post-activity': plan<{ PK: string; SK: string }>({
    read: async (db, userId, cursor) => {
      const page = await authorActivityPage(db, userId, 100, cursor);
      return { items: page.keys, next: page.next };
    },
    write: (db, _userId, keys) =>
      batchWrite(
        db,
        keys.map((key) => ({ delete: key })),
      ),
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
  'purge-blocks': plan<{ blocked?: string; blockedBy?: string; filter?: true }>({
    read: async (db, userId, cursor) => {
      if (!cursor?.phase) {
        const page = sks(await partitionPage(db, fanPartitions(userId).blocks, 50, cursor?.start as Cursor));
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
      return { items: [{ filter: true }], next: undefined };
    },
    write: (db, userId, items) =>
      inParallel(items, 5, async (item) => {
        if (item.filter) {
          await batchWrite(db, [{ delete: controlsKey(userId) }]);
          return;
        }
        const blocker = item.blocked ? userId : String(item.blockedBy);
        const blocked = item.blocked ? item.blocked : userId;
        await transactWrite(db, [
          { Delete: { TableName: db.table, Key: blockKey(blocker, blocked) } },
          {
            Update: {
              TableName: db.table,
              Key: controlsKey(blocker),
              UpdateExpression: 'DELETE blocked :id',
              ExpressionAttributeValues: { ':id': new Set([blocked]) },
            },
          },
          {
            Update: {
              TableName: db.table,
              Key: controlsKey(blocked),
              UpdateExpression: 'DELETE blockedBy :id',
              ExpressionAttributeValues: { ':id': new Set([blocker]) },
            },
          },
        ]);
      }),
  }),
  // The fan out of others' posts' and comments' mentions (the text stays as written), with the
  // mention notification's source marker naming the fan (MENTIONED#{id}: data/mention.ts).
  // At most 3 writes an entry, 50 entries a page.
  'purge-mentions': plan<string>({
    read: (db, userId, cursor) => mentionedInPage(db, userId, 50, cursor),
    write: (db, userId, entries) => inParallel(entries, 5, (sk) => dropMention(db, userId, sk)),
  }),
  // Reports the fan filed stay for the admins, without who filed them.
  'purge-reports': plan<string>({
    read: async (db, userId, cursor) =>
      sks(await partitionPage(db, fanPartitions(userId).reports, 50, cursor)),
    write: async (db, userId, reportIds) => {
      const found = await batchGet(
        db,
        reportIds.map((id) => reportKey(id)),
      );
      await inParallel(reportIds, 5, async (id) => {
        const report = found.get(keyOf(reportKey(id))) as ReportItem | undefined;
        if (report?.reporterId === userId) {
          await db.doc.send(
            new UpdateCommand({
              TableName: db.table,
              Key: reportKey(id),
              UpdateExpression: 'SET reporterId = :anon',
              ExpressionAttributeValues: { ':anon': DELETED_REPORTER },
            }),
          );
        }
        await batchWrite(db, [
          { delete: reporterReportKey(userId, id) },
          ...(report ? [{ delete: reportedItemKey(report.target.kind, report.target.id, userId) }] : []),
        ]);
      });
    },
  }),
};
