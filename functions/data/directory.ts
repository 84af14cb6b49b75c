/**
 * The suggested-users directory: a sparse index over complete, unbanned profiles, most followed
 * first. The user-directory stream consumer keeps each profile's entry in step with its data.
 *
 *   GSI2: DIRECTORY / {followerCount, 10 digits}#{userId}   on the USER#{id} / PROFILE item
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { profileCompleteness } from '../../shared/profile';
import { type Db, isConditionFailed } from './client';
import { KEYS } from './keys';
import { type UserItem, userKey } from './user';

const DIRECTORY = KEYS.user.gsi2;

export interface DirectoryEntry {
  GSI2PK: string;
  GSI2SK: string;
}

/** Where a profile belongs in the directory, or null when it should not be listed. */
function directoryEntry(user: UserItem): DirectoryEntry | null {
  if (user.banned || !profileCompleteness(user).isComplete) return null;
  const followers = String(Math.max(0, Math.min(user.followerCount, 9_999_999_999))).padStart(10, '0');
  return { GSI2PK: DIRECTORY, GSI2SK: `${followers}#${user.id}` };
}

/**
 * Brings a profile's directory entry in line with `user` (as seen in a stream record). Skipped if
 * the profile's follower count or ban has changed since: that change's own record will follow.
 * Returns whether anything was written.
 */
export async function syncDirectoryEntry(db: Db, user: UserItem): Promise<boolean> {
  const want = directoryEntry(user);
  if (want?.GSI2SK === user.GSI2SK && want?.GSI2PK === user.GSI2PK) return false;
  if (!want && user.GSI2PK === undefined) return false;
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: userKey(user.id),
        ConditionExpression: 'followerCount = :fc AND banned = :banned',
        UpdateExpression: want ? 'SET GSI2PK = :pk, GSI2SK = :sk' : 'REMOVE GSI2PK, GSI2SK',
        ExpressionAttributeValues: {
          ':fc': user.followerCount,
          ':banned': user.banned,
          ...(want ? { ':pk': want.GSI2PK, ':sk': want.GSI2SK } : {}),
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

export interface DirectoryPage {
  users: UserItem[];
  next: Record<string, unknown> | undefined;
}

/** One page of the directory, most followed first. */
export async function directoryPage(
  db: Db,
  limit: number,
  start?: Record<string, unknown>,
): Promise<DirectoryPage> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': DIRECTORY },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start,
    }),
  );
  return { users: (res.Items ?? []) as UserItem[], next: res.LastEvaluatedKey };
}
