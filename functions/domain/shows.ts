/**
 * The calendar and a show's page (issue 28, docs/wrestling.md). Fans read; admins write
 * (domain/catalogue-admin.ts). Results are spoilers: a card carries them only when asked.
 */
import { CATALOGUE_TEXTS } from '../../shared/messages-wrestling';
import {
  type CalendarShow,
  SHOWS_LIST_MAX,
  type ShowPage,
  type ShowsQuery,
} from '../../shared/schemas/shows';
import type { Match } from '../../shared/schemas/wrestling';
import { type EntityItem, type MatchItem, readShowPartition } from '../data/catalogue';
import type { Db } from '../data/client';
import { entitiesById, followedPromotionIds, showsInWindow } from '../data/shows';
import { notFound } from '../lib/errors';
import { toEntity, toEntityRef } from './catalogue';
import type { Viewer } from './viewer';

/** The most followed promotions whose calendars one call reads (one Query each). */
export const FOLLOWED_PROMOTIONS_MAX = 50;

const utc = (instant: string) => new Date(instant).toISOString();

/**
 * Shows starting in the window, oldest first, each with its promotion: all of them (GSI2), one
 * promotion's (GSI3), or those of the promotions the fan follows (one GSI3 Query each, bounded).
 */
export async function listShows(
  db: Db,
  viewer: Viewer,
  query: ShowsQuery,
): Promise<{ shows: CalendarShow[] }> {
  const window = { fromIso: utc(query.from), toIso: utc(query.to) };
  let items: EntityItem[];
  if (query.following === 'true') {
    let promotions = await followedPromotionIds(db, viewer.id);
    if (query.promotion) promotions = promotions.filter((id) => id === query.promotion);
    const pages = await Promise.all(
      promotions
        .slice(0, FOLLOWED_PROMOTIONS_MAX)
        .map((promotionId) => showsInWindow(db, { ...window, promotionId }, SHOWS_LIST_MAX)),
    );
    items = pages
      .flat()
      .sort((a, b) => (String(a.GSI2SK) < String(b.GSI2SK) ? -1 : 1))
      .slice(0, SHOWS_LIST_MAX);
  } else {
    items = await showsInWindow(db, { ...window, promotionId: query.promotion }, SHOWS_LIST_MAX);
  }
  const promotions = await entitiesById(db, [...new Set(items.map((s) => s.promotionId as string))]);
  return {
    shows: items.map((item) => {
      const promotion = promotions.get(item.promotionId as string);
      return { ...toEntity(item), promotion: promotion ? toEntityRef(promotion) : null };
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

/** A show, its card (one Query of its partition) and every entity the card names (one BatchGet). */
export async function getShow(db: Db, showId: string, withResults: boolean): Promise<ShowPage> {
  const { show, matches } = await readShowPartition(db, showId);
  if (show?.kind !== 'show') throw notFound(CATALOGUE_TEXTS.notFound);
  const named = new Set<string>([show.promotionId as string]);
  for (const m of matches) {
    for (const id of m.sides.flat()) named.add(id);
    if (m.championshipId) named.add(m.championshipId);
  }
  const entities = await entitiesById(db, [...named]);
  return {
    show: toEntity(show),
    card: matches.map((m) => toMatch(m, withResults)),
    entities: [...entities.values()].map(toEntityRef),
  };
}
