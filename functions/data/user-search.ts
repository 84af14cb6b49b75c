/**
 * The user search index: one item per handle and per display-name word of each fan who may be
 * found (not banned), kept by the user-search consumer on the derived lane.
 *
 *   USEARCH#{first character} / h#{handle}#{userId}     the handle, folded
 *   USEARCH#{first character} / n#{word}#{userId}       each word of the display name, folded
 *
 * A search is two Queries (begins_with on the handle and on the first word, at most
 * SEARCH_CANDIDATES each) whatever the number of fans.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handleToken, nameWords } from '../../shared/search';
import { batchWrite } from './batch';
import type { Db } from './client';
import { KEYS } from './keys';

export type TokenKind = 'h' | 'n';

const searchPk = (token: string) => `${KEYS.userSearch.pk}${token.charAt(0)}`;
/** An index entry's key, with the fan it finds beside it (so no reader parses the sort key back). */
const searchEntry = (kind: TokenKind, token: string, userId: string) => ({
  PK: searchPk(token),
  SK: `${kind}#${token}#${userId}`,
  userId,
});

/** The index entries a fan should have: none when banned or gone. */
export function searchEntries(
  user: { id: string; handle: string; displayName: string; banned?: boolean } | undefined,
) {
  if (!user || user.banned) return [];
  const handle = handleToken(user.handle);
  return [
    ...(handle ? [searchEntry('h', handle, user.id)] : []),
    ...nameWords(user.displayName).map((word) => searchEntry('n', word, user.id)),
  ];
}

/** Moves a fan's entries from what `before` had to what `after` has (idempotent). */
export async function syncSearchEntries(
  db: Db,
  before: ReturnType<typeof searchEntries>,
  after: ReturnType<typeof searchEntries>,
): Promise<number> {
  const id = (k: { PK: string; SK: string }) => `${k.PK}\u0000${k.SK}`;
  const keep = new Set(after.map(id));
  const had = new Set(before.map(id));
  const writes = [
    ...before.filter((k) => !keep.has(id(k))).map((k) => ({ delete: { PK: k.PK, SK: k.SK } })),
    ...after.filter((k) => !had.has(id(k))).map((k) => ({ put: { ...k, type: 'user-search' } })),
  ];
  if (writes.length) await batchWrite(db, writes);
  return writes.length;
}

/** Up to `limit` fans whose handle (h) or a name word (n) starts with `prefix`. */
export async function searchIndex(db: Db, kind: TokenKind, prefix: string, limit: number): Promise<string[]> {
  if (!prefix) return [];
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': searchPk(prefix), ':sk': `${kind}#${prefix}` },
      ProjectionExpression: 'userId',
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map((item) => item.userId as string);
}
