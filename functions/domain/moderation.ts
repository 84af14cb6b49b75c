/**
 * Moderation: members report posts, comments and show rooms' messages; admins review or resolve reports, take content
 * down and ban fans; every admin action is written to the audit log in the same transaction.
 *
 * A ban: the profile is flagged (the HTTP chain and the WebSocket authorizer refuse the fan from
 * their next request), a marker outlives the profile (a purged fan never comes back unbanned), the
 * Cognito user is disabled and signed out everywhere, and the stream does the rest: the live lane
 * closes the fan's open connections, the derived lane drops them from search and the directory;
 * every list hides a banned fan's posts and comments at read time.
 */
import { REPORT_DESCRIPTION_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from '../../shared/constants';
import { API_ERRORS, MODERATION_ERRORS } from '../../shared/messages';
import { ROOM_TEXTS } from '../../shared/messages-rooms';
import type {
  AdminPageQuery,
  AdminReportsQuery,
  AuditEntry,
  CreateReportInput,
  CreateReportResult,
  Report,
  ReportReason,
  ReportStats,
  ReportStatus,
} from '../../shared/schemas/moderation';
import { getEntity } from '../data/catalogue/entities';
import type { Db } from '../data/client';
import { deleteComment, getComment } from '../data/comment';
import { deletePost, getPost } from '../data/post';
import {
  type AuditItem,
  auditPage,
  auditPut,
  decideReport,
  fileReport,
  getReport,
  markReportsRemoved,
  type ReportedContent,
  type ReportItem,
  ReportNotPendingError,
  ReportRateLimitError,
  reportIdsOf,
  reportStats,
  reportsPage,
} from '../data/report';
import {
  getRoomMessageToReport,
  type ReportedRoomMessage,
  roomMessageRef,
  roomMessagesToReview,
} from '../data/rooms/report';
import { getUserById, markBanned, type UserItem, usersById } from '../data/user';
import type { AccountControl } from '../lib/accounts';
import { forbidden, invalid, notFound, rateLimited } from '../lib/errors';
import { ulid } from '../lib/ulid';
import { visibleAuthor } from './users';

export interface ModerationDeps {
  db: Db;
  now: () => Date;
}

// ---------------------------------------------------------------------------------------------
// Members report

/** What a report is about, as it reads now; refuses what is gone or hidden, and your own. */
async function reportedContent(
  db: Db,
  reporterId: string,
  input: CreateReportInput,
): Promise<ReportedContent> {
  const target: ReportedContent | null = input.postId
    ? await getPost(db, input.postId, true).then((p) =>
        p ? { kind: 'post', id: p.id, content: p.content, authorId: p.authorId, postId: null } : null,
      )
    : await getComment(db, input.commentId ?? '', true).then((c) =>
        c ? { kind: 'comment', id: c.id, content: c.content, authorId: c.authorId, postId: c.postId } : null,
      );
  const missing = input.postId ? API_ERRORS.postNotFound : API_ERRORS.commentNotFound;
  if (!target || !visibleAuthor((await getUserById(db, target.authorId)) ?? undefined))
    throw notFound(missing);
  if (target.authorId === reporterId) throw invalid(MODERATION_ERRORS.reportOwn);
  return target;
}

/**
 * Files the member's report of a post or a comment. Once per member per item: a repeat answers
 * the first report (created = false) and changes nothing. At most REPORTS_PER_HOUR an hour.
 */
export async function submitReport(
  deps: ModerationDeps,
  reporter: UserItem,
  input: CreateReportInput,
): Promise<CreateReportResult> {
  const target = await reportedContent(deps.db, reporter.id, input);
  return fileOne(deps, reporter, {
    reason: input.reason,
    description: input.description?.trim() || null,
    target,
  });
}

/** Files a report (see submitReport): a repeat answers the first one, beyond the hour's limit a 429. */
async function fileOne(
  deps: ModerationDeps,
  reporter: UserItem,
  report: { reason: ReportReason; description: string | null; target: ReportedContent },
): Promise<CreateReportResult> {
  const now = deps.now();
  try {
    const result = await fileReport(deps.db, {
      id: ulid(now.getTime()),
      ...report,
      reporterId: reporter.id,
      createdAt: now.toISOString(),
    });
    return result.created ? { id: result.report.id, created: true } : { id: result.reportId, created: false };
  } catch (err) {
    // The limit counts per clock hour (data/report.ts): the next one starts at the top of the hour.
    if (err instanceof ReportRateLimitError)
      throw rateLimited(
        MODERATION_ERRORS.reportRateLimited,
        3600 - (Math.floor(now.getTime() / 1000) % 3600),
      );
    throw err;
  }
}

/** A room message no longer there (its TTL) or deleted for everyone by an admin. */
const isGone = (message: ReportedRoomMessage | undefined) => !message || message.deleted === true;

/** The link to a show's room. */
const roomLink = (showId: string) => `/shows/${showId}/live`;

/**
 * Files the member's report of a room message (issue 38, docs/rooms.md "Reports"): the message as
 * it reads now (missing, deleted for everyone, or by a fan no longer shown: 404; your own: 400),
 * with its room (the show's id and name, its sequence number) for the admin queue. `reason`: the
 * fan's words; one of the report reasons (`spam`, ...) files under it, anything else as `other`
 * with the words as the description. Once per member per message; REPORTS_PER_HOUR as any report.
 */
export async function submitRoomReport(
  deps: ModerationDeps,
  reporter: UserItem,
  at: { showId: string; seq: number },
  reason: string,
): Promise<CreateReportResult> {
  const [message, show] = await Promise.all([
    getRoomMessageToReport(deps.db, at.showId, at.seq),
    getEntity(deps.db, at.showId),
  ]);
  if (!message || message.deleted || show?.kind !== 'show') throw notFound(ROOM_TEXTS.messageNotFound);
  if (!visibleAuthor((await getUserById(deps.db, message.authorId)) ?? undefined))
    throw notFound(ROOM_TEXTS.messageNotFound);
  if (message.authorId === reporter.id) throw invalid(MODERATION_ERRORS.reportOwn);
  const words = reason.trim();
  const known = (REPORT_REASONS as readonly string[]).includes(words.toLowerCase());
  return fileOne(deps, reporter, {
    reason: known ? (words.toLowerCase() as ReportReason) : 'other',
    description: known ? null : words.slice(0, REPORT_DESCRIPTION_MAX),
    target: {
      kind: 'roomMessage',
      id: roomMessageRef(at.showId, at.seq),
      content: message.text,
      authorId: message.authorId,
      postId: null,
      room: { showId: at.showId, showName: show.name, seq: at.seq },
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Admins read

const FALLBACK = { displayName: 'Wrestling Fan', handle: 'user' };
const person = (user: UserItem | undefined) =>
  user ? { displayName: user.displayName, handle: user.handle } : FALLBACK;

function toReport(
  item: ReportItem,
  people: Map<string, UserItem>,
  messages: Map<string, ReportedRoomMessage> = new Map(),
): Report {
  const author = people.get(item.target.authorId);
  const content = { id: item.target.id, content: item.target.content, authorId: item.target.authorId };
  const room = item.target.kind === 'roomMessage' ? item.target.room : undefined;
  return {
    id: item.id,
    status: item.status,
    createdAt: item.createdAt,
    reason: item.reason,
    reasonLabel: REPORT_REASON_LABELS[item.reason] ?? item.reason,
    description: item.description,
    reporter: person(people.get(item.reporterId)),
    reportedUser: { id: item.target.authorId, ...person(author), banned: Boolean(author?.banned) },
    post: item.target.kind === 'post' ? content : null,
    comment: item.target.kind === 'comment' ? { ...content, postId: item.target.postId ?? '' } : null,
    roomMessage: room
      ? {
          ...content,
          showId: room.showId,
          showName: room.showName,
          seq: room.seq,
          link: roomLink(room.showId),
          deleted: isGone(messages.get(roomMessageRef(room.showId, room.seq))),
        }
      : null,
    removedAt: item.removedAt ?? null,
  };
}

/** Profiles by id, in one BatchGet. */
const profiles = (db: Db, ids: readonly string[]): Promise<Map<string, UserItem>> => usersById(db, ids);

export interface Paged<T> {
  items: T[];
  nextCursor: string | undefined;
}

const nextOf = <T extends { id: string }>(items: readonly T[], limit: number) =>
  items.length >= limit ? items[items.length - 1]?.id : undefined;

/** Reports newest first (all, or of one status), with reporter and reported fan: one Query, one BatchGet. */
export async function listReports(db: Db, query: AdminReportsQuery): Promise<Paged<Report>> {
  const items = await reportsPage(db, query);
  const rooms = items.flatMap((r) =>
    r.target.kind === 'roomMessage' && r.target.room ? [r.target.room] : [],
  );
  const [people, messages] = await Promise.all([
    profiles(
      db,
      items.flatMap((r) => [r.reporterId, r.target.authorId]),
    ),
    roomMessagesToReview(db, rooms),
  ]);
  return { items: items.map((r) => toReport(r, people, messages)), nextCursor: nextOf(items, query.limit) };
}

export const getReportStats = (db: Db): Promise<ReportStats> => reportStats(db);

export async function listAudit(db: Db, query: AdminPageQuery): Promise<Paged<AuditEntry>> {
  const items = await auditPage(db, query);
  const people = await profiles(
    db,
    items.map((e) => e.adminId),
  );
  const entry = (e: AuditItem): AuditEntry => ({
    id: e.id,
    createdAt: e.createdAt,
    action: e.action,
    admin: { id: e.adminId, ...person(people.get(e.adminId)) },
    target: e.target,
    summary: e.summary,
    reportId: e.reportId ?? null,
  });
  return { items: items.map(entry), nextCursor: nextOf(items, query.limit) };
}

// ---------------------------------------------------------------------------------------------
// Admins act (each action and its audit entry in one transaction)

const auditOf = (
  deps: ModerationDeps,
  admin: UserItem,
  action: AuditEntry['action'],
  target: AuditEntry['target'],
  summary: string,
  reportId: string | null = null,
) => {
  const now = deps.now();
  return {
    id: ulid(now.getTime()),
    createdAt: now.toISOString(),
    action,
    adminId: admin.id,
    target,
    summary: summary.slice(0, 300),
    reportId,
  };
};

/** pending -> reviewed or resolved; any other change is refused (400). */
export async function setReportStatus(
  deps: ModerationDeps,
  admin: UserItem,
  reportId: string,
  status: ReportStatus,
): Promise<void> {
  if (status === 'pending') throw invalid(MODERATION_ERRORS.onlyPending);
  const report = await getReport(deps.db, reportId);
  if (!report) throw notFound(MODERATION_ERRORS.reportNotFound);
  if (report.status !== 'pending') throw invalid(MODERATION_ERRORS.onlyPending);
  const summary = `${REPORT_REASON_LABELS[report.reason] ?? report.reason}: ${report.target.content}`;
  try {
    await decideReport(
      deps.db,
      reportId,
      status,
      auditOf(deps, admin, `report.${status}`, { kind: 'report', id: reportId }, summary, reportId),
    );
  } catch (err) {
    if (err instanceof ReportNotPendingError) throw invalid(MODERATION_ERRORS.onlyPending);
    throw err;
  }
}

/** An admin deletes a post: the same delete (and stream cascades) as its author's. */
export async function takeDownPost(deps: ModerationDeps, admin: UserItem, postId: string): Promise<void> {
  const post = await getPost(deps.db, postId, true);
  if (!post) throw notFound(API_ERRORS.postNotFound);
  const audit = auditOf(deps, admin, 'post.deleted', { kind: 'post', id: postId }, post.content);
  await deletePost(deps.db, post, post.authorId, [auditPut(deps.db, audit)]);
  await markReportsRemoved(deps.db, await reportIdsOf(deps.db, 'post', postId), audit.createdAt, admin.id);
}

/** An admin deletes a comment: the same delete as its author's. */
export async function takeDownComment(
  deps: ModerationDeps,
  admin: UserItem,
  commentId: string,
): Promise<void> {
  const comment = await getComment(deps.db, commentId, true);
  if (!comment) throw notFound(API_ERRORS.commentNotFound);
  const audit = auditOf(deps, admin, 'comment.deleted', { kind: 'comment', id: commentId }, comment.content);
  await deleteComment(deps.db, comment, comment.authorId, [auditPut(deps.db, audit)]);
  await markReportsRemoved(
    deps.db,
    await reportIdsOf(deps.db, 'comment', commentId),
    audit.createdAt,
    admin.id,
  );
}

/**
 * Bans a fan (see the module comment). Not yourself, not another admin (by the admins group).
 * Banning a banned fan changes nothing but makes sure their Cognito user is disabled.
 */
export async function banFan(
  deps: ModerationDeps & { accounts: AccountControl },
  admin: UserItem,
  userId: string,
): Promise<{ alreadyBanned: boolean }> {
  if (userId === admin.id) throw invalid(MODERATION_ERRORS.banSelf);
  const target = await getUserById(deps.db, userId, true);
  if (!target) throw notFound(API_ERRORS.userNotFound);
  if (await deps.accounts.isAdmin(userId)) throw forbidden(MODERATION_ERRORS.banAdmin);
  const audit = auditOf(
    deps,
    admin,
    'user.banned',
    { kind: 'user', id: userId },
    `${target.displayName} (@${target.handle})`,
  );
  const changed = await markBanned(deps.db, userId, admin.id, audit.createdAt, [auditPut(deps.db, audit)]);
  await deps.accounts.disable(userId);
  return { alreadyBanned: !changed };
}
