/** Tag suggestions (issue 28): POST /api/tags/suggest {content} -> EntityRef[] (shared/schemas/wrestling.ts). */
import * as z from 'zod/mini';
import { LIMITS } from '../constants';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/** The post box's text so far (as long as a post may be). */
export const suggestTagsSchema = schema(() =>
  z.strictObject({
    content: z
      .string()
      .check(z.maxLength(LIMITS.postContent, `Posts can be at most ${LIMITS.postContent} characters`)),
  }),
);
export type SuggestTagsInput = z.infer<typeof suggestTagsSchema>;
