/**
 * The calendar and a show's page (issue 28, docs/wrestling.md). Fans read; admins write
 * (domain/catalogue/admin.ts). Results are spoilers: a card carries them only when asked.
 */
import { CATALOGUE_TEXTS } from '../../../shared/messages-wrestling';
import {
  type CalendarShow,
  SHOWS_LIST_MAX,
  type ShowPage,
  type ShowsQuery,
} from '../../../shared/schemas/shows';
import type { Match } from '../../../shared/schemas/wrestling';
import { entitiesAndHolderLinks, entitiesById } from '../../data/catalogue/entities';
import type { EntityItem, MatchItem } from '../../data/catalogue/items';
import { appearancesBetween } from '../../data/catalogue/relations';
import { followedCalendarIds, readShowPartition, showsInWindow } from '../../data/catalogue/shows';
import type { Db } from '../../data/client';
import { showFactsOf } from '../../data/spoilers/watch';
import { clockNow } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { ulidBound } from '../../lib/ulid';
import { guardOf } from '../spoilers/load';
import { showWatchOf } from '../spoilers/watch';
import type { Viewer } from '../viewer';
import { holdsTitle, type Revealed, revealResults, toEntity, toEntityRef } from './shapes';

/**
 * The most calendars one call reads for what a fan follows (one Query each): followed promotions'
 * first, then followed wrestlers' and teams' bookings.
 */
export const FOLLOWED_CALENDARS_MAX = 50;

const utc = (instant: string) => new Date(instant).toISOString();
const byStart = (a: EntityItem, b: EntityItem) => (String(a.GSI2SK) < String(b.GSI2SK) ? -1 : 1);

/**
 * The shows of what a fan follows in a window: each followed promotion's (one GSI3 Query each) and
 * the shows each followed wrestler or team is booked on (one GSI1 Query of their `appeared` links
 * each, then one BatchGet of the shows no followed promotion's calendar brought), FOLLOWED_CALENDARS_MAX
 * Queries at most, promotions first.
 */
async function followedShows(
  db: Db,
  viewer: Viewer,
  window: { fromIso: string; toIso: string },
  promotion: string | undefined,
): Promise<EntityItem[]> {
  const follows = await followedCalendarIds(db, viewer.id);
  const promotions = follows.promotions
    .filter((id) => !promotion || id === promotion)
    .slice(0, FOLLOWED_CALENDARS_MAX);
  const performers = follows.performers.slice(0, FOLLOWED_CALENDARS_MAX - promotions.length);
  const [pages, bookings] = await Promise.all([
    Promise.all(
      promotions.map((promotionId) => showsInWindow(db, { ...window, promotionId }, SHOWS_LIST_MAX)),
    ),
    Promise.all(
      performers.map((id) =>
        appearancesBetween(
          db,
          id,
          ulidBound(Date.parse(window.fromIso), 'min'),
          ulidBound(Date.parse(window.toIso), 'max'),
          SHOWS_LIST_MAX,
        ),
      ),
    ),
  ]);
  const shows = new Map(pages.flat().map((show) => [show.id, show]));
  const booked = [...new Set(bookings.flat())].filter((id) => !shows.has(id)).slice(0, SHOWS_LIST_MAX);
  if (booked.length)
    for (const [id, show] of await entitiesById(db, booked))
      if (show.kind === 'show' && (!promotion || show.promotionId === promotion)) shows.set(id, show);
  return [...shows.values()]
    .filter(
      (show) =>
        show.startsAt &&
        utc(show.startsAt as string) >= window.fromIso &&
        utc(show.startsAt as string) <= window.toIso,
    )
    .sort(byStart)
    .slice(0, SHOWS_LIST_MAX);
}

/**
 * Shows starting in the window, oldest first, each with its promotion and the fan's watch status
 * (Spoiler Guard, from the viewer): all of them (GSI2), one promotion's (GSI3), or those of what the
 * fan follows (promotions' calendars and wrestlers' and teams' bookings, bounded).
 */
export async function listShows(
  db: Db,
  viewer: Viewer,
  query: ShowsQuery,
): Promise<{ shows: CalendarShow[] }> {
  const window = { fromIso: utc(query.from), toIso: utc(query.to) };
  const items =
    query.following === 'true'
      ? await followedShows(db, viewer, window, query.promotion)
      : await showsInWindow(db, { ...window, promotionId: query.promotion }, SHOWS_LIST_MAX);
  const promotions = await entitiesById(db, [...new Set(items.map((s) => s.promotionId as string))]);
  const now = clockNow();
  return {
    shows: items.map((item) => {
      const promotion = promotions.get(item.promotionId as string);
      return {
        ...toEntity(item),
        promotion: promotion ? toEntityRef(promotion) : null,
        // Spoiler Guard's one-tap buttons: the fan's status and protection (from the viewer).
        watch: showWatchOf(viewer.spoilers, showFactsOf(item), now),
      };
    }),
  };
}

export function toMatch(item: MatchItem, withResult: boolean): Match {
  return {
    id: item.id,
    showId: item.showId,
    position: item.position,
    sides: item.sides,
    stipulation: item.stipulation,
    championshipId: item.championshipId,
    status: item.status,
    result: withResult && item.status === 'finished' ? item.result : null,
    demo: item.demo,
  };
}

/** How a show page asks for results: `results=true`, and "Show results anyway" (`spoilers=reveal`). */
export interface ShowResultsAsk {
  results: boolean;
  reveal?: boolean;
}

/**
 * A show, its card (one Query of its partition) and every entity the card names (one BatchGet, with
 * the holder links of everyone on a title match: who of them holds the title at stake, "(c)", as
 * the fan sees the holders: without results as before every result).
 *
 * Spoiler Guard (docs/spoilers.md, "Results"): with results, a result of a show the fan is protected
 * from is still not told: this show's (decided from its facts as read, unless `reveal`: "Show results
 * anyway", for this request) and another show's that moved a title at stake here (the request's
 * guard, from the recent shows cached per container). The answer says whether the fan is protected
 * from this show, with their watch status.
 */
export async function getShow(
  db: Db,
  viewer: Viewer,
  showId: string,
  ask: ShowResultsAsk,
  now = clockNow(),
): Promise<ShowPage> {
  const [{ show, matches }, guard] = await Promise.all([
    readShowPartition(db, showId),
    // The guard is only asked about results: a page without them costs no more than before.
    ask.results ? guardOf(db, viewer, now) : Promise.resolve(null),
  ]);
  if (show?.kind !== 'show') throw notFound(CATALOGUE_TEXTS.notFound);
  const watch = showWatchOf(viewer.spoilers, showFactsOf(show), now);
  const ownResults = ask.results && (!watch.protected || ask.reveal === true);
  const named = new Set<string>([show.promotionId as string]);
  const holderPairs: { championshipId: string; holderId: string }[] = [];
  for (const m of matches) {
    for (const id of m.sides.flat()) named.add(id);
    if (m.championshipId) {
      named.add(m.championshipId);
      for (const id of m.sides.flat()) holderPairs.push({ championshipId: m.championshipId, holderId: id });
    }
  }
  const found = await entitiesAndHolderLinks(db, [...named], holderPairs);
  const revealed: Revealed = guard
    ? (id) => (id === show.id ? ownResults : guard.resultsOf(id))
    : revealResults(false);
  const champions: Record<string, string[]> = {};
  for (const m of matches) {
    const title = m.championshipId;
    if (!title) continue;
    const holders = m.sides.flat().filter((id) => {
      const link = found.holderLink(title, id);
      return link ? holdsTitle(link, revealed) : false;
    });
    if (holders.length) champions[m.id] = holders;
  }
  return {
    show: toEntity(show),
    card: matches.map((m) => toMatch(m, ownResults)),
    entities: [...found.entities.values()].map(toEntityRef),
    champions,
    protected: watch.protected,
    watch,
  };
}
