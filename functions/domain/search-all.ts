/**
 * Search across everything (issue 35, "Finding things"; `GET /api/search?q=`): a few fans, catalogue
 * entities and hashtags at once, for the search box's suggestions as the fan types and the search
 * screen's All tab. The full lists are the Users tab (`searchUsers`, ./search.ts), the Wrestling tab
 * (`searchEntities`, ./catalogue/entities.ts) and a hashtag's posts.
 *
 * Requests: the fans' two index Queries, the entities' index Query and the trending hashtags' BatchGet
 * side by side; then the fans' BatchGet (+ one of follow edges when a teen is among them for an adult)
 * beside the entities' BatchGet and their series' two Queries each (one show on each side of now).
 */
import { normalizeHashtag } from '../../shared/hashtags';
import {
  type HashtagHit,
  SEARCH_ALL_LIMITS,
  type SearchAll,
  type SearchAllQuery,
} from '../../shared/schemas/search';
import type { SuggestedUser } from '../../shared/schemas/users';
import { foldText } from '../../shared/search';
import type { Db } from '../data/client';
import { lookup } from '../data/lookup';
import { readSnapshotsOf } from '../data/trending';
import { clockNow } from '../lib/clock';
import { searchEntities } from './catalogue/entities';
import { toSuggestedUser } from './follows';
import { mutedWordsOf } from './muted-words';
import { rankedUsers } from './search';
import type { HashtagEntry } from './trending';
import { suggestable } from './users';
import type { Viewer } from './viewer';

/** Index entries of each kind read for the suggestions' few fans (the Users tab reads SEARCH_CANDIDATES). */
export const SUGGEST_CANDIDATES = 25;

/**
 * The few fans the search box suggests as the fan types: as the search finds them, without those the
 * viewer hides (blocks either way, mutes), and, for an adult, without the teens they do not follow
 * (suggestions put fans in front of the viewer: docs/safety.md, "Teens"; the Users tab, a search the
 * fan asked for, still finds anyone). The follow edges are read only when a teen is among them.
 */
async function suggestedFans(db: Db, viewer: Viewer, q: string): Promise<SuggestedUser[]> {
  const users = (await rankedUsers(db, viewer, q, SUGGEST_CANDIDATES)).filter((u) => !viewer.hidesUser(u.id));
  const look = lookup();
  for (const u of users) if (!suggestable(viewer, u)) look.want.follow(viewer.id, u.id);
  await look.run(db);
  return users
    .filter((u) => suggestable(viewer, u) || look.follows(viewer.id, u.id))
    .slice(0, SEARCH_ALL_LIMITS.users)
    .map(toSuggestedUser);
}

/**
 * The hashtags fans used lately (the trending job's rankings of the last day, week and month: one
 * BatchGet) starting with the query (without "#", spaces, case or accents), the query itself first,
 * then the most used; none the viewer muted. Every hashtag ever used would need an index written with
 * each post: these are the ones worth suggesting, and a "#tag" query still finds any tag's posts.
 */
async function hashtagsStarting(db: Db, viewer: Viewer, q: string, now: Date): Promise<HashtagHit[]> {
  const prefix = foldText(normalizeHashtag(q)).replace(/[^\p{L}\p{N}_]/gu, '');
  if (!prefix) return [];
  const counts = new Map<string, number>();
  for (const snapshot of await readSnapshotsOf<HashtagEntry>(db, 'hashtags'))
    for (const entry of snapshot.entries)
      if (foldText(entry.name).startsWith(prefix))
        counts.set(entry.name, Math.max(counts.get(entry.name) ?? 0, entry.postCount));
  const muted = mutedWordsOf(viewer, now);
  return [...counts]
    .filter(([name]) => !muted?.match(`#${name}`))
    .map(([name, postCount]) => ({ name, postCount }))
    .sort(
      (a, b) =>
        Number(foldText(b.name) === prefix) - Number(foldText(a.name) === prefix) ||
        b.postCount - a.postCount ||
        a.name.localeCompare(b.name),
    )
    .slice(0, SEARCH_ALL_LIMITS.hashtags);
}

/**
 * Search across everything (`GET /api/search?q=`): a few fans, catalogue entities (the shows of a
 * name: the next and the last one) and hashtags, side by side; a query starting with "#" asks for
 * hashtags only. The search box's suggestions and the search screen's All tab.
 */
export async function searchAll(
  db: Db,
  viewer: Viewer,
  query: SearchAllQuery,
  now = clockNow(),
): Promise<SearchAll> {
  const q = query.q.trim();
  const hashtagOnly = q.startsWith('#');
  const [users, entities, hashtags] = await Promise.all([
    hashtagOnly ? [] : suggestedFans(db, viewer, q),
    hashtagOnly
      ? []
      : searchEntities(
          db,
          { q },
          { now: now.getTime(), showsEachSide: 1, limit: SEARCH_ALL_LIMITS.entities },
        ),
    hashtagsStarting(db, viewer, q, now),
  ]);
  return { users, entities, hashtags };
}
