/**
 * Finding fans by the start of their handle or of any word of their display name, case- and
 * accent-insensitive, ranked: exact handle, handle prefix, name-word prefix, then most followed.
 * One search costs two Queries of the index and at most two BatchGets, whatever the number of fans.
 * Search across everything (fans, the catalogue, hashtags at once) is ./search-all.ts.
 */
import { SEARCH_CANDIDATES } from '../../shared/constants';
import type { SuggestedUser, UserSearchQuery } from '../../shared/schemas/users';
import { nameWords, searchQuery } from '../../shared/search';
import type { Db } from '../data/client';
import { lookup } from '../data/lookup';
import type { StreamRecord } from '../data/record';
import type { UserItem } from '../data/user';
import { searchEntries, searchIndex, syncSearchEntries } from '../data/user-search';
import { toSuggestedUser } from './follows';
import type { Viewer } from './viewer';

const rankOf = (user: UserItem, q: { handle: string; words: string[] }) => {
  const handle = user.handle.toLowerCase();
  if (handle === q.handle) return 0;
  if (q.handle && handle.startsWith(q.handle)) return 1;
  return 2;
};

/** Every word of the query starts a word of the fan's name (or the query is their handle's start). */
function matches(user: UserItem, q: { handle: string; words: string[] }): boolean {
  if (q.handle && user.handle.toLowerCase().startsWith(q.handle)) return true;
  const words = nameWords(user.displayName);
  return q.words.length > 0 && q.words.every((w) => words.some((n) => n.startsWith(w)));
}

/**
 * The fans matching a query (not banned, not blocked either way: the viewer's controls, read alongside),
 * ranked, from up to `candidates` entries of each index. With `ranksFollows`, the fans the viewer
 * follows come first: their follow edges are asked in the same BatchGet as the profiles.
 */
export async function rankedUsers(
  db: Db,
  viewer: Viewer,
  raw: string,
  candidates: number,
  ranksFollows = false,
): Promise<UserItem[]> {
  const viewerId = viewer.id;
  const q = searchQuery(raw);
  const [byHandle, byName] = await Promise.all([
    searchIndex(db, 'h', q.handle, candidates),
    searchIndex(db, 'n', q.words[0] ?? '', candidates),
  ]);
  const ids = [...new Set([...byHandle, ...byName])];
  if (!ids.length) return [];
  const look = lookup();
  for (const id of ids) {
    look.want.user(id);
    if (ranksFollows) look.want.follow(viewerId, id);
  }
  await look.run(db);
  const followed = (u: UserItem) => (look.follows(viewerId, u.id) ? 0 : 1);
  const users = ids
    .map((id) => look.user(id))
    .filter((u): u is UserItem => Boolean(u && !u.banned && !viewer.blocksEitherWay(u.id) && matches(u, q)));
  users.sort(
    (a, b) =>
      (ranksFollows ? followed(a) - followed(b) : 0) ||
      rankOf(a, q) - rankOf(b, q) ||
      b.followerCount - a.followerCount ||
      a.handle.localeCompare(b.handle),
  );
  return users;
}

/**
 * Fans matching a query, without those blocked either way. With `followingFirst` (the composer's @
 * suggestions), the fans the viewer follows come first.
 */
export async function searchUsers(db: Db, viewer: Viewer, query: UserSearchQuery): Promise<SuggestedUser[]> {
  const users = await rankedUsers(db, viewer, query.q, SEARCH_CANDIDATES, Boolean(query.followingFirst));
  return users.slice(query.offset, query.offset + query.limit).map(toSuggestedUser);
}

/**
 * Keeps a fan's search entries in step with their handle, name and ban (profile INSERT, MODIFY,
 * REMOVE): the old name's words stop matching as the new ones start.
 */
export async function handleSearchChange(db: Db, r: StreamRecord): Promise<void> {
  if (r.item !== 'user') return;
  const before = searchEntries(r.before);
  const after = searchEntries(r.event === 'REMOVE' ? undefined : r.after);
  await syncSearchEntries(db, before, after);
}
