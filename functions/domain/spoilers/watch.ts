/**
 * A fan's word about a show and their settings (issue 37, docs/spoilers.md "Watch status and
 * settings"): GET/PUT /api/shows/{showId}/watch and GET/PUT /api/settings/spoilers. The answers say
 * what the guard decides (./guard.ts `protectionOf`) with the show's facts as they are now.
 *
 * Requests per call (DynamoDB):
 *   getShowWatch        GetItem of the show (the fan's state came with the viewer)
 *   setShowWatch        GetItem of the show + one UpdateItem (two when the map is missing or full),
 *                       + one UpdateItem when entries that no longer decide anything are removed
 *   getSpoilerSettings  none (the viewer's)
 *   setSpoilerSettings  one UpdateItem
 */

import { CATALOGUE_TEXTS } from '../../../shared/messages-wrestling';
import type { ShowWatch, SpoilerSettings } from '../../../shared/schemas/spoilers';
import { SPOILER_RECENT_DAYS, type WatchStatus } from '../../../shared/spoilers';
import { getEntity } from '../../data/catalogue/entities';
import type { Db } from '../../data/client';
import { spoilerStateOf } from '../../data/spoilers/state';
import {
  putSpoilerSettings,
  putWatchEntry,
  removeWatchEntries,
  showFactsOf,
  watchEntryOf,
} from '../../data/spoilers/watch';
import { clockNow } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../viewer';
import { protectionOf, type ShowFacts, type SpoilerState, type WatchEntry } from './guard';

const DAY = 86_400_000;

/** The facts of a show (the catalogue's 404 for an id that is not a show's, as GET /api/shows/{id}). */
async function showFacts(db: Db, showId: string): Promise<ShowFacts> {
  const item = await getEntity(db, showId);
  if (item?.kind !== 'show') throw notFound(CATALOGUE_TEXTS.notFound);
  return showFactsOf(item);
}

/**
 * What the fan said of a show and the protection that applies to it now, as the request's guard
 * decides it: a show the fan said nothing about protects them only while it is among the recent
 * ones (started within SPOILER_RECENT_DAYS), their own word holds for any show.
 */
export function showWatchOf(state: SpoilerState, show: ShowFacts, now: Date): ShowWatch {
  const known =
    show.id in state.statuses || now.getTime() - Date.parse(show.startsAt) <= SPOILER_RECENT_DAYS * DAY;
  const protection = known ? protectionOf(state, show, now) : { protected: false, revealAt: null };
  return {
    showId: show.id,
    status: state.statuses[show.id]?.status ?? null,
    protected: protection.protected,
    revealAt: protection.revealAt,
  };
}

/** GET /api/shows/{showId}/watch. */
export async function getShowWatch(
  db: Db,
  viewer: Viewer,
  showId: string,
  now = clockNow(),
): Promise<ShowWatch> {
  return showWatchOf(viewer.spoilers, await showFacts(db, showId), now);
}

/**
 * The entries of a fan's map that no longer decide anything: a status other than `later` for a show
 * that started more than SPOILER_RECENT_DAYS before `now` answers as no status would (the show no
 * longer protects a fan who said nothing: `showWatchOf`, the guard). A `later` always stays (it
 * protects whatever the show's age, and a lifted one comes back if the fan's lift setting grows).
 */
export function staleWatchEntries(statuses: Readonly<Record<string, WatchEntry>>, now: Date): WatchEntry[] {
  return Object.values(statuses).filter(
    (e) => e.status !== 'later' && now.getTime() - Date.parse(e.startsAt) > SPOILER_RECENT_DAYS * DAY,
  );
}

/**
 * PUT /api/shows/{showId}/watch {status}: stored with the show's facts; the answer as after it. The
 * entries that no longer decide anything go in one more write when there are any (at most
 * WATCH_PRUNE_MAX each time), so the map, read on every request with the viewer, stays small.
 */
export async function setShowWatch(
  db: Db,
  userId: string,
  showId: string,
  status: WatchStatus,
  now = clockNow(),
): Promise<ShowWatch> {
  const show = await showFacts(db, showId);
  const after = spoilerStateOf(await putWatchEntry(db, userId, watchEntryOf(show, status, now)));
  const stale = staleWatchEntries(after.statuses, now).filter((e) => e.id !== show.id);
  if (stale.length) await removeWatchEntries(db, userId, stale);
  return showWatchOf(after, show, now);
}

/** GET /api/settings/spoilers: the fan's settings (the defaults when never set: data/spoilers/state.ts). */
export const spoilerSettingsOf = (viewer: Viewer): SpoilerSettings => ({
  protect: viewer.spoilers.protect,
  liftAfter: viewer.spoilers.liftAfter,
});

/** PUT /api/settings/spoilers {protect, liftAfter}. */
export async function setSpoilerSettings(
  db: Db,
  userId: string,
  settings: SpoilerSettings,
): Promise<SpoilerSettings> {
  await putSpoilerSettings(db, userId, settings);
  return { protect: settings.protect, liftAfter: settings.liftAfter };
}
