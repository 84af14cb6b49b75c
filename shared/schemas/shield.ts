/**
 * The stub's note on a post or comment Spoiler Guard hides from the viewer (docs/spoilers.md). Apart
 * from shared/schemas/spoilers.ts and its texts: posts carry it, and the post schemas load with home.
 */
import * as z from 'zod/mini';
import { id, isoDate } from './common';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/**
 * On a post or comment the viewer is protected from: the show it is about. The item is a stub then
 * (id, author, time, counts): no text, image, preview, hashtags, mentions, or tags beyond the show.
 */
export const shieldSchema = schema(() =>
  z.object({
    showId: id,
    showName: z.string(),
    /** When protection lifts by itself (null: when the fan marks the show watched). */
    revealAt: z.nullable(isoDate),
  }),
);
export type Shield = z.infer<typeof shieldSchema>;
