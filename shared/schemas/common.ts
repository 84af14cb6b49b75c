/**
 * What every schema file builds from: ids, dates, fan-written text, query-string numbers, and the
 * schemas shared by many routes (ids in paths, pages of posts, the error body).
 *
 * The schemas live in one file per domain (users, posts, notifications, trending, moderation,
 * uploads, auth, account, ...): a new layer adds a file, it does not grow one. Web forms and Lambda
 * handlers validate with the same schemas, so the rules and messages match. Written with zod/mini
 * (functions and `.check()` instead of methods, so bundlers keep only what is used); the default
 * issue texts come from ../zod-messages, the English ones classic zod gave.
 *
 * Each file declares its own `schema()`: `build()`, the schema, made when the module loads, in a call
 * marked free of side effects, so a bundler (esbuild for the Lambda functions, Rolldown for the web)
 * leaves out the schemas a program never uses instead of building them all at load: a function uses
 * one or two (docs/performance.md, "Lambda bundles and cold start"). zod/mini's constructors are
 * marked so already, but a schema's `.check(...)` is a method call a bundler must keep. esbuild
 * honours a function's own mark only for calls in the file that declares it, so the four lines are
 * repeated per file rather than imported (shared/schemas/schemas.test.ts checks the bundles).
 */
import * as z from 'zod/mini';
import { LIMITS, POSTS_PAGE_MAX, POSTS_PAGE_SIZE, TIMEFRAMES } from '../constants';
import { REPEAT_TEXTS } from '../messages-account';
import { cleanText } from '../text';
import '../zod-messages';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

export const id = schema(() => z.string().check(z.minLength(1), z.maxLength(64)));
export const isoDate = schema(() => z.string());
export const int = () => z.number().check(z.int());
/** Fan-written text: cleaned (shared/text.ts: NFC, no bidi controls, invisible-only = empty), then `checks`. */
export const userText = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.overwrite(cleanText), ...checks);
export const trimmedMax = (max: number, label: string) =>
  userText(z.maxLength(max, `${label} must be at most ${max} characters`));
/** A trimmed string, then `checks`. */
export const trimmed = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...checks);
/** A query-string integer in [min, max], `fallback` when absent. */
export const queryInt = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(min), z.lte(max)), fallback);
/** ULIDs: 26 Crockford base-32 characters, time-sortable (post ids are the feed's cursor). */
export const ulidSchema = schema(() => z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid id')));

/**
 * The `Idempotency-Key` header of a create (docs/safety.md, "Creates happen once"): 16 to 64
 * letters, digits, - or _; the SPA sends a random UUID per action.
 */
// A refine, not z.regex: the regex check would add 0.7 KB to each create's function (bench:cold).
export const idempotencyKeySchema = schema(() =>
  z.string().check(z.refine((key) => /^[\w-]{16,64}$/.test(key), REPEAT_TEXTS.badKey)),
);

/** Every refusal's body; also the answer of a few actions that only say what they did ("Post deleted"). */
export const messageSchema = schema(() => z.object({ message: z.string() }));
export type ApiMessage = z.infer<typeof messageSchema>;

/** What a removal answers (an admin takedown, the account's deletion). */
export const deletedSchema = schema(() => z.object({ deleted: z.literal(true) }));
export type Deleted = z.infer<typeof deletedSchema>;

export const urlSchema = schema(() => trimmed(z.minLength(1), z.maxLength(LIMITS.url)));

export const timeframeSchema = schema(() => z.enum(TIMEFRAMES));
export type Timeframe = z.infer<typeof timeframeSchema>;

/** A page of posts, newest first: `before` is the id of the last post already shown. */
export const postPageQuerySchema = schema(() =>
  z.object({
    limit: queryInt(1, POSTS_PAGE_MAX, POSTS_PAGE_SIZE),
    before: z.optional(ulidSchema),
  }),
);
export type PostPageQuery = z.infer<typeof postPageQuerySchema>;

/** An offset page (suggested fans). */
export const pageQuerySchema = schema(() =>
  z.object({
    limit: queryInt(1, 50, 12),
    offset: queryInt(0, 10_000, 0),
  }),
);

export const userIdParamsSchema = schema(() => z.object({ userId: id }));
export const postIdParamsSchema = schema(() => z.object({ postId: id }));
export const commentIdParamsSchema = schema(() => z.object({ commentId: id }));
