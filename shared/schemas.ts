/**
 * zod schemas for every entity (SPEC section 3) and every call payload (SPEC section 7).
 * Web forms and Lambda handlers validate with the same schemas, so the rules and messages match.
 * Written with zod/mini (functions and `.check()` instead of methods, so bundlers keep only what is
 * used); the default issue texts come from ./zod-messages, the English ones classic zod gave.
 */
import * as z from 'zod/mini';
import {
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE,
  DISCOVERY_CANDIDATES,
  DISCOVERY_PAGE_SIZE,
  HASHTAG_MAX_LENGTH,
  LIMITS,
  MIN_PASSWORD_LENGTH,
  POSTS_PAGE_MAX,
  POSTS_PAGE_SIZE,
  PROFILE_FIELDS,
  REPORT_DESCRIPTION_MAX,
  REPORT_REASONS,
  SEARCH_CANDIDATES,
  SEARCH_PAGE_MAX,
  TIMEFRAMES,
} from './constants';
import { normalizeHashtag } from './hashtags';
import { API_ERRORS, SAFETY_TEXTS, VALIDATION } from './messages';
import { cleanText, isReservedHandle } from './text';
import { youtubeVideoId } from './youtube';
import './zod-messages';

/**
 * `build()`, the schema, made when this module loads as before; the call is marked free of side effects,
 * so a bundler (esbuild for the Lambda functions, Rolldown for the web) leaves out the schemas a program
 * never uses instead of building them all at load: a function uses one or two (docs/performance.md,
 * "Lambda bundles and cold start"). zod/mini's constructors are marked so already, but a schema's
 * `.check(...)` is a method call a bundler must keep. It is shared/pure.ts's `pure()` declared here:
 * esbuild honours a function's own mark only for calls in the file that declares it, and this spares
 * each of the schemas below a `/* @__PURE__ *\/` of its own.
 */
/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

const id = schema(() => z.string().check(z.minLength(1), z.maxLength(64)));
const isoDate = schema(() => z.string());
const int = () => z.number().check(z.int());
/** Fan-written text: cleaned (shared/text.ts: NFC, no bidi controls, invisible-only = empty), then `checks`. */
const userText = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.overwrite(cleanText), ...checks);
const trimmedMax = (max: number, label: string) =>
  userText(z.maxLength(max, `${label} must be at most ${max} characters`));
/** A trimmed string, then `checks`. */
const trimmed = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...checks);
/** A query-string integer in [min, max], `fallback` when absent. */
const queryInt = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(min), z.lte(max)), fallback);
/** ULIDs: 26 Crockford base-32 characters, time-sortable (post ids are the feed's cursor). */
export const ulidSchema = schema(() => z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid id')));

// ---------- entities ----------

export const profileFieldSchema = schema(() => z.enum(PROFILE_FIELDS));
export type ProfileField = z.infer<typeof profileFieldSchema>;

export const profileCompletenessSchema = schema(() =>
  z.object({
    isComplete: z.boolean(),
    missingFields: z.array(profileFieldSchema),
    completedFields: z.array(profileFieldSchema),
    percent: z.number().check(z.int(), z.gte(0), z.lte(100)),
  }),
);
export type ProfileCompleteness = z.infer<typeof profileCompletenessSchema>;

export const userSchema = schema(() =>
  z.object({
    id,
    displayName: z.string(),
    handle: z.string(),
    bio: z.string(),
    favoriteWrestlers: z.string(),
    favoritePromotions: z.string(),
    profileImageUrl: z.nullable(z.string()),
    followerCount: int(),
    followingCount: int(),
    isAdmin: z.boolean(),
    createdAt: isoDate,
  }),
);
export type User = z.infer<typeof userSchema>;

/** The signed-in fan, as GET /api/user and GET /api/auth/user return it. */
export const currentUserSchema = schema(() =>
  z.extend(userSchema, {
    email: z.string(),
    unreadNotifications: int(),
    completeness: profileCompletenessSchema,
  }),
);
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const suggestedUserSchema = schema(() =>
  z.pick(userSchema, {
    id: true,
    displayName: true,
    handle: true,
    bio: true,
    profileImageUrl: true,
  }),
);
export type SuggestedUser = z.infer<typeof suggestedUserSchema>;
export const searchUserSchema = suggestedUserSchema;
export type SearchUser = SuggestedUser;

export const followStatusSchema = schema(() => z.object({ isFollowing: z.boolean() }));
export type FollowStatus = z.infer<typeof followStatusSchema>;

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
  }),
);
export type Post = z.infer<typeof postSchema>;

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
  }),
);
export type Comment = z.infer<typeof commentSchema>;

export const notificationTypeSchema = schema(() => z.enum(['follow', 'pop', 'comment', 'other']));
export const notificationSchema = schema(() =>
  z.object({
    id,
    type: notificationTypeSchema,
    message: z.string(),
    read: z.boolean(),
    createdAt: isoDate,
    postId: z.nullable(z.string()),
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

export const timeframeSchema = schema(() => z.enum(TIMEFRAMES));
export type Timeframe = z.infer<typeof timeframeSchema>;

export const trendingHashtagSchema = schema(() =>
  z.object({
    id,
    name: z.string(),
    postCount: int(),
    recentPostCount: int(),
    score: z.number(),
  }),
);
export type TrendingHashtag = z.infer<typeof trendingHashtagSchema>;

export const trendingPostSchema = schema(() => z.extend(postSchema, { engagementScore: z.number() }));
export type TrendingPost = z.infer<typeof trendingPostSchema>;

export const trendingUserSchema = schema(() =>
  z.object({
    id,
    handle: z.string(),
    displayName: z.string(),
    bio: z.string(),
    profileImageUrl: z.nullable(z.string()),
    postCount: int(),
    totalEngagement: z.number(),
    followerCount: int(),
  }),
);
export type TrendingUser = z.infer<typeof trendingUserSchema>;

export const youtubePreviewSchema = schema(() =>
  z.object({
    url: z.string(),
    image: z.string(),
    title: z.string(),
    description: z.string(),
  }),
);
export type YoutubePreview = z.infer<typeof youtubePreviewSchema>;

export const reportStatusSchema = schema(() => z.enum(['pending', 'reviewed', 'resolved']));
export type ReportStatus = z.infer<typeof reportStatusSchema>;
export const reportReasonSchema = schema(() => z.enum(REPORT_REASONS, { message: 'Please choose a reason' }));
export type ReportReason = z.infer<typeof reportReasonSchema>;
const personRefSchema = schema(() => z.object({ displayName: z.string(), handle: z.string() }));
const contentRefSchema = schema(() =>
  z.object({ id, content: z.string(), authorId: z.nullable(z.string()) }),
);
/**
 * A report as admins see it (SPEC 3), with what we add: the reason's label, the reported fan's id,
 * and whether the content was taken down since (the report keeps what it said).
 */
export const reportSchema = schema(() =>
  z.object({
    id,
    status: reportStatusSchema,
    createdAt: isoDate,
    reason: z.string(),
    reasonLabel: z.string(),
    description: z.nullable(z.string()),
    reporter: personRefSchema,
    reportedUser: z.extend(personRefSchema, { id: z.string(), banned: z.boolean() }),
    post: z.nullable(contentRefSchema),
    comment: z.nullable(z.extend(contentRefSchema, { postId: z.string() })),
    removedAt: z.nullable(isoDate),
  }),
);
export type Report = z.infer<typeof reportSchema>;

/** POST /api/reports: a post or a comment (exactly one), a reason, optionally a few words. */
export const createReportSchema = schema(() =>
  z
    .strictObject({
      postId: z.optional(id),
      commentId: z.optional(id),
      reason: reportReasonSchema,
      description: z.optional(trimmedMax(REPORT_DESCRIPTION_MAX, 'Description')),
    })
    .check(
      z.refine((r) => Boolean(r.postId) !== Boolean(r.commentId), {
        message: 'Report either a post or a comment',
      }),
    ),
);
export type CreateReportInput = z.infer<typeof createReportSchema>;
export const createReportResultSchema = schema(() => z.object({ id, created: z.boolean() }));
export type CreateReportResult = z.infer<typeof createReportResultSchema>;

/** GET /api/admin/reports/stats: the counts of the Reports tab and the Analytics tab. */
export const reportStatsSchema = schema(() =>
  z.object({
    total: int(),
    pending: int(),
    reviewed: int(),
    resolved: int(),
  }),
);
export type ReportStats = z.infer<typeof reportStatsSchema>;

export const AUDIT_ACTIONS = [
  'report.reviewed',
  'report.resolved',
  'post.deleted',
  'comment.deleted',
  'user.banned',
] as const;
/** One admin action of the audit log: who, what, when, on what. */
export const auditEntrySchema = schema(() =>
  z.object({
    id,
    createdAt: isoDate,
    action: z.enum(AUDIT_ACTIONS),
    admin: z.object({ id: z.string(), displayName: z.string(), handle: z.string() }),
    target: z.object({ kind: z.enum(['report', 'post', 'comment', 'user']), id: z.string() }),
    /** What it was about, in words (the report's reason, the removed text, the banned fan). */
    summary: z.string(),
    reportId: z.nullable(z.string()),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const uploadParamsSchema = schema(() => z.object({ uploadURL: z.string() }));
export type UploadParams = z.infer<typeof uploadParamsSchema>;

/** POST /api/reactions: whether the caller's Pop is now on (true) or was taken back (false). */
export const popResultSchema = schema(() => z.object({ added: z.boolean(), popCount: int() }));
export type PopResult = z.infer<typeof popResultSchema>;

export const messageSchema = schema(() => z.object({ message: z.string() }));
export type ApiMessage = z.infer<typeof messageSchema>;

// ---------- forms and request payloads ----------

export const loginSchema = schema(() =>
  z.object({
    email: trimmed(z.minLength(1, VALIDATION.loginFields), z.maxLength(LIMITS.email)),
    password: z.string().check(z.minLength(1, VALIDATION.loginFields), z.maxLength(LIMITS.passwordMax)),
  }),
);
export type LoginInput = z.infer<typeof loginSchema>;

export const genderSchema = schema(() => z.enum(['male', 'female', 'other']));

/** The sign-up form. Birthday and gender are collected; only the birthday is checked (13+). */
export const signupFormSchema = schema(() =>
  z
    .object({
      displayName: userText(z.minLength(1, VALIDATION.signupRequired), z.maxLength(LIMITS.displayName)),
      birthMonth: z.string(),
      birthDay: z.string(),
      birthYear: z.string(),
      gender: z.union([genderSchema, z.literal('')]),
      email: trimmed(z.minLength(1, VALIDATION.signupRequired), z.maxLength(LIMITS.email)),
      password: z.string().check(z.minLength(1, VALIDATION.signupRequired), z.maxLength(LIMITS.passwordMax)),
      confirmPassword: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.password !== v.confirmPassword) {
          ctx.addIssue({ code: 'custom', message: VALIDATION.passwordsMismatch, path: ['confirmPassword'] });
        } else if (v.password.length < MIN_PASSWORD_LENGTH) {
          ctx.addIssue({ code: 'custom', message: VALIDATION.passwordTooShort, path: ['password'] });
        }
      }),
    ),
);
export type SignupForm = z.infer<typeof signupFormSchema>;

/** What registration sends (SPEC 7: email, password, displayName). */
export const registerSchema = schema(() =>
  z.object({
    email: z.email().check(z.maxLength(LIMITS.email)),
    password: z
      .string()
      .check(z.minLength(MIN_PASSWORD_LENGTH, VALIDATION.passwordTooShort), z.maxLength(LIMITS.passwordMax)),
    displayName: userText(z.minLength(1, VALIDATION.signupRequired), z.maxLength(LIMITS.displayName)),
  }),
);
export type RegisterInput = z.infer<typeof registerSchema>;

export const HANDLE_PATTERN = /^[A-Za-z0-9_]+$/;
export const handleSchema = schema(() =>
  trimmed(
    z.minLength(1, VALIDATION.handleRequired),
    z.regex(HANDLE_PATTERN, VALIDATION.handleCharacters),
    z.minLength(LIMITS.handleMin, `Handle must be at least ${LIMITS.handleMin} characters`),
    z.maxLength(LIMITS.handleMax, `Handle must be at most ${LIMITS.handleMax} characters`),
    z.refine((handle: string) => !isReservedHandle(handle), SAFETY_TEXTS.reservedHandle),
  ),
);

export const displayNameSchema = schema(() =>
  userText(
    z.minLength(1, VALIDATION.displayNameRequired),
    z.maxLength(LIMITS.displayName, `Display name must be at most ${LIMITS.displayName} characters`),
  ),
);

/** PUT /api/profile. Every field optional so onboarding may send only the bio or only the favourites. */
export const updateProfileSchema = schema(() =>
  z.strictObject({
    displayName: z.optional(displayNameSchema),
    handle: z.optional(handleSchema),
    bio: z.optional(trimmedMax(LIMITS.bio, 'Bio')),
    favoriteWrestlers: z.optional(trimmedMax(LIMITS.favoriteWrestlers, 'Favorite wrestlers')),
    favoritePromotions: z.optional(trimmedMax(LIMITS.favoritePromotions, 'Favorite promotions')),
  }),
);
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The Edit Profile dialog: display name and handle are required there. */
export const editProfileFormSchema = schema(() =>
  z.object({
    displayName: displayNameSchema,
    handle: handleSchema,
    bio: trimmedMax(LIMITS.bio, 'Bio'),
    favoriteWrestlers: trimmedMax(LIMITS.favoriteWrestlers, 'Favorite wrestlers'),
    favoritePromotions: trimmedMax(LIMITS.favoritePromotions, 'Favorite promotions'),
  }),
);
export type EditProfileForm = z.infer<typeof editProfileFormSchema>;

export const urlSchema = schema(() => trimmed(z.minLength(1), z.maxLength(LIMITS.url)));

export const profilePictureSchema = schema(() => z.strictObject({ profileImageURL: urlSchema }));
export type ProfilePictureInput = z.infer<typeof profilePictureSchema>;

export const uploadRequestSchema = schema(() =>
  z.strictObject({
    contentType: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
    contentLength: z.number().check(z.int(), z.gt(0)),
    purpose: z._default(z.enum(['profile', 'post']), 'post'),
  }),
);
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** A YouTube watch, embed or short link (SPEC 4); anything else is refused with a message. */
export const youtubeUrlSchema = schema(() =>
  urlSchema.check(z.refine((url) => youtubeVideoId(url) !== null, API_ERRORS.invalidYoutube)),
);

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
  }),
);
export type CreatePostInput = z.infer<typeof createPostSchema>;

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

export const followSchema = schema(() => z.strictObject({ followingId: id }));
export type FollowInput = z.infer<typeof followSchema>;

export const youtubePreviewRequestSchema = schema(() => z.strictObject({ url: youtubeUrlSchema }));
export type YoutubePreviewRequest = z.infer<typeof youtubePreviewRequestSchema>;

/** PATCH /api/admin/reports/{id}: pending -> reviewed or resolved, nothing else. */
export const reportStatusUpdateSchema = schema(() =>
  z.strictObject({
    // The type says what the refinement checks (classic zod's `.refine` narrowed it from the predicate).
    status: reportStatusSchema.check(
      z.refine((s) => s !== 'pending', { message: 'A report can only be marked reviewed or resolved' }),
    ) as z.ZodMiniType<Exclude<ReportStatus, 'pending'>, ReportStatus>,
  }),
);

export const timeframeQuerySchema = schema(() => z.object({ timeframe: z._default(timeframeSchema, 'day') }));
/** GET /api/discovery: the timeframe's candidates, a page at a time (cursor: where the next page starts). */
export const discoveryQuerySchema = schema(() =>
  z.object({
    timeframe: z._default(timeframeSchema, 'day'),
    limit: queryInt(1, POSTS_PAGE_MAX, DISCOVERY_PAGE_SIZE),
    cursor: queryInt(0, DISCOVERY_CANDIDATES, 0),
  }),
);
export type DiscoveryQuery = z.infer<typeof discoveryQuerySchema>;
export const pageQuerySchema = schema(() =>
  z.object({
    limit: queryInt(1, 50, 12),
    offset: queryInt(0, 10_000, 0),
  }),
);
export const userSearchQuerySchema = schema(() =>
  z.object({
    q: trimmed(z.minLength(1, 'Please enter a name or handle to search for'), z.maxLength(100)),
    limit: queryInt(1, SEARCH_PAGE_MAX, SEARCH_PAGE_MAX),
    offset: queryInt(0, SEARCH_CANDIDATES * 2, 0),
  }),
);
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/** A page of posts, newest first: `before` is the id of the last post already shown. */
export const postPageQuerySchema = schema(() =>
  z.object({
    limit: queryInt(1, POSTS_PAGE_MAX, POSTS_PAGE_SIZE),
    before: z.optional(ulidSchema),
  }),
);
export type PostPageQuery = z.infer<typeof postPageQuerySchema>;

/** Admin lists, newest first: `before` is the last id shown (X-Next-Cursor answers the next). */
export const adminPageQuerySchema = schema(() =>
  z.object({
    limit: queryInt(1, ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
    before: z.optional(ulidSchema),
  }),
);
export const adminReportsQuerySchema = schema(() =>
  z.extend(adminPageQuerySchema, {
    status: z.optional(reportStatusSchema),
  }),
);
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;
export const reportIdParamsSchema = schema(() => z.object({ reportId: id }));

export const userIdParamsSchema = schema(() => z.object({ userId: id }));
export const postIdParamsSchema = schema(() => z.object({ postId: id }));
export const commentIdParamsSchema = schema(() => z.object({ commentId: id }));
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

/** DELETE /api/account: the password again (the account is gone for good). */
export const deleteAccountSchema = schema(() =>
  z.strictObject({
    password: z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(LIMITS.passwordMax)),
  }),
);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** GET /api/account/export?cursor: the fan's data a section page at a time, in this order. */
export const EXPORT_SECTIONS = [
  'profile',
  'posts',
  'comments',
  'pops',
  'following',
  'followers',
  'notifications',
  'reports',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];
export const accountExportQuerySchema = schema(() =>
  z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) }),
);
export const accountExportPageSchema = schema(() =>
  z.object({
    section: z.enum(EXPORT_SECTIONS),
    items: z.array(z.unknown()),
    nextCursor: z.nullable(z.string()),
  }),
);
export type AccountExportPage = z.infer<typeof accountExportPageSchema>;
