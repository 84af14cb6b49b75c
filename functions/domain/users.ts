/** Shapes a stored user into what the API returns. */
import { profileCompleteness } from '../../shared/profile';
import type { CurrentUser, User } from '../../shared/schemas';
import type { UserItem } from '../data/user';
import type { Identity } from '../lib/claims';

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
    isAdmin: item.isAdmin,
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
  };
}
