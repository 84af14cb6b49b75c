/**
 * Spoiler Guard (issue 37, docs/spoilers.md): a fan's watch status per show, their settings, and the
 * stub a shielded post or comment is answered as.
 */
import * as z from 'zod/mini';
import { SPOILER_TEXTS } from '../messages-spoilers';
import { LIFT_CHOICES, PROTECT_CHOICES, WATCH_STATUSES } from '../spoilers';
import { id, isoDate } from './common';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/** PUT /api/shows/{showId}/watch {status}. */
export const watchStatusInputSchema = schema(() =>
  z.strictObject({ status: z.enum(WATCH_STATUSES, SPOILER_TEXTS.badStatus) }),
);
export type WatchStatusInput = z.infer<typeof watchStatusInputSchema>;

/** GET and PUT /api/shows/{showId}/watch: what the fan said, and the protection that applies. */
export const showWatchSchema = schema(() =>
  z.object({
    showId: id,
    /** What the fan said of the show (null: nothing; their settings decide). */
    status: z.nullable(z.enum(WATCH_STATUSES)),
    /** Whether the show's results and posts are hidden from the fan now. */
    protected: z.boolean(),
    /** When protection lifts by itself (null: not protected, or only when the fan marks it watched). */
    revealAt: z.nullable(isoDate),
  }),
);
export type ShowWatch = z.infer<typeof showWatchSchema>;

/** GET and PUT /api/settings/spoilers. */
export const spoilerSettingsSchema = schema(() =>
  z.strictObject({
    protect: z.enum(PROTECT_CHOICES, SPOILER_TEXTS.badProtect),
    liftAfter: z.enum(LIFT_CHOICES, SPOILER_TEXTS.badLift),
  }),
);
export type SpoilerSettings = z.infer<typeof spoilerSettingsSchema>;

export { type Shield, shieldSchema } from './shield';
