/**
 * Spoiler Guard's state of a fan (issue 37, docs/spoilers.md), on their controls item beside the
 * blocks and mutes (data/controls.ts), so the one read of the viewer brings it with no request more:
 *
 *   USER#{userId} / FILTERS   `spoilerProtect` (followed | all | none; absent: followed),
 *                             `spoilerLift` (24h | 3d | 7d | never; absent: 3d),
 *                             `watch` (map show id -> { status, at, and the show's facts when said:
 *                             name, promotionId, startsAt, endsAt }),
 *                             `promotions` (string set: the promotions the fan follows, kept by the
 *                             entity follow's transaction)
 *
 * Stream consumers: as data/controls.ts (unread-recount reacts to what hides more).
 */
import {
  DEFAULT_SPOILER_SETTINGS,
  type LiftChoice,
  type ProtectChoice,
  type WatchStatus,
} from '../../../shared/spoilers';

/** What the guard needs to know of a show. */
export interface ShowFacts {
  id: string;
  name: string;
  promotionId: string | null;
  startsAt: string;
  endsAt: string;
  /** The show's hashtag without '#' (`WWERaw`), when it has one: trending leaves it out for a protected fan. */
  hashtag?: string | null;
}

/** A fan's word about one show, with the show's facts as they were when it was said. */
export interface WatchEntry extends ShowFacts {
  status: WatchStatus;
  /** When the fan said it. */
  at: string;
}

/** The viewer's spoiler state (their controls item). */
export interface SpoilerState {
  protect: ProtectChoice;
  liftAfter: LiftChoice;
  /** What the fan said, by show id. */
  statuses: Readonly<Record<string, WatchEntry>>;
  /** The promotions the fan follows (kept on the same item by the follow's transaction). */
  followedPromotions: ReadonlySet<string>;
}

/** The spoiler fields of a controls item. */
export interface SpoilerFields {
  spoilerProtect?: ProtectChoice;
  spoilerLift?: LiftChoice;
  watch?: Record<string, WatchEntry>;
  promotions?: Set<string>;
}

/**
 * The stored map's entries with their show ids: the id is the map's key, not stored in the entry (the
 * guard decides a `later` for a show older than the recent ones from the entry alone).
 */
function withIds(watch: Record<string, WatchEntry> | undefined): Record<string, WatchEntry> {
  if (!watch) return {};
  return Object.fromEntries(Object.entries(watch).map(([id, entry]) => [id, { ...entry, id }]));
}

/** A fan's spoiler state from their controls item (none: the defaults, nothing said, no promotions). */
export function spoilerStateOf(item: SpoilerFields | null): SpoilerState {
  return {
    protect: item?.spoilerProtect ?? DEFAULT_SPOILER_SETTINGS.protect,
    liftAfter: item?.spoilerLift ?? DEFAULT_SPOILER_SETTINGS.liftAfter,
    statuses: withIds(item?.watch),
    followedPromotions: item?.promotions ?? new Set(),
  };
}
