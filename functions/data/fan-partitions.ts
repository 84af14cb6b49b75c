/**
 * A fan's own partitions, by what they hold, and the pages of them that the account purge
 * (domain/purge.ts), the export (data/account-export.ts) and `npm run purge:check` read. Sort keys
 * are parsed here (or by the entity module that owns them), so the domain sees ids, never keys.
 *
 *   USER#{userId}           the profile, the controls item, FOLLOWS#{id}, EFOLLOWS#{id}, CONN#{id}
 *   FOLLOWERS#{userId}      / {followerId}       POSTS#{userId}          / {postId}
 *   FEED#{userId}           / {postId}           NOTIF#{userId}          / {id}
 *   AUTHORCOMMENTS#{userId} / {commentId}        FANPOPS#{userId}        / {the popped item's PK}
 *   REPORTER#{userId}       / {reportId}         BLOCKS#{userId}         / {blockedId}
 *   ... one entry per partition in `fanPartitions` below (docs/data-model.md draws them all).
 *
 * Every read is strongly consistent: a purge page must see what the page before it removed.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import { parseEntityFollowKey } from './catalogue/entity-follow';
import type { Db } from './client';
import { parseUserConnectionKey } from './connection';
import { parseFollowKey } from './follow';
import { KEYS } from './keys';
import type { Cursor } from './page';
import type { PopTarget } from './pop';

/** One page of what a reader returns, and where the next one starts (undefined: the last). */
export interface Page<T> {
  items: T[];
  next: Cursor | undefined;
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

export type FanPartition = keyof ReturnType<typeof fanPartitions>;

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

/**
 * A page of the sort keys of one of the fan's partitions: in all but profileAndEdges (which no
 * reader pages whole) the sort key is the id of what the item points at (a post, a comment, a
 * follower, a report, ...), or the window of a rate or the key of a create's answer.
 */
export async function fanIdPage(
  db: Db,
  userId: string,
  part: Exclude<FanPartition, 'profileAndEdges'>,
  limit: number,
  cursor?: Cursor,
): Promise<Page<string>> {
  const page = await partitionPage(db, fanPartitions(userId)[part], limit, cursor);
  return { items: page.items.map((i) => String(i.SK)), next: page.next };
}

/** Deletes the items of one of the fan's partitions that a `fanIdPage` of it returned. */
export const deleteFanIds = (
  db: Db,
  userId: string,
  part: Exclude<FanPartition, 'profileAndEdges'>,
  ids: readonly string[],
) =>
  batchWrite(
    db,
    ids.map((SK) => ({ delete: { PK: fanPartitions(userId)[part], SK } })),
  );

/** How many items each of the fan's partitions holds, up to 1 (one is enough: not purged yet). */
export async function fanPartitionsLeft(db: Db, userId: string): Promise<Record<FanPartition, number>> {
  const parts = Object.entries(fanPartitions(userId)) as [FanPartition, string][];
  const counts = await Promise.all(
    parts.map(async ([, pk]) => (await partitionPage(db, pk, 1)).items.length),
  );
  return Object.fromEntries(parts.map(([name], i) => [name, counts[i] ?? 0])) as Record<FanPartition, number>;
}

/** Ids parsed from the sort keys of a page of the profile partition that start with `prefix`. */
async function edgePage(
  db: Db,
  userId: string,
  prefix: string,
  parse: (key: { PK: string; SK: string }) => string | null,
  limit: number,
  cursor?: Cursor,
): Promise<Page<string>> {
  const page = await partitionPage(db, fanPartitions(userId).profileAndEdges, limit, cursor, prefix);
  return {
    items: page.items.flatMap((i) => parse({ PK: String(i.PK), SK: String(i.SK) }) ?? []),
    next: page.next,
  };
}

/** A page of the ids of the fans the fan follows (their follow edges, USER#{id} / FOLLOWS#{id}). */
export const followedIdPage = (db: Db, userId: string, limit: number, cursor?: Cursor) =>
  edgePage(db, userId, KEYS.follow.sk, (k) => parseFollowKey(k)?.followedId ?? null, limit, cursor);

/** A page of the ids of the entities the fan follows (USER#{id} / EFOLLOWS#{entityId}). */
export const followedEntityIdPage = (db: Db, userId: string, limit: number, cursor?: Cursor) =>
  edgePage(db, userId, KEYS.entityFollow.sk, (k) => parseEntityFollowKey(k)?.entityId ?? null, limit, cursor);

/** A page of the ids of the fan's WebSocket connections (USER#{id} / CONN#{connectionId}). */
export const connectionIdPage = (db: Db, userId: string, limit: number, cursor?: Cursor) =>
  edgePage(
    db,
    userId,
    KEYS.connection.userSk,
    (k) => parseUserConnectionKey(k)?.connectionId ?? null,
    limit,
    cursor,
  );

/** A page of what the fan popped (FANPOPS#{id} / {the popped item's PK}, its SK beside it). */
export async function poppedPage(
  db: Db,
  userId: string,
  limit: number,
  cursor?: Cursor,
): Promise<Page<PopTarget>> {
  const page = await partitionPage(db, fanPartitions(userId).pops, limit, cursor);
  return {
    items: page.items.map((i) => ({ PK: String(i.SK), SK: String(i.targetSK) })),
    next: page.next,
  };
}
