/** The fan controls: blocking and muting fans (and, with the words helper, muted words). */
import * as z from 'zod/mini';
import { id, isoDate } from './common';
import { suggestedUserSchema } from './users';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/** How long a mute lasts (Bluesky's and Mastodon's set); renewing a mute starts it again. */
export const MUTE_DURATIONS = ['24h', '7d', '30d', 'forever'] as const;
export type MuteDuration = (typeof MUTE_DURATIONS)[number];
/** Seconds of each duration; `forever` is 0 (never expires). */
export const MUTE_SECONDS: Record<MuteDuration, number> = {
  '24h': 24 * 3600,
  '7d': 7 * 24 * 3600,
  '30d': 30 * 24 * 3600,
  forever: 0,
};

/** POST /api/blocks {userId}. */
export const blockSchema = schema(() => z.strictObject({ userId: id }));
export type BlockInput = z.infer<typeof blockSchema>;

/** POST /api/mutes {userId, duration}. */
export const muteSchema = schema(() =>
  z.strictObject({
    userId: id,
    duration: z.enum(MUTE_DURATIONS, 'Duration must be one of 24h, 7d, 30d or forever'),
  }),
);
export type MuteInput = z.infer<typeof muteSchema>;

/** GET /api/blocks?cursor and GET /api/mutes?cursor: the next page's cursor (X-Next-Cursor). */
export const controlsPageQuerySchema = schema(() => z.object({ cursor: z.optional(id) }));
export type ControlsPageQuery = z.infer<typeof controlsPageQuerySchema>;

/** A fan you blocked, and since when. */
export const blockedUserSchema = schema(() => z.object({ user: suggestedUserSchema, blockedAt: isoDate }));
export type BlockedUser = z.infer<typeof blockedUserSchema>;

/** A fan you muted, and until when (null: until you unmute). */
export const mutedUserSchema = schema(() =>
  z.object({ user: suggestedUserSchema, mutedUntil: z.nullable(isoDate) }),
);
export type MutedUser = z.infer<typeof mutedUserSchema>;

/** What a block, an unblock, a mute or an unmute answers: the state it left. */
export const blockStateSchema = schema(() => z.object({ userId: id, blocked: z.boolean() }));
export type BlockState = z.infer<typeof blockStateSchema>;
export const muteStateSchema = schema(() =>
  z.object({ userId: id, muted: z.boolean(), mutedUntil: z.nullable(isoDate) }),
);
export type MuteState = z.infer<typeof muteStateSchema>;
