/** Posts, comments and Pops: what the feed shows, what creating them sends, hashtags in paths, YouTube cards. */
import * as z from 'zod/mini';
import { HASHTAG_MAX_LENGTH, LIMITS } from '../constants';
import { normalizeHashtag } from '../hashtags';
import { REPLY_POLICIES } from '../mentions';
import { API_ERRORS, VALIDATION } from '../messages';
import { youtubeVideoId } from '../youtube';
import { id, int, isoDate, trimmed, urlSchema, userText } from './common';
import { entityRefSchema, postTagsSchema } from './entity-refs';
import { shieldSchema } from './shield';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

/** Who may comment on a post: everyone, the fans its author follows, or the fans it mentions. */
export const replyPolicySchema = schema(() => z.literal(REPLY_POLICIES));
export type ReplyPolicyValue = z.infer<typeof replyPolicySchema>;

/** A resolved @mention: the handle as written and the fan it names. */
export const mentionSchema = schema(() => z.object({ handle: z.string(), userId: id }));

/** A muted word an item mentions (docs/safety.md, "Muted words"). */
export const filteredSchema = schema(() => z.object({ word: z.string() }));

export const postSchema = schema(() =>
  z.object({
    id,
    content: z.string(),
    imageUrl: z.nullable(z.string()),
    /** The image's size, so its card keeps its space while it loads (null: unknown, older posts). */
    imageWidth: z.optional(z.nullable(int())),
    imageHeight: z.optional(z.nullable(int())),
    authorId: id,
    authorDisplayName: z.string(),
    authorHandle: z.string(),
    authorProfileImageUrl: z.nullable(z.string()),
    createdAt: isoDate,
    popCount: int(),
    userReacted: z.boolean(),
    commentCount: int(),
    linkPreviewUrl: z.nullable(z.string()),
    linkPreviewTitle: z.nullable(z.string()),
    linkPreviewDescription: z.nullable(z.string()),
    /** When the text was last edited (null: never); the card says "Edited" and opens its history. */
    editedAt: z.nullable(isoDate),
    /** How often the text was edited (at most POST_MAX_EDITS). */
    editCount: z.optional(int()),
    /** Who may comment on it. */
    replyPolicy: replyPolicySchema,
    /** Whether the viewer may comment on it (its author always may). */
    canReply: z.boolean(),
    /** The fans its text mentions (at most 10). */
    mentions: z.array(mentionSchema),
    /** The catalogue entities it is tagged with (a show first; [] when none; fixed at creation). */
    tags: z.array(entityRefSchema),

    /** Set when the viewer muted a word it mentions with "warn": content is '', image and link preview null. */
    filtered: z.optional(filteredSchema),
    /**
     * Set when Spoiler Guard hides it from the viewer (docs/spoilers.md): a stub, content '', no image,
     * preview, mentions or tags but the show's.
     */
    shielded: z.optional(shieldSchema),
  }),
);
export type Post = z.infer<typeof postSchema>;

/** One text a post has had: GET /api/posts/{postId}/history lists them newest first, the current one first. */
export const postVersionSchema = schema(() =>
  z.object({
    /** 0 is the text the post was published with. */
    version: int(),
    content: z.string(),
    /** When this text was written. */
    at: isoDate,
    /** Set when the viewer muted a word this text mentions: content is '' (`?reveal=1` shows it). */
    filtered: z.optional(filteredSchema),
  }),
);
export type PostVersion = z.infer<typeof postVersionSchema>;

export const commentSchema = schema(() =>
  z.object({
    id,
    postId: id,
    content: z.string(),
    createdAt: isoDate,
    authorId: id,
    authorDisplayName: z.string(),
    authorHandle: z.string(),
    authorProfileImageUrl: z.nullable(z.string()),
    popCount: int(),
    userReacted: z.boolean(),
    /** The fans its text mentions (at most 10). */
    mentions: z.array(mentionSchema),

    /** Set when the viewer muted a word it mentions with "warn": content is ''. */
    filtered: z.optional(filteredSchema),
    /** Set when Spoiler Guard hides it from the viewer: content '', no mentions. */
    shielded: z.optional(shieldSchema),
  }),
);
export type Comment = z.infer<typeof commentSchema>;

/** POST /api/reactions: whether the caller's Pop is now on (true) or was taken back (false). */
export const popResultSchema = schema(() => z.object({ added: z.boolean(), popCount: int() }));
export type PopResult = z.infer<typeof popResultSchema>;

export const youtubePreviewSchema = schema(() =>
  z.object({
    url: z.string(),
    image: z.string(),
    title: z.string(),
    description: z.string(),
  }),
);
export type YoutubePreview = z.infer<typeof youtubePreviewSchema>;

/** A YouTube watch, embed or short link (SPEC 4); anything else is refused with a message. */
export const youtubeUrlSchema = schema(() =>
  urlSchema.check(z.refine((url) => youtubeVideoId(url) !== null, API_ERRORS.invalidYoutube)),
);

export const youtubePreviewRequestSchema = schema(() => z.strictObject({ url: youtubeUrlSchema }));
export type YoutubePreviewRequest = z.infer<typeof youtubePreviewRequestSchema>;

export const createPostSchema = schema(() =>
  z.strictObject({
    content: userText(
      z.minLength(1, VALIDATION.postContent),
      z.maxLength(LIMITS.postContent, `Posts can be at most ${LIMITS.postContent} characters`),
    ),
    imageURL: z.nullish(urlSchema),
    /** The YouTube preview the author kept (dismissed previews are not sent). */
    linkPreviewUrl: z.nullish(youtubeUrlSchema),
    linkPreviewTitle: z.nullish(trimmed(z.maxLength(LIMITS.linkPreviewTitle))),
    linkPreviewDescription: z.nullish(trimmed(z.maxLength(LIMITS.linkPreviewDescription))),
    /** Who may comment (default: the author's own default, else everyone). */
    replyPolicy: z.optional(replyPolicySchema),
    /** Catalogue entity ids: at most one show and 5 others (checked in the domain); fixed once posted. */
    tags: z.optional(postTagsSchema),
  }),
);
export type CreatePostInput = z.infer<typeof createPostSchema>;

/**
 * PATCH /api/posts/{postId}: the author changes their post. `content` edits the text (within
 * POST_EDIT_WINDOW_MINUTES of posting, at most POST_MAX_EDITS times); `replyPolicy` changes who may
 * comment (at any time). Either or both; neither is "Nothing to change".
 */
export const updatePostSchema = schema(() =>
  z.strictObject({
    content: z.optional(
      userText(
        z.minLength(1, VALIDATION.postContent),
        z.maxLength(LIMITS.postContent, `Posts can be at most ${LIMITS.postContent} characters`),
      ),
    ),
    replyPolicy: z.optional(replyPolicySchema),
  }),
);
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

export const createCommentSchema = schema(() =>
  z.strictObject({
    postId: id,
    content: userText(
      z.minLength(1, VALIDATION.commentContent),
      z.maxLength(LIMITS.commentContent, `Comments can be at most ${LIMITS.commentContent} characters`),
    ),
  }),
);
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

export const popTargetSchema = schema(() =>
  z
    .union([z.strictObject({ postId: id }), z.strictObject({ commentId: id })])
    .register(z.globalRegistry, { description: 'postId or commentId' }),
);
export type PopTargetInput = z.infer<typeof popTargetSchema>;

/** A hashtag in a path: with or without "#", any case; searched lowercased. */
export const tagParamsSchema = schema(() =>
  z.object({
    tag: z.pipe(
      z.pipe(z.string(), z.transform(normalizeHashtag)),
      z
        .string()
        .check(
          z.minLength(1, 'Enter a hashtag'),
          z.maxLength(HASHTAG_MAX_LENGTH, `Hashtags can be at most ${HASHTAG_MAX_LENGTH} characters`),
          z.regex(/^[\p{L}\p{M}\p{N}_]+$/u, 'Hashtags can only contain letters, numbers, and underscores'),
        ),
    ),
  }),
);
