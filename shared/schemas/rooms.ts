/**
 * Show rooms (issue 38, docs/rooms.md): a show's live room, its messages (a per-room sequence),
 * Pops per match, the admin's tools, and the frames the room's AppSync Events channel carries.
 */
import * as z from 'zod/mini';
import { ROOM_TEXTS } from '../messages-rooms';
import {
  hasLink,
  ROOM_MESSAGE_MAX,
  ROOM_PAGE_MAX,
  ROOM_SANCTIONS,
  ROOM_STATES,
  SLOW_MODE_MAX_SECONDS,
  THREAD_PHASES,
} from '../rooms';
import { id, int, isoDate, queryInt, userText } from './common';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/** `{showId}` in the room's paths. */
export const roomParamsSchema = schema(() => z.object({ showId: id }));
/** `{showId}` and `{messageId}` (a message's id is its sequence number in the room, as a string). */
export const roomMessageParamsSchema = schema(() =>
  z.object({
    showId: id,
    messageId: z.string().check(z.regex(/^[1-9][0-9]{0,11}$/, ROOM_TEXTS.messageNotFound)),
  }),
);

/**
 * POST /api/shows/{showId}/room/messages {text, matchId?}: a message in the room's main thread or
 * in one match's thread (`matchId`: a match on the show's card).
 */
export const roomMessageInputSchema = schema(() =>
  z.strictObject({
    text: userText(
      z.trim(),
      z.minLength(1, ROOM_TEXTS.empty),
      z.maxLength(ROOM_MESSAGE_MAX, ROOM_TEXTS.tooLong),
      z.refine((text) => !hasLink(text), ROOM_TEXTS.noLinks),
    ),
    matchId: z.optional(z.nullable(id)),
  }),
);
export type RoomMessageInput = z.infer<typeof roomMessageInputSchema>;

/**
 * GET /api/shows/{showId}/room/messages?after=N | before=N: a page of messages by sequence, oldest
 * first. `after`: the ones after N (a resume after a subscribe or a reconnect; at most `limit`, the
 * answer says whether more follow). `before`: the ones before N (scrolling back, the archive).
 * Neither: the newest ROOM_BACKLOG.
 */
export const roomMessagesQuerySchema = schema(() =>
  z.object({
    after: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
    before: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
    limit: queryInt(1, ROOM_PAGE_MAX, ROOM_PAGE_MAX),
  }),
);

/** One message. Deleted by an admin: `text` '' and `deleted` true (its sequence stays, no gap). */
export const roomMessageSchema = schema(() =>
  z.object({
    /** The room's sequence number: 1, 2, 3... with no gaps. */
    seq: int(),
    showId: id,
    /** null: the main thread; else the match whose thread it is in. */
    matchId: z.nullable(id),
    /** Where that match was when it was written (null: the main thread). */
    phase: z.nullable(z.enum(THREAD_PHASES)),
    text: z.string(),
    authorId: id,
    authorHandle: z.string(),
    authorDisplayName: z.string(),
    authorProfileImageUrl: z.nullable(z.string()),
    createdAt: isoDate,
    deleted: z.optional(z.boolean()),
  }),
);
export type RoomMessage = z.infer<typeof roomMessageSchema>;

export const roomMessagesPageSchema = schema(() =>
  z.object({
    messages: z.array(roomMessageSchema),
    /** The room's newest sequence number when read. */
    lastSeq: int(),
    /** `after`: more messages follow this page (fetch again from the last one's seq). */
    more: z.boolean(),
  }),
);
export type RoomMessagesPage = z.infer<typeof roomMessagesPageSchema>;

/** Pop counts per match id (the main thread's under 'main'). */
export const popCountsSchema = schema(() => z.record(z.string(), int()));
export type PopCounts = z.infer<typeof popCountsSchema>;

/** What the viewer may do in the room now; `reason` says why not (a refusal text of ROOM_TEXTS). */
export const roomStandingSchema = schema(() =>
  z.object({
    canTalk: z.boolean(),
    reason: z.nullable(z.string()),
    /** When the viewer may talk again (a timeout, a too-new account), if that is why not. */
    until: z.nullable(isoDate),
    isAdmin: z.boolean(),
  }),
);

/**
 * GET /api/shows/{showId}/room: the room (its window, state, slow mode, Pops), the viewer's standing
 * and the newest messages. The card and the match on now come from GET /api/shows/{showId} (the
 * catalogue's, through Spoiler Guard). `spoilerWarning`: the viewer is watching this show later
 * (the page shows "This room has spoilers for ..." first; entering changes nothing).
 */
export const roomSchema = schema(() =>
  z.object({
    showId: id,
    showName: z.string(),
    promotionId: id,
    state: z.enum(ROOM_STATES),
    opensAt: isoDate,
    closesAt: isoDate,
    slowModeSeconds: int(),
    /** The AppSync Events channel (`/rooms/{showId}`) to subscribe to while open. */
    channel: z.string(),
    pops: popCountsSchema,
    spoilerWarning: z.boolean(),
    standing: roomStandingSchema,
    /** The fan's own blocked and muted fans (their live messages are hidden on the client). */
    hiddenAuthors: z.array(id),
    /** The fan's muted words (shared/muted-words.ts matching): their live messages are hidden on the client too. */
    mutedWords: z.array(z.string()),
    /** The newest ROOM_BACKLOG messages, oldest first, as GET .../messages answers them. */
    recent: roomMessagesPageSchema,
  }),
);
export type Room = z.infer<typeof roomSchema>;

/** POST /api/shows/{showId}/room/pops {matchId}: a Pop for the match on now (null: the room). */
export const roomPopInputSchema = schema(() => z.strictObject({ matchId: z.nullable(id) }));
export const roomPopResultSchema = schema(() => z.object({ pops: popCountsSchema }));

/** POST /api/shows/{showId}/room/messages/{messageId}/report {reason}: into the admin queue. */
export const roomReportInputSchema = schema(() =>
  z.strictObject({ reason: userText(z.trim(), z.minLength(1), z.maxLength(500)) }),
);

// --- Admin ---------------------------------------------------------------------------------------

/** PUT /api/admin/rooms/{showId}/slow-mode {seconds}. */
export const slowModeInputSchema = schema(() =>
  z.strictObject({
    seconds: z
      .number()
      .check(
        z.int(ROOM_TEXTS.slowModeRange),
        z.gte(0, ROOM_TEXTS.slowModeRange),
        z.lte(SLOW_MODE_MAX_SECONDS, ROOM_TEXTS.slowModeRange),
      ),
  }),
);
export const slowModeSchema = schema(() => z.object({ showId: id, slowModeSeconds: int() }));

/** POST /api/admin/rooms/{showId}/sanctions {userId, sanction}: a timeout or a removal. */
export const roomSanctionInputSchema = schema(() =>
  z.strictObject({ userId: id, sanction: z.enum(ROOM_SANCTIONS) }),
);
export const roomSanctionSchema = schema(() =>
  z.object({ showId: id, userId: id, sanction: z.enum(ROOM_SANCTIONS), until: z.nullable(isoDate) }),
);

// --- The channel's frames (published by our functions, read by the room's page) ---------------

/**
 * One event on `/rooms/{showId}`, published as one JSON string, at most one a room per
 * ROOM_PUBLISH_WINDOW_MS: the messages stored since the last frame (by sequence), the messages
 * deleted, the Pop counts now, the slow mode now, and whether the card changed (refetch the show).
 * A viewer who sees a sequence gap fetches `after` its last one.
 */
export const roomFrameSchema = schema(() =>
  z.object({
    showId: id,
    messages: z.array(roomMessageSchema),
    deleted: z.optional(z.array(int())),
    pops: z.optional(popCountsSchema),
    slowModeSeconds: z.optional(int()),
    card: z.optional(z.boolean()),
    /** The room's newest sequence number at publish time. */
    lastSeq: int(),
  }),
);
export type RoomFrame = z.infer<typeof roomFrameSchema>;

/**
 * The event on the channel, as published: `z` is the frame's JSON (roomFrameSchema), deflated (raw
 * DEFLATE, RFC 1951) and base64-encoded. Deliveries are billed per 5 KB per viewer: 25 messages are
 * ~10 KB as JSON (three units to each viewer) and ~2.5 KB deflated (one). Browsers inflate it with
 * DecompressionStream('deflate-raw'), no library (docs/rooms.md, "Publishing").
 */
export const roomEventSchema = schema(() => z.object({ z: z.string() }));
export type RoomEvent = z.infer<typeof roomEventSchema>;

// --- Show-night alerts -----------------------------------------------------------------------

/** GET/PUT /api/settings/alerts: show-night alerts on or off (off by default). */
export const alertSettingsSchema = schema(() => z.strictObject({ showNight: z.boolean() }));
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** GET/PUT /api/shows/{showId}/alerts {on}: the show page's bell. */
export const showAlertInputSchema = schema(() => z.strictObject({ on: z.boolean() }));
export const showAlertSchema = schema(() => z.object({ showId: id, on: z.boolean() }));
export type ShowAlert = z.infer<typeof showAlertSchema>;

// --- Home's "Live now" strip -----------------------------------------------------------------

/** GET /api/rooms/live: the open rooms of shows of promotions the viewer follows, soonest first. */
export const liveRoomsSchema = schema(() =>
  z.object({
    rooms: z.array(
      z.object({
        showId: id,
        showName: z.string(),
        promotionId: id,
        startsAt: isoDate,
        closesAt: isoDate,
      }),
    ),
  }),
);
export type LiveRooms = z.infer<typeof liveRoomsSchema>;
