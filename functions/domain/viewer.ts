/**
 * The viewer: the fan a read is for, loaded once per request (docs/safety.md, "One viewer on every
 * read"). `http/wiring.ts` builds it for every route the manifest marks `viewer: true` and hands it
 * to the domain call; the notification writer and the live push build the recipient's the same way
 * (`loadViewer`). It is the fan's profile and their controls item, read together in ONE strongly
 * consistent BatchGetItem (data/controls.ts `getViewerItems`), then pure checks:
 *
 * - blocks both ways, mutes (until they expire) and muted words (domain/viewer-controls.ts, muted-words.ts);
 * - the age band (a profile without one reads as an adult's: docs/safety.md, "Teens");
 * - Spoiler Guard's state: settings, watch statuses, followed promotions (domain/spoilers/guard.ts);
 * - the show-night alerts setting (domain/rooms/alerts.ts).
 *
 * A rule that must hold "on every read" rides this object: it is read from the profile or the filter
 * item (Spoiler Guard's watch statuses go on the controls item beside the blocks), so a new rule costs
 * no request, and a domain read never loads the filter on its own (functions/http/viewer.test.ts).
 */
import type { AgeBand } from '../../shared/age';
import type { Db } from '../data/client';
import { type ControlsItem, getViewerItems } from '../data/controls';
import { type SpoilerState, spoilerStateOf } from '../data/spoilers/state';
import type { UserItem } from '../data/user';
import { clockNow } from '../lib/clock';
import { type ViewerControls, viewerControlsOf } from './viewer-controls';

export interface Viewer extends ViewerControls {
  /** The reading fan's profile, as read for this request. */
  readonly user: UserItem;
  /** From the sign-up; a profile from before bands reads as an adult's. */
  readonly ageBand: AgeBand;
  /** Spoiler Guard's settings, watch statuses and followed promotions (domain/spoilers/). */
  readonly spoilers: SpoilerState;
  /** Show-night alerts (docs/rooms.md): on only when the fan turned them on. */
  readonly alerts: { readonly showNight: boolean };
}

/** The viewer of a profile and its controls item (none: hides nobody), as of `now` (mutes expire). */
export function viewerOf(user: UserItem, item: ControlsItem | null, now = clockNow()): Viewer {
  return {
    ...viewerControlsOf(user.id, item, now),
    user,
    ageBand: user.ageBand ?? 'adult',
    spoilers: spoilerStateOf(item),
    alerts: { showNight: item?.alertsShowNight === true },
  };
}

/**
 * The viewer of a fan the server acts for (the notification writer, the live push): one
 * BatchGetItem. Null when the fan has no profile (a deleted account).
 */
export async function loadViewer(db: Db, userId: string, now = clockNow()): Promise<Viewer | null> {
  const { user, controls } = await getViewerItems(db, userId);
  return user ? viewerOf(user, controls, now) : null;
}
