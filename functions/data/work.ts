/**
 * Work items: heavy background work split into bounded pages.
 *
 *   WORK#{kind}:{subject}:{page} / WORK   one page of work: what to do, to whom, where to resume
 *
 * Writing a work item is what schedules it: its stream INSERT reaches the work-items consumer on
 * the derived lane, which does that one page (at most WORK_PAGE_SIZE writes), queues the next page
 * first (so pages overlap) and deletes the item. Keys are deterministic, so a replayed page queues
 * the same next item (a conditional Put that then changes nothing).
 *
 * Stream consumers (docs/architecture.md, "Which consumers react to which item"):
 *   INSERT  work-items (runs the page)
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Db, isConditionFailed } from './client';
import type { FeedSource } from './feed-sources';
import { idAfter, KEYS, type KeyLike } from './keys';
import type { Cursor } from './page';

/** The account purge's kinds: one per access pattern of a deleted fan (domain/purge.ts). */
export const PURGE_KINDS = [
  'purge-posts',
  'purge-comments',
  'purge-pops',
  'purge-following',
  'purge-followers',
  'purge-entity-follows',
  'purge-feed',
  'purge-notifications',
  'purge-notification-groups',
  'purge-connections',
  'purge-activity',
  'purge-post-activity',
  'purge-rates',
  'purge-idempotency',
  'purge-media',
  'purge-reports',
  'purge-blocks',
  'purge-mentions',
  'purge-rooms',
  'purge-show-bells',
  'purge-picks',
  'purge-ratings',
] as const;
export type PurgeKind = (typeof PURGE_KINDS)[number];

/** A purge's fan; `round` starts a fresh chain of pages (domain/account.ts startPurge). */
export type PurgeSubject = { userId: string; round?: string };

/** A post for the followers of one of its sources (its author, or an entity it is tagged with). */
export type FanoutAddSubject = {
  source: FeedSource;
  postId: string;
  authorId: string;
  /** The post's tags (fixed at creation): they ride on the pointers. */
  tags?: string[];
  /** Only the source's teen followers get it (a teen's post through an entity: docs/safety.md, "Teens"). */
  teensOnly?: true;
};

/** Who each kind of paged work (domain/work.ts) is about: ids only, typed per kind. */
export type WorkSubjects = {
  'fanout-add': FanoutAddSubject;
  'fanout-remove': { source: FeedSource; postId: string };
  'big-follows': { source: FeedSource };
  'cascade-pops': { target: 'post' | 'comment'; id: string };
  'cascade-comments': { postId: string };
  /** A show's "starts in 15 minutes" alert (domain/rooms/alerts.ts): its promotion's followers, or its bell's. */
  'alerts-start': { showId: string; audience: 'followers' | 'bell' };
  /** A match gone live: the followers of one wrestler or team on it (`entityId`), or the show's bell's. */
  'alerts-ring': { showId: string; matchId: string; entityId: string | null; audience: 'followers' | 'bell' };
  /** A match's result scored (rev 1, 2... per correction): a page of the show's pickers (domain/ratings/pick-scoring.ts). */
  'pick-scores': { showId: string; matchId: string; rev: number };
} & { [K in PurgeKind]: PurgeSubject };

export type WorkKind = keyof WorkSubjects;
export type WorkSubject = WorkSubjects[WorkKind];
/** One kind of work with its subject. */
export type Work = { [K in WorkKind]: { kind: K; subject: WorkSubjects[K] } }[WorkKind];

/**
 * Kinds queued before the two feed sources shared one fan-out (issue 36): an item of one of them
 * still in the table runs as the kind it became (workOf).
 */
const FORMER_KINDS = {
  'entity-fanout-add': 'fanout-add',
  'entity-fanout-remove': 'fanout-remove',
  'entity-big-follows': 'big-follows',
} as const;
type FormerKind = keyof typeof FORMER_KINDS;

export interface WorkItem {
  PK: string;
  SK: typeof KEYS.workItem.sk;
  type: 'work';
  /** A former kind in an item queued before issue 36 (read it with workOf). */
  kind: WorkKind | FormerKind;
  subject: WorkSubject;
  page: number;
  cursor?: Cursor;
  createdAt: string;
  /** Epoch seconds: a forgotten item expires in AWS (readers never depend on it). */
  expiresAt: number;
}

const WORK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The ids that name a source in a work id: an author's alone (as before entities had feeds). */
const sourceIds = (source: FeedSource) => (source.type === 'author' ? [source.id] : ['entity', source.id]);

/** Which ids of its subject name a piece of work, in order (what else it carries is not its name). */
const ID_OF: { [K in WorkKind]: (subject: WorkSubjects[K]) => (string | undefined)[] } = {
  ...(Object.fromEntries(PURGE_KINDS.map((kind) => [kind, (s: PurgeSubject) => [s.userId, s.round]])) as {
    [K in PurgeKind]: (subject: PurgeSubject) => (string | undefined)[];
  }),
  'fanout-add': (s) => [s.postId, ...sourceIds(s.source)],
  'fanout-remove': (s) => [s.postId, ...sourceIds(s.source)],
  'big-follows': (s) => sourceIds(s.source),
  'cascade-pops': (s) => [s.target, s.id],
  'cascade-comments': (s) => [s.postId],
  'alerts-start': (s) => [s.showId, s.audience],
  'alerts-ring': (s) => [s.showId, s.matchId, s.entityId ?? s.audience],
  'pick-scores': (s) => [s.showId, s.matchId, String(s.rev)],
};

/**
 * The one id of a page of work: the kind, the ids of its subject and the page number. A subject as
 * an item of a former kind or shape stored it is read as what it became (workOf).
 */
export function workId(kind: string, subject: Readonly<Record<string, unknown>>, page: number): string {
  const work = workOf({ kind, subject } as Pick<WorkItem, 'kind' | 'subject'>);
  const ids = (ID_OF[work.kind] as (s: WorkSubject) => (string | undefined)[])(work.subject);
  return `${work.kind}:${ids.filter((id) => id !== undefined).join(':')}:${page}`;
}

/** A subject's id, which the stored item must hold (a broken item fails, and its record is parked). */
function need(subject: Record<string, unknown>, field: string): string {
  const value = subject[field];
  if (typeof value !== 'string' || !value) throw new Error(`Work subject without ${field}`);
  return value;
}

/** The ids each kind's subject must hold (the fan-out's are checked as they are read). */
const NEEDS: Record<Exclude<WorkKind, 'fanout-add' | 'fanout-remove' | 'big-follows'>, string[]> = {
  ...(Object.fromEntries(PURGE_KINDS.map((kind) => [kind, ['userId']])) as Record<PurgeKind, string[]>),
  'cascade-pops': ['target', 'id'],
  'cascade-comments': ['postId'],
  'alerts-start': ['showId', 'audience'],
  'alerts-ring': ['showId', 'matchId', 'audience'],
  'pick-scores': ['showId', 'matchId'],
};

const tagsOf = (tags: unknown): { tags?: string[] } =>
  typeof tags === 'string' && tags ? { tags: tags.split(',') } : Array.isArray(tags) ? { tags } : {};

/** The source a subject names: as it is stored now, or by the ids of a former one. */
function sourceOf(s: Record<string, unknown>, formerEntityKind: boolean): FeedSource {
  if (s.source) {
    const source = s.source as Record<string, unknown>;
    if (source.type !== 'author' && source.type !== 'entity') throw new Error('Work subject without source');
    return { type: source.type, id: need(source, 'id') };
  }
  if (formerEntityKind || s.entityId !== undefined) return { type: 'entity', id: need(s, 'entityId') };
  return { type: 'author', id: need(s, s.accountId !== undefined ? 'accountId' : 'authorId') };
}

/**
 * The work an item holds, its subject checked. Items queued before issue 36 named the source by
 * their kind and flat string ids (`{ postId, authorId, tags: 'a,b' }`, `entity-fanout-add` with
 * `entityId` and `teen: '1'`, `big-follows` with `accountId`): they are read as the kinds and
 * subjects of now.
 */
export function workOf(item: Pick<WorkItem, 'kind' | 'subject'>): Work {
  const kind = Object.hasOwn(FORMER_KINDS, item.kind)
    ? FORMER_KINDS[item.kind as FormerKind]
    : (item.kind as WorkKind);
  const s = item.subject as Record<string, unknown>;
  if (kind !== 'fanout-add' && kind !== 'fanout-remove' && kind !== 'big-follows') {
    const needs = Object.hasOwn(NEEDS, kind) ? NEEDS[kind] : null;
    if (!needs) throw new Error(`No work of kind ${kind}`);
    for (const field of needs) need(s, field);
    return item as Work;
  }
  const source = sourceOf(s, item.kind !== kind);
  if (kind === 'big-follows') return { kind, subject: { source } };
  if (kind === 'fanout-remove') return { kind, subject: { source, postId: need(s, 'postId') } };
  return {
    kind,
    subject: {
      source,
      postId: need(s, 'postId'),
      authorId: need(s, 'authorId'),
      ...tagsOf(s.tags),
      ...(s.teensOnly || s.teen ? { teensOnly: true as const } : {}),
    },
  };
}

export const workKey = (id: string) => ({ PK: `${KEYS.workItem.pk}${id}`, SK: KEYS.workItem.sk });

/** The work item a key names, or null for any other key. */
export function parseWorkKey(key: KeyLike): { workId: string } | null {
  const id = key.SK === KEYS.workItem.sk ? idAfter(KEYS.workItem.pk, key.PK) : null;
  return id ? { workId: id } : null;
}

/** The item of one page of work (no cursor: the first page; an empty map would not survive the stream). */
export function workItem(
  work: { kind: WorkKind; subject: WorkSubject; page: number; cursor?: Cursor },
  now = new Date(),
): WorkItem {
  return {
    ...workKey(workId(work.kind, work.subject, work.page)),
    type: 'work',
    ...work,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + WORK_TTL_SECONDS,
  };
}

/** Queues one page of work; false if that page was queued already (a replay). */
export async function queueWork(
  db: Db,
  work: { kind: WorkKind; subject: WorkSubject; page: number; cursor?: Cursor },
  now = new Date(),
): Promise<boolean> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: workItem(work, now),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** Removes a page of work once it is done. */
export async function finishWork(db: Db, key: KeyLike & { PK: string; SK: string }): Promise<void> {
  await db.doc.send(new DeleteCommand({ TableName: db.table, Key: { PK: key.PK, SK: key.SK } }));
}
