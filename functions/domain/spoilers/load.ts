/**
 * The request's Spoiler Guard (docs/spoilers.md): the viewer's state (read with the viewer) and the
 * recent shows (cached per container: data/spoilers/recent-shows.ts), decided once per request.
 */
import type { Db } from '../../data/client';
import { recentShows } from '../../data/spoilers/recent-shows';
import { clockNow } from '../../lib/clock';
import type { Viewer } from '../viewer';
import { type SpoilerGuard, spoilerGuard } from './guard';

/** The guard of the viewer, as of `now`. */
export async function guardOf(db: Db, viewer: Viewer, now = clockNow()): Promise<SpoilerGuard> {
  return spoilerGuard(viewer.id, viewer.spoilers, await recentShows(db, now), now);
}
