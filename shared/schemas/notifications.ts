/** Notifications and the live channel's messages. */
import * as z from 'zod/mini';
import { id, isoDate, queryInt, ulidSchema } from './common';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/**
 * `showStart` and `inRing`: show-night alerts (docs/rooms.md); their actors are a show or wrestlers.
 * `other` with a `showId`: "You went 5/7 at Raw" (picks, docs/ratings.md), its actor the show; it
 * links to the show's picks. (Not a type of its own: the enum is in every first load, which has no
 * bytes to spare.)
 */
export const notificationTypeSchema = schema(() =>
  z.enum(['follow', 'pop', 'comment', 'mention', 'showStart', 'inRing', 'other']),
);
export const notificationSchema = schema(() =>
  z.object({
    id,
    type: notificationTypeSchema,
    message: z.string(),
    read: z.boolean(),
    createdAt: isoDate,
    postId: z.nullable(z.string()),
    /** A show-night alert's show: it links to the show's room (/shows/{showId}/live); a picks one's: its picks. */
    showId: z.optional(id),
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

// ---------- A live show's page (docs/shows.md, "Live show pages") ----------

/**
 * `{"action":"watchShow","showId":"..."}`: the show whose page the connection shows (null: none).
 * One show per connection; identity is the connection's, verified at $connect.
 */
export const wsWatchShowSchema = schema(() =>
  z.object({ action: z.literal('watchShow'), showId: z.nullable(id) }),
);
export type WsWatchShow = z.infer<typeof wsWatchShowSchema>;

/**
 * What the live channel tells a show page: `show` (its card or its tagged posts changed: refetch
 * them, through the viewer, with the page's own results setting; never the change itself, never a
 * result) and `watch` (the answer to watchShow: `live` false when the show has SHOW_WATCHERS_MAX
 * watchers already, and the page asks again every LIVE_SHOW_POLL_MS instead).
 */
export const wsShowMessageSchema = schema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('show'), showId: id, changed: z.enum(['card', 'posts']) }),
    z.object({ type: z.literal('watch'), showId: id, live: z.boolean() }),
  ]),
);
export type WsShowMessage = z.infer<typeof wsShowMessageSchema>;
