/** Reports, their review by admins, the report counts and the admin audit log. */
import * as z from 'zod/mini';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE, REPORT_DESCRIPTION_MAX, REPORT_REASONS } from '../constants';
import { id, int, isoDate, queryInt, trimmedMax, ulidSchema } from './common';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

export const reportStatusSchema = schema(() => z.enum(['pending', 'reviewed', 'resolved']));
export type ReportStatus = z.infer<typeof reportStatusSchema>;
export const reportReasonSchema = schema(() => z.enum(REPORT_REASONS, { message: 'Please choose a reason' }));
export type ReportReason = z.infer<typeof reportReasonSchema>;
const personRefSchema = schema(() => z.object({ displayName: z.string(), handle: z.string() }));
const contentRefSchema = schema(() =>
  z.object({ id, content: z.string(), authorId: z.nullable(z.string()) }),
);
/**
 * A report as admins see it (SPEC 3), with what we add: the reason's label, the reported fan's id,
 * and whether the content was taken down since (the report keeps what it said).
 */
export const reportSchema = schema(() =>
  z.object({
    id,
    status: reportStatusSchema,
    createdAt: isoDate,
    reason: z.string(),
    reasonLabel: z.string(),
    description: z.nullable(z.string()),
    reporter: personRefSchema,
    reportedUser: z.extend(personRefSchema, { id: z.string(), banned: z.boolean() }),
    post: z.nullable(contentRefSchema),
    comment: z.nullable(z.extend(contentRefSchema, { postId: z.string() })),
    /**
     * A show room's message (issue 38, docs/rooms.md "Reports"): its room (the show, its name, the
     * link to the room), its sequence number, what it said, and whether an admin deleted it since.
     */
    roomMessage: z.optional(
      z.nullable(
        z.extend(contentRefSchema, {
          showId: z.string(),
          showName: z.string(),
          seq: int(),
          link: z.string(),
          deleted: z.boolean(),
        }),
      ),
    ),
    removedAt: z.nullable(isoDate),
  }),
);
export type Report = z.infer<typeof reportSchema>;

/** POST /api/reports: a post or a comment (exactly one), a reason, optionally a few words. */
export const createReportSchema = schema(() =>
  z
    .strictObject({
      postId: z.optional(id),
      commentId: z.optional(id),
      reason: reportReasonSchema,
      description: z.optional(trimmedMax(REPORT_DESCRIPTION_MAX, 'Description')),
    })
    .check(
      z.refine((r) => Boolean(r.postId) !== Boolean(r.commentId), {
        message: 'Report either a post or a comment',
      }),
    ),
);
export type CreateReportInput = z.infer<typeof createReportSchema>;
export const createReportResultSchema = schema(() => z.object({ id, created: z.boolean() }));
export type CreateReportResult = z.infer<typeof createReportResultSchema>;

/** GET /api/admin/reports/stats: the counts of the Reports tab and the Analytics tab. */
export const reportStatsSchema = schema(() =>
  z.object({
    total: int(),
    pending: int(),
    reviewed: int(),
    resolved: int(),
  }),
);
export type ReportStats = z.infer<typeof reportStatsSchema>;

export const AUDIT_ACTIONS = [
  'report.reviewed',
  'report.resolved',
  'post.deleted',
  'comment.deleted',
  'user.banned',
  // Show rooms (issue 38, docs/rooms.md): a message deleted for everyone, a fan timed out or removed.
  'room.message.deleted',
  'room.fan.sanctioned',
  // Ratings (issue 39, docs/ratings.md): a held burst kept or left out.
  'rating.burst.reviewed',
] as const;
/** One admin action of the audit log: who, what, when, on what. */
export const auditEntrySchema = schema(() =>
  z.object({
    id,
    createdAt: isoDate,
    action: z.enum(AUDIT_ACTIONS),
    admin: z.object({ id: z.string(), displayName: z.string(), handle: z.string() }),
    /** A room's actions (issue 38) name the fan: the message's author, the sanctioned fan. */
    target: z.object({ kind: z.enum(['report', 'post', 'comment', 'user', 'ratingBurst']), id: z.string() }),
    /** What it was about, in words (the report's reason, the removed text, the banned fan). */
    summary: z.string(),
    reportId: z.nullable(z.string()),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** PATCH /api/admin/reports/{id}: pending -> reviewed or resolved, nothing else. */
export const reportStatusUpdateSchema = schema(() =>
  z.strictObject({
    // The type says what the refinement checks (classic zod's `.refine` narrowed it from the predicate).
    status: reportStatusSchema.check(
      z.refine((s) => s !== 'pending', { message: 'A report can only be marked reviewed or resolved' }),
    ) as z.ZodMiniType<Exclude<ReportStatus, 'pending'>, ReportStatus>,
  }),
);

/** What PATCH /api/admin/reports/{id} answers: the report's id and its new status. */
export const reportStatusResultSchema = schema(() =>
  z.object({ id, status: z.enum(['reviewed', 'resolved']) }),
);
export type ReportStatusResult = z.infer<typeof reportStatusResultSchema>;

/** What POST /api/admin/ban/{userId} answers (banning a banned fan again changes nothing). */
export const banResultSchema = schema(() =>
  z.object({ banned: z.literal(true), alreadyBanned: z.boolean() }),
);
export type BanResult = z.infer<typeof banResultSchema>;

/** Admin lists, newest first: `before` is the last id shown (X-Next-Cursor answers the next). */
export const adminPageQuerySchema = schema(() =>
  z.object({
    limit: queryInt(1, ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
    before: z.optional(ulidSchema),
  }),
);
export const adminReportsQuerySchema = schema(() =>
  z.extend(adminPageQuerySchema, {
    status: z.optional(reportStatusSchema),
  }),
);
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;
export const reportIdParamsSchema = schema(() => z.object({ reportId: id }));
