/** Fans: the caller's profile on first contact, profiles as the API returns them, profile edits. */

import { ACCOUNT_TEXTS, API_ERRORS } from '../../shared/messages';
import { profileCompleteness } from '../../shared/profile';
import type { CurrentUser, UpdateProfileInput, User } from '../../shared/schemas/users';
import { cleanDisplayName } from '../../shared/text';
import { getClosed } from '../data/account';
import type { Item } from '../data/batch';
import type { Db } from '../data/client';
import { getViewerItems } from '../data/filters';
import { confirmProfileEmail, deleteSignUp, getSignUp, listUnconfirmed } from '../data/signup';
import {
  createUser,
  getUserById,
  isBanMarked,
  type NewUser,
  type UserItem,
  updateProfile,
  updateUserProfile,
} from '../data/user';
import type { Identity } from '../lib/claims';
import { forbidden, notFound, unauthenticated } from '../lib/errors';
import { acceptUploadedImage, type UploadDeps } from './uploads';
import { type Viewer, viewerOf } from './viewer';

export function toPublicUser(item: UserItem): User {
  return {
    id: item.id,
    displayName: item.displayName,
    handle: item.handle,
    bio: item.bio,
    favoriteWrestlers: item.favoriteWrestlers,
    favoritePromotions: item.favoritePromotions,
    profileImageUrl: item.profileImageUrl,
    followerCount: item.followerCount,
    followingCount: item.followingCount,
    // Who the admins are is nobody's business: only the signed-in fan learns it, of themself.
    isAdmin: false,
    createdAt: item.createdAt,
  };
}

/** The signed-in fan. Admin status comes from the verified token's groups, not from stored data. */
export function toCurrentUser(item: UserItem, identity: Identity): CurrentUser {
  return {
    ...toPublicUser(item),
    isAdmin: identity.isAdmin,
    email: item.email,
    unreadNotifications: Math.max(0, item.unreadNotifications),
    completeness: profileCompleteness(item),
    confirmEmailBy: item.confirmEmailBy ?? null,
    mentionPolicy: item.mentionPolicy ?? 'everyone',
    replyPolicy: item.replyPolicy ?? 'everyone',
  };
}

/**
 * GET /api/user: the signed-in fan. When their verified token says the address is confirmed while
 * the profile still waits for it, the profile learns it here (one transaction: `confirmEmailBy`
 * cleared, the sign-up record deleted): the SPA asks for the fan after confirming, and only this
 * answer shows the notice (the account sweeper asks Cognito itself before releasing an address).
 */
export async function currentUser(db: Db, user: UserItem, identity: Identity): Promise<CurrentUser> {
  if (!user.confirmEmailBy || !identity.emailVerified) return toCurrentUser(user, identity);
  await confirmProfileEmail(db, identity.sub, identity.email);
  const { confirmEmailBy: _done, ...confirmed } = user;
  return toCurrentUser({ ...confirmed, email: identity.email }, identity);
}

/** An author who may be shown: exists and is not banned. */
export const visibleAuthor = (item: Item | undefined): UserItem | null =>
  item && !(item as UserItem).banned ? (item as UserItem) : null;

/**
 * Whether a fan the viewer does not follow may be suggested to them (who to follow, discovery's
 * creators, trending creators): a teen is suggested only to teens (docs/safety.md, "Teens"). A
 * profile without a band counts as an adult's.
 */
export const suggestable = (viewer: Pick<UserItem, 'ageBand'>, fan: Pick<UserItem, 'ageBand'>): boolean =>
  fan.ageBand !== 'teen' || viewer.ageBand === 'teen';

/** Whether a fan's content may still be interacted with (Pops, comments): they exist, not banned. */
export async function isVisibleFan(db: Db, userId: string): Promise<boolean> {
  return Boolean(visibleAuthor((await getUserById(db, userId)) ?? undefined));
}

/** SPEC 7: a fan's display name falls back to "Wrestling Fan". */
const DEFAULT_DISPLAY_NAME = 'Wrestling Fan';

/** The name a fan starts with: the one they signed up with, else their address's local part, else the spec's. */
const firstName = (signedUpAs: string | undefined, email: string): string =>
  cleanDisplayName(signedUpAs ?? '') || cleanDisplayName(email.split('@')[0] ?? '') || DEFAULT_DISPLAY_NAME;

/**
 * The age band a profile starts with and its defaults: a teen is mentioned and replied to by the
 * fans they follow (they can change both in Settings); no band recorded (a sign-up from before
 * bands), none stored: treated as an adult (docs/safety.md, "Teens").
 */
const bandOf = (ageBand: 'teen' | 'adult' | undefined): NewUser['band'] =>
  ageBand === 'teen'
    ? { ageBand, mentionPolicy: 'following', replyPolicy: 'following' }
    : ageBand && { ageBand };

/**
 * The caller's profile, created on their first call: the display name from their sign-up record
 * (never from the token), the address and whether it is confirmed from the verified token's claims,
 * and a unique default handle that is never a reserved one. A fan whose token says their address is
 * confirmed while their profile still waits for it is marked confirmed (the sign-up record goes).
 * Whether they may proceed (bans, admin routes) is the chain's decision.
 */
export async function loadCaller(db: Db, identity: Identity, now = new Date()): Promise<UserItem> {
  return (await getUserById(db, identity.sub)) ?? firstContact(db, identity, now);
}

/**
 * The caller and their Viewer (domain/viewer.ts) for a route that reads through it: the profile and
 * the filter item in one BatchGetItem, the profile created on first contact as `loadCaller` does.
 */
export async function loadCallerViewer(
  db: Db,
  identity: Identity,
  now = new Date(),
): Promise<{ user: UserItem; viewer: Viewer }> {
  const found = await getViewerItems(db, identity.sub);
  const user = found.user ?? (await firstContact(db, identity, now));
  return { user, viewer: viewerOf(user, found.filter) };
}

/** A caller without a profile: a purged ban or a closed account is refused, else the profile is made. */
async function firstContact(db: Db, identity: Identity, now: Date): Promise<UserItem> {
  // A banned fan whose profile was purged keeps a ban marker: no fresh, unbanned profile for them;
  // a deleted account keeps its closed marker: its still-valid tokens get nothing.
  const [banned, closed, signUp] = await Promise.all([
    isBanMarked(db, identity.sub),
    getClosed(db, identity.sub),
    getSignUp(db, identity.sub),
  ]);
  if (banned) throw forbidden(API_ERRORS.banned);
  if (closed) throw unauthenticated(ACCOUNT_TEXTS.accountDeleted);
  const confirmEmailBy = identity.emailVerified
    ? undefined
    : (signUp?.confirmBy ?? (await listUnconfirmed(db, identity.sub, now)));
  const user = await createUser(
    db,
    {
      id: identity.sub,
      email: identity.email,
      displayName: firstName(signUp?.displayName, identity.email),
      isAdmin: identity.isAdmin,
      confirmEmailBy,
      band: bandOf(signUp?.ageBand),
    },
    now,
  );
  if (identity.emailVerified && signUp) await deleteSignUp(db, identity.sub);
  return user;
}

/**
 * A fan's public profile as the viewer sees it; banned fans, and fans who blocked the viewer, are
 * not found. A fan the viewer blocked or mutes comes with `blockedByYou` / `mutedUntil`.
 */
export async function viewUser(db: Db, viewer: Viewer, userId: string): Promise<User> {
  const user = await getUserById(db, userId);
  if (!user || user.banned) throw notFound(API_ERRORS.userNotFound);
  if (viewer.blocksEitherWay(userId) && !viewer.blockedByViewer(userId))
    throw notFound(API_ERRORS.userNotFound);
  const profile = toPublicUser(user);
  if (viewer.blockedByViewer(userId)) profile.blockedByYou = true;
  const muted = viewer.mutedUntil(userId);
  if (muted !== null) profile.mutedUntil = muted ? new Date(muted * 1000).toISOString() : null;
  return profile;
}

/** The caller edits their own profile (a new handle is claimed atomically; taken -> conflict). */
export async function editProfile(
  db: Db,
  caller: UserItem,
  identity: Identity,
  update: UpdateProfileInput,
): Promise<CurrentUser> {
  return toCurrentUser(await updateProfile(db, caller, update), identity);
}

/** The caller's picture becomes one of their own uploads. */
export async function setProfilePicture(
  deps: { db: Db; uploads: UploadDeps },
  caller: UserItem,
  identity: Identity,
  imageUrl: string,
): Promise<CurrentUser> {
  const image = await acceptUploadedImage(deps.uploads, caller.id, imageUrl, 'profile');
  return toCurrentUser(await updateUserProfile(deps.db, caller.id, { profileImageUrl: image.url }), identity);
}
