/**
 * Fan controls (issue 27): blocks and mutes of accounts, muted words. Each feature keeps its own
 * section of this file.
 */
import * as z from 'zod/mini';
import { WORD_TEXTS } from '../messages-controls';
import { MUTED_WORD_DURATIONS, type MutedWordDuration, mutedWordProblem } from '../muted-words';
import { id, isoDate, userText } from './common';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

// ---------------------------------------------------------------------------------------------
// Muted words (shared/muted-words.ts, docs/safety.md "Muted words")

const mutedWordDurations = Object.keys(MUTED_WORD_DURATIONS) as [MutedWordDuration, ...MutedWordDuration[]];

/** POST /api/muted-words: a word, phrase or #hashtag (cleaned, 1 to 100 characters), how long, and what to do. */
export const muteWordSchema = schema(() =>
  z.strictObject({
    word: userText(
      z.refine((word) => mutedWordProblem(word) === null, {
        error: (issue) => mutedWordProblem(String(issue.input)) ?? 'Invalid input',
      }),
    ),
    duration: z.enum(mutedWordDurations, { error: WORD_TEXTS.badDuration }),
    action: z.enum(['hide', 'warn'], { error: WORD_TEXTS.badAction }),
  }),
);
export type MuteWordInput = z.infer<typeof muteWordSchema>;

/** A muted word's id: 16 base64url characters (a digest of the folded word, domain/muted-words.ts). */
export const mutedWordIdSchema = schema(() =>
  z.string().check(z.refine((wordId) => /^[\w-]{16}$/.test(wordId), WORD_TEXTS.notFound)),
);
/** A muted word as GET /api/muted-words lists it; `expiresAt` null = forever. */
export const mutedWordSchema = schema(() =>
  z.object({
    id: mutedWordIdSchema,
    word: z.string(),
    action: z.enum(['hide', 'warn']),
    expiresAt: z.nullable(isoDate),
  }),
);
export type MutedWord = z.infer<typeof mutedWordSchema>;

export const mutedWordIdParamsSchema = schema(() => z.object({ wordId: mutedWordIdSchema }));

/** GET /api/posts/{postId}?reveal=1: the post without its muted-word warning (the card's Show). */
export const revealPostQuerySchema = schema(() => z.object({ reveal: z.optional(z.enum(['1'])) }));
/** GET /api/posts/{postId}/comments?reveal={commentId}: that comment without its warning. */
export const revealCommentQuerySchema = schema(() => z.object({ reveal: z.optional(id) }));
