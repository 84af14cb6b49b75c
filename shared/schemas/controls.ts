/**
 * Fan controls (issue 27): blocks and mutes of accounts, muted words. Each feature keeps its own
 * section of this file.
 */
import * as z from 'zod/mini';
import { WORD_TEXTS } from '../messages-controls';
import { MUTED_WORD_DURATIONS, type MutedWordDuration, mutedWordProblem } from '../muted-words';
import { id, isoDate, userText } from './common';
import { suggestedUserSchema } from './users';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

// ---------------------------------------------------------------------------------------------
// Blocks and mutes of accounts (docs/safety.md "Blocks and mutes")

/**
 * How long a mute of a fan or of a word lasts (Bluesky's and Mastodon's set; the seconds of each,
 * 0 = forever, are MUTED_WORD_DURATIONS in shared/muted-words.ts); renewing a mute starts it again.
 */
export const MUTE_DURATIONS = Object.keys(MUTED_WORD_DURATIONS) as [
  MutedWordDuration,
  ...MutedWordDuration[],
];
export type MuteDuration = MutedWordDuration;
/** Seconds of each duration; `forever` is 0 (never expires). */
export const MUTE_SECONDS: Record<MuteDuration, number> = MUTED_WORD_DURATIONS;

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

// ---------------------------------------------------------------------------------------------
// Muted words (shared/muted-words.ts, docs/safety.md "Muted words")

/** POST /api/muted-words: a word, phrase or #hashtag (cleaned, 1 to 100 characters), how long, and what to do. */
export const muteWordSchema = schema(() =>
  z.strictObject({
    word: userText(
      z.refine((word) => mutedWordProblem(word) === null, {
        error: (issue) => mutedWordProblem(String(issue.input)) ?? 'Invalid input',
      }),
    ),
    duration: z.enum(MUTE_DURATIONS, { error: WORD_TEXTS.badDuration }),
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
