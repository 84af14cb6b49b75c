/** Fans: the profile as others and the fan see it, completeness, follows, profile edits, user search. */
import * as z from 'zod/mini';
import { LIMITS, PROFILE_FIELDS, SEARCH_CANDIDATES, SEARCH_PAGE_MAX } from '../constants';
import { MENTION_POLICIES, REPLY_POLICIES } from '../mentions';
import { SAFETY_TEXTS, VALIDATION } from '../messages';
import { isReservedHandle } from '../text';
import { id, int, isoDate, queryInt, trimmed, trimmedMax, userText } from './common';

/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

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
    /** Set on another fan's profile when the viewer blocked them (no posts are shown then). */
    blockedByYou: z.optional(z.boolean()),
    /** Set on another fan's profile when the viewer muted them: until when (null: until unmuted). */
    mutedUntil: z.optional(z.nullable(isoDate)),
  }),
);
export type User = z.infer<typeof userSchema>;

/** The signed-in fan, as GET /api/user and GET /api/auth/user return it. */
export const currentUserSchema = schema(() =>
  z.extend(userSchema, {
    email: z.string(),
    unreadNotifications: int(),
    completeness: profileCompletenessSchema,
    /**
     * Null once the fan's e-mail is confirmed (Cognito says so). Until then, when the account closes
     * unless they enter the code mailed to it (docs/account.md).
     */
    confirmEmailBy: z.nullable(isoDate),
    /** Who can mention the fan (notify them with an @mention). */
    mentionPolicy: z.enum(MENTION_POLICIES),
    /** Who can reply to the fan's new posts, unless they choose otherwise on a post. */
    replyPolicy: z.enum(REPLY_POLICIES),
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

export const followSchema = schema(() => z.strictObject({ followingId: id }));
export type FollowInput = z.infer<typeof followSchema>;

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
    mentionPolicy: z.optional(z.enum(MENTION_POLICIES)),
    replyPolicy: z.optional(z.enum(REPLY_POLICIES)),
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

export const userSearchQuerySchema = schema(() =>
  z.object({
    q: trimmed(z.minLength(1, 'Please enter a name or handle to search for'), z.maxLength(100)),
    limit: queryInt(1, SEARCH_PAGE_MAX, SEARCH_PAGE_MAX),
    offset: queryInt(0, SEARCH_CANDIDATES * 2, 0),
    /** "1": the fans the caller follows come first (the composer's @ suggestions). */
    followingFirst: z.optional(z.literal('1')),
  }),
);
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;
