/**
 * A fan's word about a show and their settings (issue 37, docs/spoilers.md "Watch status and
 * settings"): GET/PUT /api/shows/{showId}/watch and GET/PUT /api/settings/spoilers. The answers say
 * what the guard decides (./guard.ts `protectionOf`) with the show's facts as they are now.
 *
 * Requests per call (DynamoDB):
 *   getShowWatch        GetItem of the show (the fan's state came with the viewer)
 *   setShowWatch        GetItem of the show + one UpdateItem (two when the map is missing or full)
 *   getSpoilerSettings  none (the viewer's)
 *   setSpoilerSettings  one UpdateItem
 */

import { CATALOGUE_TEXTS } from '../../../shared/messages-wrestling';
import type { ShowWatch, SpoilerSettings } from '../../../shared/schemas/spoilers';
import type { WatchStatus } from '../../../shared/spoilers';
import { getEntity } from '../../data/catalogue/entities';
import type { Db } from '../../data/client';
import { spoilerStateOf } from '../../data/spoilers/state';
import { putSpoilerSettings, putWatchEntry, showFactsOf, watchEntryOf } from '../../data/spoilers/watch';
import { clockNow } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../viewer';
import { protectionOf, type ShowFacts, type SpoilerState } from './guard';

/** The facts of a show (the catalogue's 404 for an id that is not a show's, as GET /api/shows/{id}). */
async function showFacts(db: Db, showId: string): Promise<ShowFacts> {
  const item = await getEntity(db, showId);
  if (item?.kind !== 'show') throw notFound(CATALOGUE_TEXTS.notFound);
  return showFactsOf(item);
}

/** What the fan said of a show and the protection that applies to it now. */
export function showWatchOf(state: SpoilerState, show: ShowFacts, now: Date): ShowWatch {
  const protection = protectionOf(state, show, now);
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

/** PUT /api/shows/{showId}/watch {status}: stored with the show's facts; the answer as after it. */
export async function setShowWatch(
  db: Db,
  userId: string,
  showId: string,
  status: WatchStatus,
  now = clockNow(),
): Promise<ShowWatch> {
  const show = await showFacts(db, showId);
  const after = await putWatchEntry(db, userId, watchEntryOf(show, status, now));
  return showWatchOf(spoilerStateOf(after), show, now);
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
