/**
 * Fans and the catalogue (issue 28, docs/wrestling.md): an entity's page with what it relates to,
 * following entities, searching them, their tagged posts and the list of what a fan follows.
 *
 * Requests per call (DynamoDB):
 *   entityPage        [1 GetItem of the slug marker, for a slug] + in parallel: GetItem entity,
 *                     GetItem follow edge, Query own partition (links, reigns), Query GSI1 LINKED#
 *                     + one BatchGet of every entity named and of the opponents' holder links of
 *                     title matches ("(c)"); a promotion: + in parallel two GSI3 Queries of its shows
 *                     (latest, next), then one GSI3 Query of its championships, one Query of each
 *                     one's holder links (at most PROMOTION_TITLES_MAX, in parallel) and one BatchGet
 *                     of holders not read yet (none when they are on its roster); with results or
 *                     without (the same items: results leave marks, not overwrites)
 *   follow/unfollow   GetItem entity + one transaction + one consistent GetItem (the exact count)
 *   searchEntities    one Query of ESEARCH#, then side by side one BatchGet and two GSI1 Queries per
 *                     show series found (SEARCH_SERIES_MAX at most: its next and last shows)
 *   entityPosts       (./entity-posts.ts)
 *   followedEntities  Query USER# EFOLLOWS# + one BatchGet (with the profile)
 */

import { API_ERRORS } from '../../../shared/messages';
import { CATALOGUE_TEXTS, ENTITY_TEXTS } from '../../../shared/messages-wrestling';
import {
  ENTITY_SEARCH_MAX,
  type EntityFollowState,
  type EntityPage,
  type EntityRelated,
  type EntitySearchQuery,
  type EntitySearchResult,
  type MemberRef,
  type RecentShow,
  type RosterRef,
  type ShowRef,
  type TitleRef,
} from '../../../shared/schemas/entities';
import { ENTITY_KINDS, type EntityRef, FOLLOWABLE_KINDS } from '../../../shared/schemas/wrestling';
import { foldText, nameWords } from '../../../shared/search';
import {
  entitiesAndHolderLinks,
  entitiesById,
  entityIdBySlug,
  getEntity,
  userAndEntities,
} from '../../data/catalogue/entities';
import {
  followEntityEdge,
  followedEntityIdPage,
  isFollowingEntity,
  unfollowEntityEdge,
} from '../../data/catalogue/entity-follow';
import type { EntityItem } from '../../data/catalogue/items';
import {
  holderLinksOf,
  type LinkedFrom,
  linkedTo,
  ownRelations,
  promotionChampionships,
  promotionShowsBefore,
  promotionShowsFrom,
} from '../../data/catalogue/relations';
import {
  ENTITY_SEARCH_CANDIDATES,
  entitySearchNames,
  entitySearchWords,
  searchEntityIndex,
} from '../../data/catalogue/search';
import { seriesShows } from '../../data/catalogue/shows';
import type { Db } from '../../data/client';
import type { UserItem } from '../../data/user';
import { clockNow } from '../../lib/clock';
import { invalid, notFound } from '../../lib/errors';
import { ulidBound } from '../../lib/ulid';
import { guardOf } from '../spoilers/load';
import type { Viewer } from '../viewer';
import {
  holdsTitle,
  type Revealed,
  reignsSeen,
  revealResults,
  toEntity,
  toEntityRef,
  toEntitySearchResult,
} from './shapes';

/** Who links to an entity, read at most (memberships, then its shows). */
const LINKED_MAX = 40;
/** Shows listed on a page that have started (latest first), and that have not (soonest first). */
const RECENT_SHOWS = 8;
const UPCOMING_SHOWS = 5;
/** A promotion's championships listed on its page, and the holder links read of each. */
export const PROMOTION_TITLES_MAX = 20;
const HOLDER_LINKS_MAX = 20;
/** Entities listed on a fan's profile, at most. */
export const FOLLOWED_LIST_MAX = 200;

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const isFollowable = (kind: string) => (FOLLOWABLE_KINDS as readonly string[]).includes(kind);

/** The entity a slug or an id names, or null. Slugs are lower case, ids upper: never ambiguous. */
async function resolveEntityId(db: Db, slugOrId: string): Promise<string | null> {
  return ULID.test(slugOrId) ? slugOrId : entityIdBySlug(db, slugOrId.toLowerCase());
}

const showRef = (item: EntityItem): ShowRef => ({
  ...toEntityRef(item),
  startsAt: item.startsAt as string,
  ...(item.status ? { status: item.status as ShowRef['status'] } : {}),
});

const rosterRef = (item: EntityItem): RosterRef => ({
  ...toEntityRef(item),
  ...(item.kind === 'wrestler' ? { division: (item.division as RosterRef['division']) ?? null } : {}),
  ...(item.kind === 'team' && item.teamKind ? { teamKind: item.teamKind as RosterRef['teamKind'] } : {}),
});

/** Holders in the order the championship stores its current ones (others after them). */
function inStoredOrder(championship: EntityItem | undefined, ids: string[]): string[] {
  const stored = (championship?.holderIds as string[] | undefined) ?? [];
  const rank = (id: string) => (stored.includes(id) ? stored.indexOf(id) : stored.length);
  return [...ids].sort((a, b) => rank(a) - rank(b));
}

/**
 * A promotion's championships with their holders as the fan sees them: one GSI3 Query, then one
 * Query of each championship's holder links (in parallel); holders the page has not read yet come
 * in one more BatchGet.
 */
async function promotionTitles(
  db: Db,
  promotionId: string,
  revealed: Revealed,
  known: Map<string, EntityItem>,
): Promise<TitleRef[]> {
  const titles = await promotionChampionships(db, promotionId, PROMOTION_TITLES_MAX);
  const holders = await Promise.all(
    titles.map(async (title) =>
      inStoredOrder(
        title,
        (await holderLinksOf(db, title.id, HOLDER_LINKS_MAX))
          .filter((l) => holdsTitle(l, revealed))
          .map((l) => l.toId),
      ),
    ),
  );
  const missing = [...new Set(holders.flat())].filter((id) => !known.has(id));
  if (missing.length) for (const [id, item] of await entitiesById(db, missing)) known.set(id, item);
  return titles
    .filter((t) => t.active !== false)
    .map((title) => ({
      ...toEntityRef(title),
      holders: (holders[titles.indexOf(title)] ?? []).flatMap((id) => {
        const e = known.get(id);
        return e ? [toEntityRef(e)] : [];
      }),
    }));
}

/**
 * An entity's page: its facts, whether the viewer follows it and the entities it relates to. Results
 * are spoilers: without `results` the titles, holders, reigns and "(c)" marks are as before every
 * result (the marks a result leaves on holder links and reigns, docs/wrestling.md); crownings and
 * imports are facts, always shown. With `results`, those of a show Spoiler Guard protects the fan from
 * are still not reflected (the request's guard decides per show, docs/spoilers.md "Results"), and
 * `spoilersHidden` says one was left out.
 */
export async function entityPage(
  db: Db,
  viewer: Viewer,
  slugOrId: string,
  results: boolean,
  now = clockNow(),
): Promise<EntityPage> {
  const id = await resolveEntityId(db, slugOrId);
  if (!id) throw notFound(CATALOGUE_TEXTS.notFound);
  const [item, following, own, linked, guard] = await Promise.all([
    getEntity(db, id),
    isFollowingEntity(db, viewer.id, id),
    ownRelations(db, id),
    linkedTo(db, id, LINKED_MAX),
    // Only asked about results: a page without them costs no more than before.
    results ? guardOf(db, viewer, now) : Promise.resolve(null),
  ]);
  if (!item) throw notFound(CATALOGUE_TEXTS.notFound);
  let spoilersHidden = false;
  const revealed: Revealed = guard
    ? (showId) => {
        const told = guard.resultsOf(showId);
        if (!told) spoilersHidden = true;
        return told;
      }
    : revealResults(false);

  const titleLinks = linked.filter((l) => l.rel === 'holder');
  const byRel = (rel: string) =>
    linked.filter((l) => l.rel === rel && (rel !== 'holder' || holdsTitle(l, revealed))).map((l) => l.fromId);
  const ownLinks = (rel: string) =>
    own.links.filter((l) => l.rel === rel && (rel !== 'holder' || holdsTitle(l, revealed)));
  const promotionIds = [
    ...new Set([
      ...((item.promotionIds as string[] | undefined) ?? []),
      ...(item.promotionId ? [item.promotionId as string] : []),
      ...byRel('roster'),
    ]),
  ];
  const teamIds = byRel('member');
  const titleIds = byRel('holder');
  // Shows (newest first, ids are ULIDs of their start): those not started yet, soonest first, and
  // those that have, latest first.
  const appeared = linked.filter((l) => l.rel === 'appeared');
  const startedBy = ulidBound(now.getTime(), 'max');
  const upcoming = appeared
    .filter((l) => l.fromId > startedBy)
    .reverse()
    .slice(0, UPCOMING_SHOWS);
  const recent = appeared.filter((l) => l.fromId <= startedBy).slice(0, RECENT_SHOWS);
  const shown = [...upcoming, ...recent];
  const opponentIds = shown.flatMap((l) => l.vs ?? []);
  // "(c)" on a title match: whoever of the entity and its opponents holds the title at stake, as
  // the fan sees it. The entity's own holder links came with the GSI1 Query; the opponents' are read
  // with the page's BatchGet.
  const holderPairs = shown.flatMap((l) =>
    l.championshipId
      ? (l.vs ?? []).map((vs) => ({ championshipId: l.championshipId as string, holderId: vs }))
      : [],
  );
  const members = ownLinks('member');
  const holderIds =
    item.kind === 'championship'
      ? inStoredOrder(
          item,
          ownLinks('holder').map((l) => l.toId),
        )
      : [];
  const rosterIds = ownLinks('roster').map((l) => l.toId);
  const reigns = reignsSeen(
    [...own.reigns].sort((a, b) => (a.SK < b.SK ? 1 : -1)),
    revealed,
  );
  const ids = [
    ...promotionIds,
    ...teamIds,
    ...titleIds,
    ...shown.map((l) => l.fromId),
    ...shown.flatMap((l) => (l.championshipId ? [l.championshipId] : [])),
    ...opponentIds,
    ...members.map((l) => l.toId),
    ...holderIds,
    ...rosterIds,
    ...reigns.flatMap((r) => [...r.holderIds, ...(r.showId ? [r.showId] : [])]),
  ];
  const isPromotion = item.kind === 'promotion';
  const [found, promotionRecent, promotionNext] = await Promise.all([
    entitiesAndHolderLinks(db, ids, holderPairs),
    isPromotion ? promotionShowsBefore(db, item.id, now, RECENT_SHOWS) : Promise.resolve([]),
    isPromotion ? promotionShowsFrom(db, item.id, now, UPCOMING_SHOWS) : Promise.resolve([]),
  ]);
  const get = (ref: string) => found.entities.get(ref);
  const known = new Map(found.entities);
  const refs = (list: string[]): EntityRef[] =>
    list
      .map(get)
      .filter((e): e is EntityItem => Boolean(e))
      .map(toEntityRef);
  const byName = (a: EntityRef, b: EntityRef) => a.name.localeCompare(b.name);
  const holds = (championshipId: string, holderId: string): boolean => {
    const link =
      holderId === item.id
        ? titleLinks.find((l) => l.fromId === championshipId)
        : found.holderLink(championshipId, holderId);
    return link ? holdsTitle(link, revealed) : false;
  };
  const booked = (links: LinkedFrom[]): RecentShow[] =>
    links.flatMap((l) => {
      const show = get(l.fromId);
      if (!show) return [];
      const title = l.championshipId ? get(l.championshipId) : undefined;
      const vs = refs(l.vs ?? []);
      return [
        {
          ...showRef(show),
          vs,
          ...(title
            ? {
                title: toEntityRef(title),
                championIds: [item.id, ...vs.map((v) => v.id)].filter((who) => holds(title.id, who)),
              }
            : {}),
        },
      ];
    });

  const related: EntityRelated = {
    promotions: refs(promotionIds),
    teams: refs(teamIds).sort(byName),
    members: members
      .flatMap((l): MemberRef[] => {
        const e = get(l.toId);
        return e ? [{ ...toEntityRef(e), from: l.from ?? null, to: l.to ?? null }] : [];
      })
      .sort((a, b) => Number(a.to !== null) - Number(b.to !== null) || a.name.localeCompare(b.name)),
    titles: refs(titleIds).sort(byName),
    holders: refs(holderIds),
    roster: rosterIds
      .map(get)
      .filter((e): e is EntityItem => Boolean(e))
      .map(rosterRef)
      .sort(byName),
    reigns: reigns.map((r) => {
      const show = r.showId ? get(r.showId) : undefined;
      return { holders: refs(r.holderIds), from: r.from, to: r.to, ...(show ? { show: showRef(show) } : {}) };
    }),
    recentShows: isPromotion ? promotionRecent.map(showRef) : booked(recent),
    upcomingShows: isPromotion ? promotionNext.map(showRef) : booked(upcoming),
    championships: isPromotion ? await promotionTitles(db, item.id, revealed, known) : [],
  };
  const entity = toEntity(item);
  if (item.kind === 'championship') entity.holderIds = holderIds;
  return { entity, following, related, ...(spoilersHidden ? { spoilersHidden } : {}) };
}

async function followableEntity(db: Db, entityId: string): Promise<EntityItem> {
  const entity = await getEntity(db, entityId);
  if (!entity) throw notFound(CATALOGUE_TEXTS.notFound);
  if (!isFollowable(entity.kind)) throw invalid(ENTITY_TEXTS.notFollowable);
  return entity;
}

async function stateAfter(db: Db, entityId: string, following: boolean): Promise<EntityFollowState> {
  const now = await getEntity(db, entityId, true);
  return { entityId, following, followerCount: now?.followerCount ?? 0 };
}

/** The fan follows an entity (a repeat changes nothing); the answer's count is read after the write. */
export async function followEntity(db: Db, fan: UserItem, entityId: string): Promise<EntityFollowState> {
  const entity = await followableEntity(db, entityId);
  await followEntityEdge(
    db,
    fan.id,
    { id: entity.id, big: entity.big === true, kind: entity.kind },
    clockNow(),
  );
  return stateAfter(db, entity.id, true);
}

/** The fan stops following an entity (a repeat changes nothing). */
export async function unfollowEntity(db: Db, fan: UserItem, entityId: string): Promise<EntityFollowState> {
  const entity = await followableEntity(db, entityId);
  await unfollowEntityEdge(db, fan.id, entity.id, { promotion: entity.kind === 'promotion' });
  return stateAfter(db, entity.id, false);
}

/** Show series (names) whose shows a search reads, at most. */
export const SEARCH_SERIES_MAX = 4;
/** Shows of one series read on each side of now (the next ones, the last ones). */
export const SERIES_SHOWS_EACH_SIDE = 3;

/** How a search ranks a name: 0 the query itself, 1 starting with it, 2 a word starting with it. */
const nameRank = (names: readonly string[], folded: string) => {
  const all = names.map((n) => foldText(n));
  if (all.includes(folded)) return 0;
  if (all.some((n) => n.startsWith(folded))) return 1;
  return 2;
};

/**
 * Entities whose names, short names or also-known-as names have words starting with every word of
 * the query (case and accents do not count): the exact name first, then names starting with the
 * query, then the most followed; shows after the rest unless asked for by kind. The shows of a name
 * (a series: "WWE Raw" every week) come nearest first: a live one, then by how far their start is
 * from now (tonight's, last night's, next week's), `showsEachSide` of them on each side of now.
 */
export async function searchEntities(
  db: Db,
  query: EntitySearchQuery,
  {
    now = clockNow().getTime(),
    showsEachSide = SERIES_SHOWS_EACH_SIDE,
    limit = ENTITY_SEARCH_MAX,
  }: { now?: number; showsEachSide?: number; limit?: number } = {},
): Promise<EntitySearchResult[]> {
  const words = nameWords(query.q);
  const first = words[0];
  if (!first) return [];
  const folded = foldText(query.q).trim();
  const hasEveryWord = (have: readonly string[]) => words.every((w) => have.some((h) => h.startsWith(w)));
  const hits = await searchEntityIndex(db, first, ENTITY_SEARCH_CANDIDATES, query.kind);
  // The series whose names have every word; by rank, weekly TV first (its shows are the near ones).
  const series = hits.series
    .filter((s) => hasEveryWord(nameWords(s.name)))
    .sort(
      (a, b) =>
        nameRank([a.name], folded) - nameRank([b.name], folded) ||
        Number(b.showKind === 'weekly') - Number(a.showKind === 'weekly') ||
        a.name.localeCompare(b.name),
    )
    .slice(0, SEARCH_SERIES_MAX);
  const [found, shows] = await Promise.all([
    hits.ids.length ? entitiesById(db, hits.ids) : Promise.resolve(new Map<string, EntityItem>()),
    Promise.all(series.map((s) => seriesShows(db, s.name, now, showsEachSide))),
  ]);
  const byId = new Map<string, EntityItem>();
  for (const id of hits.ids) {
    const entity = found.get(id);
    if (entity) byId.set(id, entity);
  }
  for (const show of shows.flat()) byId.set(show.id, show);
  const entities = [...byId.values()].filter(
    (e) => (!query.kind || e.kind === query.kind) && hasEveryWord(entitySearchWords(e)),
  );
  const rank = (e: EntityItem) => nameRank(entitySearchNames(e), folded);
  const showLast = (e: EntityItem) => (!query.kind && e.kind === 'show' ? 1 : 0);
  const distance = (e: EntityItem) =>
    e.status === 'live' ? -1 : Math.abs(Date.parse(String(e.startsAt)) - now);
  const ranks = new Map(entities.map((e) => [e.id, rank(e)]));
  entities.sort(
    (a, b) =>
      (ranks.get(a.id) ?? 2) - (ranks.get(b.id) ?? 2) ||
      showLast(a) - showLast(b) ||
      (a.kind === 'show' && b.kind === 'show' ? distance(a) - distance(b) : 0) ||
      b.followerCount - a.followerCount ||
      a.sortName.localeCompare(b.sortName),
  );
  return entities.slice(0, limit).map(toEntitySearchResult);
}

/**
 * What a fan follows (FOLLOWED_LIST_MAX at most), by kind then name. A fan who blocked the viewer,
 * or whom the viewer blocked, a banned or unknown fan: 404, as their profile is.
 */
export async function followedEntities(db: Db, viewer: Viewer, userId: string): Promise<EntityRef[]> {
  if (viewer.blocksEitherWay(userId)) throw notFound(API_ERRORS.userNotFound);
  const page = await followedEntityIdPage(db, userId, FOLLOWED_LIST_MAX);
  const { user, entities } = await userAndEntities(db, userId, page.items);
  if (!user || user.banned) throw notFound(API_ERRORS.userNotFound);
  return page.items
    .map((id) => entities.get(id))
    .filter((e): e is EntityItem => Boolean(e))
    .sort(
      (a, b) =>
        ENTITY_KINDS.indexOf(a.kind) - ENTITY_KINDS.indexOf(b.kind) || a.sortName.localeCompare(b.sortName),
    )
    .map(toEntityRef);
}
