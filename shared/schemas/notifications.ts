/** Notifications and the live channel's messages. */
import * as z from 'zod/mini';
import { id, isoDate, queryInt, ulidSchema } from './common';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

export const notificationTypeSchema = schema(() => z.enum(['follow', 'pop', 'comment', 'mention', 'other']));
export const notificationSchema = schema(() =>
  z.object({
    id,
    type: notificationTypeSchema,
    message: z.string(),
    read: z.boolean(),
    createdAt: isoDate,
    postId: z.nullable(z.string()),
    /** The latest actor. */
    fromUserId: z.nullable(z.string()),
    /** How many fans this (grouped) notification stands for. */
    actorCount: z.number().check(z.int(), z.gte(1)),
    /** Up to three of them, the latest first. */
    actors: z.array(
      z.object({ id, displayName: z.string(), handle: z.string(), profileImageUrl: z.nullable(z.string()) }),
    ),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationActor = Notification['actors'][number];

/** GET /api/notifications: newest first, `before` = the id of the last one shown (see X-Next-Cursor). */
export const notificationPageQuerySchema = schema(() =>
  z.object({
    limit: queryInt(1, 50, 20),
    before: z.optional(ulidSchema),
  }),
);
export const notificationIdParamsSchema = schema(() => z.object({ id: ulidSchema }));
/** What PUT /api/notifications/read-all answers: how many notifications it marked read. */
export const readAllResultSchema = schema(() => z.object({ updated: z.number().check(z.int(), z.gte(0)) }));
export type ReadAllResult = z.infer<typeof readAllResultSchema>;

// ---------- WebSocket messages ----------

export const wsClientMessageSchema = schema(() =>
  z.object({ type: z.literal('auth'), userId: z.optional(z.string()) }),
);
export const wsServerMessageSchema = schema(() =>
  z.object({
    type: z.literal('notification'),
    data: z.object({
      type: notificationTypeSchema,
      message: z.string(),
      notification: z.optional(notificationSchema),
    }),
  }),
);
export type WsServerMessage = z.infer<typeof wsServerMessageSchema>;
