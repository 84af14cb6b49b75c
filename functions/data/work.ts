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
import { idAfter, KEYS, type KeyLike } from './keys';
import type { Cursor } from './page';

/** The kinds of paged work (see domain/work.ts). */
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
] as const;
export type PurgeKind = (typeof PURGE_KINDS)[number];

export type WorkKind =
  | 'fanout-add'
  | 'fanout-remove'
  | 'big-follows'
  | 'entity-fanout-add'
  | 'entity-fanout-remove'
  | 'entity-big-follows'
  | 'cascade-pops'
  | 'cascade-comments'
  | PurgeKind;

/** Who the work is about: ids only (e.g. the post and its author). */
export type WorkSubject = Readonly<Record<string, string>>;

export interface WorkItem {
  PK: string;
  SK: typeof KEYS.workItem.sk;
  type: 'work';
  kind: WorkKind;
  subject: WorkSubject;
  page: number;
  cursor?: Cursor;
  createdAt: string;
  /** Epoch seconds: a forgotten item expires in AWS (readers never depend on it). */
  expiresAt: number;
}

const WORK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The one id of a page of work: the kind, the subject's ids and the page number. */
export const workId = (kind: WorkKind, subject: WorkSubject, page: number) =>
  `${kind}:${Object.values(subject).join(':')}:${page}`;

export const workKey = (id: string) => ({ PK: `${KEYS.workItem.pk}${id}`, SK: KEYS.workItem.sk });

/** The work item a key names, or null for any other key. */
export function parseWorkKey(key: KeyLike): { workId: string } | null {
  const id = key.SK === KEYS.workItem.sk ? idAfter(KEYS.workItem.pk, key.PK) : null;
  return id ? { workId: id } : null;
}

/** Queues one page of work; false if that page was queued already (a replay). */
export async function queueWork(
  db: Db,
  /** No cursor: the first page (an empty map would not survive the stream's encoding). */
  work: { kind: WorkKind; subject: WorkSubject; page: number; cursor?: Cursor },
  now = new Date(),
): Promise<boolean> {
  const item: WorkItem = {
    ...workKey(workId(work.kind, work.subject, work.page)),
    type: 'work',
    ...work,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + WORK_TTL_SECONDS,
  };
  try {
    await db.doc.send(
      new PutCommand({ TableName: db.table, Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
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
