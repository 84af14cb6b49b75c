/**
 * What the account export (domain/account-export.ts) reads of a fan's own partitions: each stored
 * section a page at a time, from after the sort key its last page ended on, with the ids parsed
 * out of the sort keys. A cursor names only a section and a sort key: the start key is rebuilt
 * here inside the fan's own partition, and a sort key the section cannot have is refused, so no
 * cursor can lead anywhere else.
 */
import type { ExportSection } from '../../shared/schemas/account';
import { parseEntityFollowKey } from './catalogue/entity-follow';
import type { Db } from './client';
import { type CommentItem, commentsById } from './comment';
import { type FanPartition, fanPartitions, partitionPage } from './fan-partitions';
import { parseFollowKey } from './follow';
import { KEYS } from './keys';
import type { NotificationItem } from './notification';
import { parsePopTarget } from './pop';
import { type PostItem, postsById } from './post';
import { type ReportItem, reportsById } from './report';

/** The sections read from the table a page at a time (the profile and the controls item are one item). */
export type StoredSection = Exclude<
  ExportSection,
  'profile' | 'mutes' | 'mutedWords' | 'spoilerSettings' | 'watchStatuses' | 'alertSettings'
>;

/**
 * Where a section's items are and what their sort keys start with (none: any). A section that
 * shares the profile partition reads only the sort keys with its prefix.
 */
const SOURCES: Record<StoredSection, { part: FanPartition; prefixes: readonly string[] }> = {
  posts: { part: 'posts', prefixes: [] },
  comments: { part: 'comments', prefixes: [] },
  pops: { part: 'pops', prefixes: [KEYS.post.pk, KEYS.comment.pk] },
  following: { part: 'profileAndEdges', prefixes: [KEYS.follow.sk] },
  followers: { part: 'followers', prefixes: [] },
  notifications: { part: 'notifications', prefixes: [] },
  reports: { part: 'reports', prefixes: [] },
  blocks: { part: 'blocks', prefixes: [] },
  entityFollows: { part: 'profileAndEdges', prefixes: [KEYS.entityFollow.sk] },
};

export const isStoredSection = (section: ExportSection): section is StoredSection =>
  Object.hasOwn(SOURCES, section);

/** Whether a page of `section` can end on the sort key `sk` (what a cursor names). */
export function sectionCanEndAt(section: StoredSection, sk: string): boolean {
  const { prefixes } = SOURCES[section];
  return !prefixes.length || prefixes.some((p) => sk.startsWith(p));
}

/** An edge of the fan's: the other side's id and since when. */
export interface ExportEdge {
  id: string;
  since: string | null;
}

/** What a page of each section holds. */
export interface ExportRows {
  posts: PostItem[];
  comments: CommentItem[];
  pops: ({ postId: string } | { commentId: string })[];
  following: ExportEdge[];
  followers: ExportEdge[];
  notifications: NotificationItem[];
  reports: ReportItem[];
  blocks: ExportEdge[];
  entityFollows: ExportEdge[];
}

/** One page of a section: its rows, and the sort key it ended on (undefined: the section's last page). */
export async function exportSectionPage<S extends StoredSection>(
  db: Db,
  userId: string,
  section: S,
  limit: number,
  after?: string,
): Promise<{ rows: ExportRows[S]; last: string | undefined }> {
  const { part, prefixes } = SOURCES[section];
  const pk = fanPartitions(userId)[part];
  const start = after === undefined ? undefined : { PK: pk, SK: after };
  const page = await partitionPage(
    db,
    pk,
    limit,
    start,
    part === 'profileAndEdges' ? prefixes[0] : undefined,
  );
  const sks = page.items.map((i) => String(i.SK));
  const since = (i: Record<string, unknown>) => (i.createdAt as string | undefined) ?? null;
  const edges = (idOf: (sk: string) => string | null) =>
    page.items.flatMap((i) => {
      const id = idOf(String(i.SK));
      return id ? [{ id, since: since(i) }] : [];
    });
  const last = page.next ? String(page.next.SK) : undefined;
  let rows: ExportRows[StoredSection];
  switch (section as StoredSection) {
    case 'posts': {
      const found = await postsById(db, sks);
      rows = sks.flatMap((id) => found.get(id) ?? []);
      break;
    }
    case 'comments': {
      const found = await commentsById(db, sks);
      rows = sks.flatMap((id) => found.get(id) ?? []);
      break;
    }
    case 'reports':
      rows = [...(await reportsById(db, sks)).values()];
      break;
    case 'pops':
      rows = sks.flatMap((target) => parsePopTarget({ PK: target }) ?? []);
      break;
    case 'following':
      rows = edges((sk) => parseFollowKey({ PK: pk, SK: sk })?.followedId ?? null);
      break;
    case 'entityFollows':
      rows = edges((sk) => parseEntityFollowKey({ PK: pk, SK: sk })?.entityId ?? null);
      break;
    case 'followers':
    case 'blocks':
      rows = edges((sk) => sk);
      break;
    case 'notifications':
      rows = page.items as unknown as NotificationItem[];
      break;
  }
  return { rows: rows as ExportRows[S], last };
}
