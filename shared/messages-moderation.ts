/**
 * Texts of the admin panel and moderation (SPEC 6, 8). Part of the spec's exact texts (shared/messages.ts
 * re-exports them). The web app imports this module itself, so that a screen's chunk carries its own texts
 * and the first load only the core ones (messages-core.ts).
 */

import { POST_TEXTS, POST_TOASTS } from './messages-social';
import { pure } from './pure';

/** Moderation: what the API answers members and admins (reports, status changes, bans). */
export const MODERATION_ERRORS = {
  reportOwn: "You can't report your own content",
  reportRateLimited: "You've sent a lot of reports in the last hour. Please try again later.",
  reportNotFound: 'Report not found',
  onlyPending: 'Only a pending report can be marked reviewed or resolved',
  banSelf: "You can't ban yourself",
  banAdmin: "Administrators can't be banned",
} as const;
/** SPEC 2, 6 and 8: the admin panel (/admin), its confirmations and toasts. */
export const ADMIN_TEXTS = /* @__PURE__ */ pure(() => ({
  title: 'Admin Panel',
  intro:
    'Review reports, take content down and ban fans who break the rules. Keep the wrestling catalogue up to date: wrestlers, teams, promotions, titles, shows and results.',
  tabs: { reports: 'Reports', analytics: 'Analytics', audit: 'Audit Log' },
  noReports: 'No Reports',
  noReportsText: 'All good! There are no content reports to review.',
  reportsFailed: 'The reports could not be loaded.',
  noAudit: 'No admin actions yet',
  noAuditText: 'Reviews, takedowns and bans will be listed here.',
  auditFailed: 'The audit log could not be loaded.',
  statsFailed: 'The report numbers could not be loaded.',
  tryAgain: 'Try Again',
  loadMore: 'Load more',
  review: 'Review',
  resolve: 'Resolve',
  deletePost: 'Delete post',
  deleteComment: 'Delete comment',
  banUser: 'Ban user',
  banned: 'Banned',
  removed: 'Removed',
  confirmDeletePost: POST_TEXTS.confirmDeletePost,
  confirmDeleteComment: POST_TEXTS.confirmDeleteComment,
  confirmBan: (displayName: string) => `Are you sure you want to ban user ${displayName}?`,
  statusUpdated: 'Report status updated successfully',
  statusFailed: 'Failed to update report status',
  postDeleted: POST_TOASTS.deleted,
  postDeleteFailed: POST_TOASTS.deleteFailed,
  commentDeleted: POST_TOASTS.commentDeleted,
  commentDeleteFailed: POST_TOASTS.commentDeleteFailed,
  userBanned: 'User banned successfully',
  banFailed: 'Failed to ban user',
  /** The status badge of a report. */
  statuses: { pending: 'Pending', reviewed: 'Reviewed', resolved: 'Resolved' },
  /** An audit entry's action, in words. */
  auditActions: {
    'report.reviewed': 'Reviewed a report',
    'report.resolved': 'Resolved a report',
    'post.deleted': 'Deleted a post',
    'comment.deleted': 'Deleted a comment',
    'user.banned': 'Banned a fan',
    'room.message.deleted': 'Deleted a room message',
    'room.fan.sanctioned': 'Timed out or removed a fan from a room',
    'rating.burst.reviewed': 'Reviewed a burst of ratings',
  },
  totalReports: 'Total reports',
  resolved: 'Resolved',
  underReview: 'Under review',
  detailedAnalytics: 'Detailed analytics coming soon',
}));
