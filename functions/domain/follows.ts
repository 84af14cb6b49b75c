/** Following and unfollowing fans, and the suggested-users directory. */
import { SUGGESTED_USERS_MAX_OFFSET } from '../../shared/constants';
import { API_ERRORS } from '../../shared/messages';
import type { SuggestedUser } from '../../shared/schemas/users';
import type { Db } from '../data/client';
import { directoryPage, syncDirectoryEntry } from '../data/directory';
import { follow, isFollowing, unfollow } from '../data/follow';
import { lookup } from '../data/lookup';
import type { StreamRecord } from '../data/record';
import { getUserById, type UserItem } from '../data/user';
import { invalid, notFound } from '../lib/errors';
import { countMetric } from '../lib/observability';
import { suggestable } from './users';
import type { Viewer } from './viewer';

/** Follows a fan (idempotent: following twice changes nothing). */
export async function followFan(db: Db, me: UserItem, targetId: string, now = new Date()): Promise<void> {
  if (targetId === me.id) throw invalid(API_ERRORS.followSelf);
  const target = await getUserById(db, targetId);
  if (!target || target.banned) throw notFound(API_ERRORS.userNotFound);
  if (await follow(db, me.id, target, now)) countMetric('FollowsCreated');
}

/** Unfollows a fan (idempotent: unfollowing someone you do not follow changes nothing). */
export async function unfollowFan(db: Db, me: UserItem, targetId: string): Promise<void> {
  if (targetId === me.id) throw invalid(API_ERRORS.followSelf);
  await unfollow(db, me.id, targetId);
}

/** Whether the viewer follows a fan (a block removed the edges both ways: false across one). */
export const followStatus = async (db: Db, viewer: Viewer, userId: string) => ({
  isFollowing: !viewer.blocksEitherWay(userId) && (await isFollowing(db, viewer.id, userId)),
});

export const toSuggestedUser = (u: UserItem): SuggestedUser => ({
  id: u.id,
  displayName: u.displayName,
  handle: u.handle,
  bio: u.bio,
  profileImageUrl: u.profileImageUrl,
});

const DIRECTORY_BATCH = 100;

/**
 * Fans to follow: complete, unbanned profiles, most followed first, without the viewer and the
 * fans they already follow, and without teens for an adult viewer (users.ts `suggestable`). Reads the directory 100 at a time (one Query and one BatchGet of
 * follow edges per 100), up to SUGGESTED_USERS_MAX_OFFSET deep.
 */
export async function suggestUsers(
  db: Db,
  viewer: Viewer,
  { limit, offset }: { limit: number; offset: number },
): Promise<SuggestedUser[]> {
  const viewerId = viewer.id;
  if (offset >= SUGGESTED_USERS_MAX_OFFSET) return [];
  const want = offset + limit;
  const picked: UserItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await directoryPage(db, DIRECTORY_BATCH, start);
    const candidates = page.users.filter(
      (u) => u.id !== viewerId && !u.banned && !viewer.hidesUser(u.id) && suggestable(viewer, u),
    );
    const look = lookup();
    for (const u of candidates) look.want.follow(viewerId, u.id);
    await look.run(db);
    for (const u of candidates) if (!look.follows(viewerId, u.id)) picked.push(u);
    start = page.next;
  } while (picked.length < want && start);
  return picked.slice(offset, want).map(toSuggestedUser);
}

/**
 * Keeps a profile's suggested-users directory entry in step with its completeness, ban and
 * follower count (a profile INSERT or MODIFY). Its own write produces a record that changes nothing.
 */
export async function handleDirectoryChange(db: Db, r: StreamRecord): Promise<void> {
  if (r.item !== 'user' || !r.after) return;
  await syncDirectoryEntry(db, r.after);
}
