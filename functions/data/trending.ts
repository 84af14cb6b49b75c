/**
 * Trending activity and rankings (docs/trending.md).
 *
 *   TRENDHOUR#{hour} / TAG#{tag}        posts with the tag that hour, and the set of their authors;
 *                                       `showPosts` and `shows`: how many of them were about a show,
 *                                       and which shows (Spoiler Guard: docs/spoilers.md)
 *   TRENDHOUR#{hour} / POST#{postId}    Pops and comments the post received that hour (+ its author, time)
 *   TRENDHOUR#{hour} / ENTITY#{entityId}  posts tagged with a catalogue entity that hour, and their authors
 *                                       (and `showPosts`, `shows` as for a tag)
 *   TRENDHOUR#{hour} / USER#{userId}    posts the fan wrote and engagement their posts received that hour
 *                                       GSI1 TRENDBY#{authorId} / {hour}#{postId}: the purge's way in
 *   TRENDSEEN#{digest} / SEEN           an activity event already counted (a SHA-256 of its source:
 *                                       no marker names the fan who acted)
 *   TRENDING#{timeframe} / {ranking}    one ranking of the trending job (hashtags, content, users, discovery, wrestlers)
 *
 * `hour` is the UTC hour `yyyy-mm-ddThh`. An event's counters change in one transaction with a marker
 * put only if absent, so a replayed stream record counts nothing twice. Hours and markers carry
 * `expiresAt` (TRENDING_ACTIVITY_TTL_DAYS; the longest window is 30 days); the retention job
 * deletes the hours older than that (domain/retention.ts), TTL only tidies the markers up.
 */
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TIMEFRAMES, TRENDING_ACTIVITY_TTL_DAYS } from '../../shared/constants';
import type { Timeframe } from '../../shared/schemas/common';
import { batchGet, batchWrite, keyOf, transactWrite } from './batch';
import { conditionFailedAt, type Db } from './client';
import { KEYS } from './keys';
import { type Cursor, queryPages } from './page';

const HOUR_MS = 3_600_000;

/** The UTC hour of a time, as bucket keys spell it: 2026-11-23T21. */
export const hourOf = (time: Date | string): string => new Date(time).toISOString().slice(0, 13);
/** When an hour bucket starts. */
export const hourStart = (hour: string): number => Date.parse(`${hour}:00:00.000Z`);
/** The hours from `from` to `to` (both included), oldest first. */
export function hoursBetween(from: number, to: number): string[] {
  const out: string[] = [];
  for (let t = Math.floor(from / HOUR_MS) * HOUR_MS; t <= to; t += HOUR_MS) out.push(hourOf(new Date(t)));
  return out;
}

const hourPk = (hour: string) => `${KEYS.trendHour.pk}${hour}`;
/** The key of one subject's counters in an hour. */
export const hourActivityKey = (hour: string, kind: 'tag' | 'post' | 'user' | 'entity', id: string) => ({
  PK: hourPk(hour),
  SK: `${KEYS.trendHour[kind]}${id}`,
});
/**
 * The marker of a counted activity event: a digest of its source, so a Pop's marker keeps neither
 * the fan's id nor the post (the source names both) once the fan is gone.
 */
export const activityEventKey = (source: string) => ({
  PK: `${KEYS.trendEvent.pk}${createHash('sha256').update(source).digest('base64url')}`,
  SK: KEYS.trendEvent.sk,
});
/** Where a post's counters are on GSI1: under its author, so the account purge finds them. */
const authorActivity = (authorId: string) => `${KEYS.trendHour.gsi1}${authorId}`;
const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + TRENDING_ACTIVITY_TTL_DAYS * 86_400;

/**
 * One subject's counters in an hour. A tag's or entity's `showId`: the show the post is about (its
 * first tag, a show), counted in `showPosts` and the hour's `shows` set (at most the shows tagged
 * that hour; a removal takes back the count, never the set: it errs towards showing a tag).
 */
export type ActivityChange =
  | { kind: 'tag'; tag: string; posts: number; authorId: string; showId?: string }
  | { kind: 'entity'; entityId: string; posts: number; authorId: string; showId?: string }
  | { kind: 'post'; postId: string; authorId: string; postCreatedAt: string; pops: number; comments: number }
  | { kind: 'user'; userId: string; posts: number; engagement: number };

export interface ActivityEvent {
  /** Names the source event once (e.g. a Pop's key, its time and "+" or "-"). */
  source: string;
  /** The hour the activity happened (a removal undoes the hour of what it removes). */
  hour: string;
  changes: readonly ActivityChange[];
}

function update(db: Db, hour: string, change: ActivityChange, ttl: number) {
  const base = { TableName: db.table };
  switch (change.kind) {
    case 'tag':
    case 'entity': {
      const show = change.showId;
      return {
        ...base,
        Key:
          change.kind === 'tag'
            ? hourActivityKey(hour, 'tag', change.tag)
            : hourActivityKey(hour, 'entity', change.entityId),
        // Adding to a set is itself idempotent: a fan is one author of the tag that hour.
        // A removed post takes its author out of the hour's authors (they may have another post
        // with the tag that hour: the distinct-author count errs low, never keeping a purged id).
        UpdateExpression:
          change.posts > 0
            ? `ADD posts :n, authors :a${show ? ', showPosts :n, shows :s' : ''} SET expiresAt = :ttl`
            : `ADD posts :n${show ? ', showPosts :n' : ''} DELETE authors :a SET expiresAt = :ttl`,
        ExpressionAttributeValues: {
          ':n': change.posts,
          ':ttl': ttl,
          ':a': new Set([change.authorId]),
          ...(show && change.posts > 0 ? { ':s': new Set([show]) } : {}),
        },
      };
    }
    case 'post':
      return {
        ...base,
        Key: hourActivityKey(hour, 'post', change.postId),
        UpdateExpression:
          'ADD pops :p, comments :c SET authorId = :a, postCreatedAt = :t, expiresAt = :ttl, GSI1PK = :g, GSI1SK = :gs',
        ExpressionAttributeValues: {
          ':p': change.pops,
          ':c': change.comments,
          ':a': change.authorId,
          ':t': change.postCreatedAt,
          ':ttl': ttl,
          ':g': authorActivity(change.authorId),
          ':gs': `${hour}#${change.postId}`,
        },
      };
    case 'user':
      return {
        ...base,
        Key: hourActivityKey(hour, 'user', change.userId),
        UpdateExpression: 'ADD posts :n, engagement :e SET expiresAt = :ttl',
        ExpressionAttributeValues: { ':n': change.posts, ':e': change.engagement, ':ttl': ttl },
      };
  }
}

/**
 * Counts an activity event into its hour: the counters and the event's marker in one transaction
 * that fails when the marker exists. Returns false when the event was counted before.
 */
export async function recordActivity(db: Db, event: ActivityEvent, now: Date): Promise<boolean> {
  const ttl = expiresAt(now);
  // Taking activity back never creates a counter: a decrement of a counter that is gone (expired,
  // purged with its fan) is dropped, and the rest of the event still counts.
  let changes = [...event.changes];
  for (let attempt = 0; changes.length && attempt < 4; attempt++) {
    const updates = changes.map((c) => {
      const u = update(db, event.hour, c, ttl);
      return isDecrement(c) ? { ...u, ConditionExpression: 'attribute_exists(PK)' } : u;
    });
    try {
      await transactWrite(db, [
        {
          Put: {
            TableName: db.table,
            Item: { ...activityEventKey(event.source), expiresAt: ttl },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...updates.map((u) => ({ Update: u })),
      ]);
      return true;
    } catch (err) {
      if (conditionFailedAt(err, 0)) return false;
      const missing = changes.filter((_c, i) => conditionFailedAt(err, i + 1));
      if (!missing.length) throw err;
      changes = changes.filter((c) => !missing.includes(c));
    }
  }
  return false;
}

const isDecrement = (c: ActivityChange) =>
  c.kind === 'tag' || c.kind === 'entity'
    ? c.posts < 0
    : c.kind === 'post'
      ? c.pops + c.comments < 0
      : c.posts + c.engagement < 0;

/**
 * A page of the counters of a fan's posts, in any hour (GSI1 TRENDBY#{authorId}): the account
 * purge deletes them, `npm run purge:check` counts them.
 */
export async function authorActivityPage(
  db: Db,
  authorId: string,
  limit: number,
  cursor?: Cursor,
): Promise<{ keys: { PK: string; SK: string }[]; next: Cursor | undefined }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': authorActivity(authorId) },
      ProjectionExpression: 'PK, SK',
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return {
    keys: (res.Items ?? []).map((i) => ({ PK: String(i.PK), SK: String(i.SK) })),
    next: res.LastEvaluatedKey,
  };
}

/** Every item of one hour's partition, by key (the retention job deletes hours past their time). */
export async function hourKeyPage(
  db: Db,
  hour: string,
  cursor?: Cursor,
): Promise<{ keys: { PK: string; SK: string }[]; next: Cursor | undefined }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': hourPk(hour) },
      ProjectionExpression: 'PK, SK',
      ExclusiveStartKey: cursor,
    }),
  );
  return {
    keys: (res.Items ?? []).map((i) => ({ PK: String(i.PK), SK: String(i.SK) })),
    next: res.LastEvaluatedKey,
  };
}

/** What the trending job reads of one hour. */
export interface HourActivity {
  hour: string;
  /** `showPosts` and `shows`: of those posts, how many were about a show, and which (absent: none). */
  tags: { tag: string; posts: number; authors: string[]; showPosts?: number; shows?: string[] }[];
  /** Posts tagged with catalogue entities (issue 28), like hashtags. */
  entities: { entityId: string; posts: number; authors: string[]; showPosts?: number; shows?: string[] }[];
  posts: { postId: string; authorId: string; postCreatedAt: string; pops: number; comments: number }[];
  users: { userId: string; posts: number; engagement: number }[];
}

/** The show counters of a tag's or entity's hour (none when no post of it was about a show). */
const aboutShows = (item: Record<string, unknown>) =>
  item.shows ? { showPosts: Number(item.showPosts ?? 0), shows: [...(item.shows as Set<string>)] } : {};

function toHourActivity(hour: string, items: Record<string, unknown>[]): HourActivity {
  const activity: HourActivity = { hour, tags: [], entities: [], posts: [], users: [] };
  for (const item of items) {
    const sk = item.SK as string;
    if (sk.startsWith(KEYS.trendHour.tag))
      activity.tags.push({
        tag: sk.slice(KEYS.trendHour.tag.length),
        posts: Number(item.posts ?? 0),
        authors: [...((item.authors as Set<string> | undefined) ?? [])],
        ...aboutShows(item),
      });
    else if (sk.startsWith(KEYS.trendHour.entity))
      activity.entities.push({
        entityId: sk.slice(KEYS.trendHour.entity.length),
        posts: Number(item.posts ?? 0),
        authors: [...((item.authors as Set<string> | undefined) ?? [])],
        ...aboutShows(item),
      });
    else if (sk.startsWith(KEYS.trendHour.post))
      activity.posts.push({
        postId: sk.slice(KEYS.trendHour.post.length),
        authorId: String(item.authorId ?? ''),
        postCreatedAt: String(item.postCreatedAt ?? ''),
        pops: Number(item.pops ?? 0),
        comments: Number(item.comments ?? 0),
      });
    else if (sk.startsWith(KEYS.trendHour.user))
      activity.users.push({
        userId: sk.slice(KEYS.trendHour.user.length),
        posts: Number(item.posts ?? 0),
        engagement: Number(item.engagement ?? 0),
      });
  }
  return activity;
}

/** Every counter of one hour: one Query (more pages only on a very busy hour). */
export async function readHour(db: Db, hour: string): Promise<HourActivity> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(
    db,
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': hourPk(hour) },
      ProjectionExpression:
        'SK, posts, authors, showPosts, shows, authorId, postCreatedAt, pops, comments, engagement',
    },
    (item) => item,
  ))
    items.push(...page);
  return toHourActivity(hour, items);
}

export type RankingName = 'hashtags' | 'content' | 'users' | 'discovery' | 'wrestlers';

export interface Snapshot<T> {
  timeframe: Timeframe;
  ranking: RankingName;
  computedAt: string;
  entries: T[];
}

const snapshotKey = (timeframe: Timeframe, ranking: RankingName) => ({
  PK: `${KEYS.trendSnapshot.pk}${timeframe}`,
  SK: ranking,
});

export async function writeSnapshot<T>(db: Db, snapshot: Snapshot<T>): Promise<void> {
  await db.doc.send(
    new PutCommand({
      TableName: db.table,
      Item: { ...snapshotKey(snapshot.timeframe, snapshot.ranking), type: 'trending', ...snapshot },
    }),
  );
}

/** A ranking as the job last wrote it (none before its first run). */
export async function readSnapshot<T>(
  db: Db,
  timeframe: Timeframe,
  ranking: RankingName,
): Promise<Snapshot<T> | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: snapshotKey(timeframe, ranking) }),
  );
  return (res.Item as Snapshot<T> | undefined) ?? null;
}

/** One ranking of every timeframe (those the job wrote), in one BatchGet. */
export async function readSnapshotsOf<T>(db: Db, ranking: RankingName): Promise<Snapshot<T>[]> {
  const keys = TIMEFRAMES.map((timeframe) => snapshotKey(timeframe, ranking));
  const found = await batchGet(db, keys);
  return keys.flatMap((key) => {
    const item = found.get(keyOf(key)) as Snapshot<T> | undefined;
    return item ? [item] : [];
  });
}

/** Deletes a fan's own trending counters of the given hours (the account purge). */
export const deleteFanActivity = (db: Db, userId: string, hours: readonly string[]) =>
  batchWrite(
    db,
    hours.map((hour) => ({ delete: hourActivityKey(hour, 'user', userId) })),
  );

/** How many of the given hours still hold a counter of the fan (0: none; `npm run purge:check`). */
export async function fanActivityLeft(db: Db, userId: string, hours: readonly string[]): Promise<number> {
  if (!hours.length) return 0;
  return (
    await batchGet(
      db,
      hours.map((h) => hourActivityKey(h, 'user', userId)),
    )
  ).size;
}

/** Deletes counters an `authorActivityPage` or `hourKeyPage` returned (the account purge, the retention job). */
export const deleteActivityCounters = (db: Db, keys: readonly { PK: string; SK: string }[]) =>
  batchWrite(
    db,
    keys.map((key) => ({ delete: key })),
  );
