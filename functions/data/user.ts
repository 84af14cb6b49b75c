/**
 * The user entity: key builders and named access patterns.
 *
 *   USER#{id}        / PROFILE   the profile (counters live on it); in the suggested-users
 *                                directory (GSI2 DIRECTORY) once complete, see data/directory.ts
 *   HANDLE#{lower}   / HANDLE    handle uniqueness marker, case-insensitive
 *
 * Stream consumers (docs/architecture.md, "Which consumers react to which item"):
 *   INSERT  user-directory, user-search
 *   MODIFY  ban-enforcement (a ban closes live connections), user-directory, user-search,
 *           media-cleanup (a replaced picture)
 *   REMOVE  user-search, media-cleanup
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS } from '../../shared/constants';
import { isReservedHandle } from '../../shared/text';
import { DomainError } from '../lib/errors';
import { batchGet, keyOf, type TransactItems, transactWrite } from './batch';
import { conditionFailedAt, type Db } from './client';
import { idAfter, KEYS, type KeyLike } from './keys';

export interface UserItem {
  PK: string;
  SK: typeof KEYS.user.sk;
  type: 'user';
  id: string;
  email: string;
  displayName: string;
  handle: string;
  bio: string;
  favoriteWrestlers: string;
  favoritePromotions: string;
  profileImageUrl: string | null;
  followerCount: number;
  followingCount: number;
  unreadNotifications: number;
  isAdmin: boolean;
  banned: boolean;
  createdAt: string;
  /**
   * While the fan's e-mail is not confirmed (they have not entered the code mailed to it): the time
   * the account closes unless they do (data/signup.ts lists it). Removed once Cognito says it is.
   */
  confirmEmailBy?: string;
  /**
   * A big account (followers >= FEED_BIG_ACCOUNT_FOLLOWERS): its posts are not copied into followers'
   * feeds but merged at read time. Set once by the feed fan-out (data/feed-sources.ts markBig), with
   * the time it happened.
   */
  bigAccount?: boolean;
  bigAccountSince?: string;
  /**
   * The big accounts this fan follows (merged into their feed at read time). Added by the follow
   * transaction of a big account and by the fan-out's `big-follows` work when an author becomes big.
   */
  bigFollows?: Set<string>;
  /**
   * The big catalogue entities the fan follows (issue 28): their newest tagged posts (ELATEST#) are
   * merged into the fan's feed at read time. Added by the follow transaction of a big entity and by
   * the fan-out's `big-follows` work when an entity becomes big.
   */
  bigEntityFollows?: Set<string>;
  /**
   * The fan's age band, from their sign-up (`teen` 13-17, `adult` 18+; the birthdate is never
   * stored). Absent on profiles made before bands were recorded: treated as `adult` (docs/safety.md, "Teens").
   */
  ageBand?: 'teen' | 'adult';
  /** Who may mention the fan (absent: everyone). A teen starts with 'following'. */
  mentionPolicy?: 'everyone' | 'following';
  /** Who may reply to the fan's new posts by default (absent: everyone). A teen starts with 'following'. */
  replyPolicy?: 'everyone' | 'following' | 'mentioned';
  /** Every profile (GSI1 PROFILES / {id}): the account sweeper pages through them. */
  GSI1PK?: string;
  GSI1SK?: string;
  /** Directory index (suggested users), maintained by the user-directory stream consumer. */
  GSI2PK?: string;
  GSI2SK?: string;
}

export const userKey = (id: string) => ({ PK: `${KEYS.user.pk}${id}`, SK: KEYS.user.sk });
export const handleKey = (handle: string) => ({
  PK: `${KEYS.handle.pk}${handle.toLowerCase()}`,
  SK: KEYS.handle.sk,
});

/** The fan who holds a handle (any case), or null when nobody does. */
export async function handleOwner(db: Db, handle: string): Promise<string | null> {
  const res = await db.doc.send(new GetCommand({ TableName: db.table, Key: handleKey(handle) }));
  const userId = res.Item?.userId;
  return typeof userId === 'string' ? userId : null;
}

/** The fan a profile key belongs to, or null for any other key. */
export function parseUserKey(key: KeyLike): { userId: string } | null {
  const userId = key.SK === KEYS.user.sk ? idAfter(KEYS.user.pk, key.PK) : null;
  return userId ? { userId } : null;
}

/** Which of these fans are teens (their profiles, one BatchGet per 100). */
export async function teensAmong(db: Db, userIds: readonly string[]): Promise<string[]> {
  const found = await batchGet(db, userIds.map(userKey));
  return userIds.filter((id) => (found.get(keyOf(userKey(id))) as UserItem | undefined)?.ageBand === 'teen');
}

export async function getUserById(db: Db, id: string, consistent = false): Promise<UserItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: userKey(id), ConsistentRead: consistent }),
  );
  return (res.Item as UserItem | undefined) ?? null;
}

/**
 * A handle derived from the display name: letters, digits and underscores, 3 to 30 characters, never
 * a reserved one (a fan named "Moderator" is @moderator_fan, as the profile edit would refuse
 * @moderator).
 */
export function baseHandle(displayName: string): string {
  const slug = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, LIMITS.handleMax - 5);
  // Reserved handles and short slugs are short: with "_fan" they stay within handleMax - 5, which
  // leaves room for the "_1234" a taken handle gets.
  return slug.length >= LIMITS.handleMin && !isReservedHandle(slug) ? slug : `${slug}${slug ? '_' : ''}fan`;
}

export interface NewUser {
  id: string;
  email: string;
  displayName: string;
  isAdmin: boolean;
  /** The fan's e-mail is not confirmed yet: the account closes after this time unless it is. */
  confirmEmailBy?: string;
  /** The age band and the defaults it brings (domain/users.ts `loadCaller`). */
  band?: Pick<UserItem, 'ageBand' | 'mentionPolicy' | 'replyPolicy'>;
}

/**
 * Creates the profile and claims a unique default handle in one transaction. If the handle is
 * taken, retries with a numeric suffix. If the profile already exists (a concurrent first call),
 * returns the stored one.
 */
export async function createUser(
  db: Db,
  input: NewUser,
  now = new Date(),
  random: () => number = Math.random,
): Promise<UserItem> {
  const base = baseHandle(input.displayName);
  for (let attempt = 0; attempt < 8; attempt++) {
    const handle = attempt === 0 ? base : `${base}_${Math.floor(1000 + random() * 9000)}`;
    const item: UserItem = {
      ...userKey(input.id),
      type: 'user',
      id: input.id,
      email: input.email,
      displayName: input.displayName,
      handle,
      bio: '',
      favoriteWrestlers: '',
      favoritePromotions: '',
      profileImageUrl: null,
      followerCount: 0,
      followingCount: 0,
      unreadNotifications: 0,
      isAdmin: input.isAdmin,
      banned: false,
      createdAt: now.toISOString(),
      ...(input.confirmEmailBy ? { confirmEmailBy: input.confirmEmailBy } : {}),
      ...input.band,
      GSI1PK: KEYS.user.gsi1,
      GSI1SK: input.id,
    };
    try {
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: db.table, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
            {
              Put: {
                TableName: db.table,
                Item: { ...handleKey(handle), type: 'handle', userId: input.id },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ],
        }),
      );
      return item;
    } catch (err) {
      if (conditionFailedAt(err, 0)) {
        const existing = await getUserById(db, input.id);
        if (existing) return existing;
      }
      if (!conditionFailedAt(err, 1)) throw err;
    }
  }
  throw new Error('Could not find a free handle');
}

export type ProfileFields = Partial<
  Pick<
    UserItem,
    | 'displayName'
    | 'bio'
    | 'favoriteWrestlers'
    | 'favoritePromotions'
    | 'profileImageUrl'
    | 'mentionPolicy'
    | 'replyPolicy'
  >
>;

/**
 * Sets profile fields. The handle may be passed only when its lowercase form is unchanged (a case
 * change keeps the same uniqueness marker); moving to another handle goes through updateProfile.
 */
export async function updateUserProfile(
  db: Db,
  id: string,
  fields: ProfileFields & { handle?: string },
): Promise<UserItem> {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (entries.length === 0) {
    const current = await getUserById(db, id);
    if (!current) throw new Error(`No user ${id}`);
    return current;
  }
  const res = await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: userKey(id),
      ConditionExpression: 'attribute_exists(PK)',
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return res.Attributes as UserItem;
}

export type ProfileUpdate = ProfileFields & { handle?: string };

export class HandleTakenError extends DomainError {
  constructor() {
    super('conflict', 'That handle is already taken');
    this.name = 'HandleTakenError';
  }
}

export class ProfileChangedError extends DomainError {
  constructor() {
    super('conflict', 'Your profile changed in the meantime. Please try again.');
    this.name = 'ProfileChangedError';
  }
}

/**
 * Updates a profile. A new handle moves its uniqueness marker in the same transaction as the
 * profile (claim the new marker if free, release the old one we own, and only if the stored
 * handle is still the one we read), so two fans racing for a handle cannot both win.
 */
export async function updateProfile(db: Db, current: UserItem, update: ProfileUpdate): Promise<UserItem> {
  const { handle, ...fields } = update;
  const handleMoves = handle !== undefined && handle.toLowerCase() !== current.handle.toLowerCase();
  if (!handleMoves)
    return updateUserProfile(db, current.id, handle === undefined ? fields : { ...fields, handle });

  const set = { ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)), handle };
  const entries = Object.entries(set);
  try {
    await db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: db.table,
              Item: { ...handleKey(handle), type: 'handle', userId: current.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Delete: {
              TableName: db.table,
              Key: handleKey(current.handle),
              ConditionExpression: 'attribute_not_exists(PK) OR userId = :me',
              ExpressionAttributeValues: { ':me': current.id },
            },
          },
          {
            Update: {
              TableName: db.table,
              Key: userKey(current.id),
              ConditionExpression: 'handle = :old',
              UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
              ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
              ExpressionAttributeValues: {
                ':old': current.handle,
                ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
              },
            },
          },
        ],
      }),
    );
  } catch (err) {
    if (conditionFailedAt(err, 0)) throw new HandleTakenError();
    if (conditionFailedAt(err, 1) || conditionFailedAt(err, 2)) throw new ProfileChangedError();
    throw err;
  }
  return { ...current, ...set } as UserItem;
}

/** The ban marker: it outlives the profile, so a purged banned fan never comes back clean. */
export const banKey = (userId: string) => ({ PK: `${KEYS.ban.pk}${userId}`, SK: KEYS.ban.sk });

export async function isBanMarked(db: Db, userId: string): Promise<boolean> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: banKey(userId), ConsistentRead: true }),
  );
  return Boolean(res.Item);
}

/**
 * Flags the profile banned and writes the ban marker, with `also` (the audit entry) in the same
 * transaction. Returns false when the fan was banned already (nothing changes).
 */
export async function markBanned(
  db: Db,
  userId: string,
  by: string,
  at: string,
  also: TransactItems,
): Promise<boolean> {
  try {
    await transactWrite(db, [
      {
        Update: {
          TableName: db.table,
          Key: userKey(userId),
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(banned) OR banned = :false)',
          UpdateExpression: 'SET banned = :true, bannedAt = :at, bannedBy = :by',
          ExpressionAttributeValues: { ':true': true, ':false': false, ':at': at, ':by': by },
        },
      },
      { Put: { TableName: db.table, Item: { ...banKey(userId), bannedAt: at, bannedBy: by } } },
      ...also,
    ]);
    return true;
  } catch (err) {
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

/** Profiles by id, in one BatchGet (ids repeated are read once; fans gone are left out). */
export async function usersById(db: Db, ids: readonly string[]): Promise<Map<string, UserItem>> {
  const unique = [...new Set(ids)];
  const found = unique.length ? await batchGet(db, unique.map(userKey)) : new Map();
  const out = new Map<string, UserItem>();
  for (const id of unique) {
    const user = found.get(keyOf(userKey(id))) as UserItem | undefined;
    if (user) out.set(id, user);
  }
  return out;
}
