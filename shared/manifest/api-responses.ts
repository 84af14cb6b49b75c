/**
 * What each HTTP route answers on success, for the OpenAPI document (scripts/openapi.ts). Routes
 * not listed answer a JSON object. Errors are always `{ "message": string }`.
 */
import * as z from 'zod/mini';
import { accountExportPageSchema } from '../schemas/account';
import {
  auditEntrySchema,
  createReportResultSchema,
  reportSchema,
  reportStatsSchema,
} from '../schemas/moderation';
import { notificationSchema } from '../schemas/notifications';
import { commentSchema, popResultSchema, postSchema, youtubePreviewSchema } from '../schemas/posts';
import { trendingHashtagSchema, trendingPostSchema, trendingUserSchema } from '../schemas/trending';
import { uploadParamsSchema } from '../schemas/uploads';
import { currentUserSchema, followStatusSchema, suggestedUserSchema, userSchema } from '../schemas/users';
import type { RouteName } from './http-routes';

export const ROUTE_RESPONSES: Partial<Record<RouteName, { status: number; schema: z.ZodMiniType }>> = {
  getCurrentUser: { status: 200, schema: currentUserSchema },
  getUser: { status: 200, schema: userSchema },
  getFeed: { status: 200, schema: z.array(postSchema) },
  getUserPosts: { status: 200, schema: z.array(postSchema) },
  getHashtagPosts: { status: 200, schema: z.array(postSchema) },
  getPost: { status: 200, schema: postSchema },
  createPost: { status: 201, schema: postSchema },
  getComments: { status: 200, schema: z.array(commentSchema) },
  createComment: { status: 201, schema: commentSchema },
  togglePop: { status: 200, schema: popResultSchema },
  getFollowStatus: { status: 200, schema: followStatusSchema },
  getSuggestedUsers: { status: 200, schema: z.array(suggestedUserSchema) },
  searchUsers: { status: 200, schema: z.array(suggestedUserSchema) },
  getNotifications: { status: 200, schema: z.array(notificationSchema) },
  createUploadUrl: { status: 200, schema: uploadParamsSchema },
  youtubePreview: { status: 200, schema: youtubePreviewSchema },
  getTrendingHashtags: { status: 200, schema: z.array(trendingHashtagSchema) },
  getTrendingContent: { status: 200, schema: z.array(trendingPostSchema) },
  getTrendingUsers: { status: 200, schema: z.array(trendingUserSchema) },
  getDiscovery: { status: 200, schema: z.array(trendingPostSchema) },
  createReport: { status: 201, schema: createReportResultSchema },
  getAdminReports: { status: 200, schema: z.array(reportSchema) },
  getReportStats: { status: 200, schema: reportStatsSchema },
  getAuditLog: { status: 200, schema: z.array(auditEntrySchema) },
  exportAccount: { status: 200, schema: accountExportPageSchema },
};
