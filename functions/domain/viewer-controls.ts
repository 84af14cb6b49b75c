/**
 * The viewer's controls, applied on every read path (docs/safety.md, "Blocks and mutes"): pure checks
 * over the controls item, read once per request as part of the Viewer (domain/viewer.ts). A block hides both
 * fans from each other; a mute hides the muted fan from the muter only, until it expires. Expired
 * mutes are ignored here (nothing deletes them on time). Blocking and muting: domain/controls.ts.
 */

import type { MutedWordEntry } from '../../shared/muted-words';
import type { ControlsItem } from '../data/controls';
import { clockNow } from '../lib/clock';

export interface ViewerControls {
  /** The viewer's user id. */
  readonly id: string;
  /** Blocked by the viewer, or blocking the viewer: each is hidden from the other, everywhere. */
  blocksEitherWay(userId: string): boolean;
  /** The viewer blocked them. */
  blockedByViewer(userId: string): boolean;
  /** Until when the viewer mutes them (epoch seconds, 0 = forever), or null when not (or expired). */
  mutedUntil(userId: string): number | null;
  /** Blocked either way, or muted and not expired: their posts, comments and notifications are left out. */
  hidesUser(userId: string): boolean;
  /** The viewer's muted words, as stored (domain/muted-words.ts `mutedWordsOf` compiles the live ones). */
  readonly words: Readonly<Record<string, MutedWordEntry>>;
  /**
   * The fans the viewer blocked or mutes now (not the fans who blocked the viewer: a list the viewer
   * sees must not tell them that). Show rooms hide their live messages on the client (docs/rooms.md).
   */
  ownHidden(): string[];
}

export const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** The controls of a stored item (or of none: hides nobody), as of `now`. */
export function viewerControlsOf(
  viewerId: string,
  item: ControlsItem | null,
  now = clockNow(),
): ViewerControls {
  const blocked = item?.blocked ?? new Set<string>();
  const blockedBy = item?.blockedBy ?? new Set<string>();
  const muted = item?.muted ?? {};
  const at = nowSeconds(now);
  const mutedUntil = (id: string) => {
    const until = Object.hasOwn(muted, id) ? muted[id] : undefined;
    if (until === undefined) return null;
    return until === 0 || until > at ? until : null;
  };
  const blocksEitherWay = (id: string) => blocked.has(id) || blockedBy.has(id);
  return {
    id: viewerId,
    blocksEitherWay,
    blockedByViewer: (id) => blocked.has(id),
    mutedUntil,
    hidesUser: (id) => blocksEitherWay(id) || mutedUntil(id) !== null,
    words: item?.words ?? {},
    ownHidden: () => [
      ...new Set([...blocked, ...Object.keys(muted).filter((id) => mutedUntil(id) !== null)]),
    ],
  };
}
