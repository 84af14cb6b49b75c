/**
 * A live show's pages (issue 35, docs/shows.md "Live show pages"): a show page watches its show over
 * the fan's live channel, and a change of its card or of its tagged posts tells the page to refetch.
 *
 * - `watchShow` (the watchShow WebSocket route): the connection watches one show at a time (a
 *   short-lived WATCH# item, gone with the connection). Identity is the connection's own, fixed by
 *   the token at $connect; a message names only the show. Past SHOW_WATCHERS_MAX watchers the watch
 *   is refused with `live: false`, and the page asks again every minute instead.
 * - `onShowChange` (the show-watchers consumer, live lane): a match added, changed or removed, the
 *   show's status or facts changed, or a post tagged with it written or deleted -> `{type: 'show',
 *   showId, changed}` to its watchers. The message names what to refetch, never the change and never
 *   a result; the page refetches through the viewer (blocks, mutes, muted words, teen rules) with its
 *   own results setting, so nothing a fan may not see reaches them by this channel.
 *
 * Requests: watchShow: GetItem CONN# (what it watches) + GetItem the show + Query WATCH# (at most
 * SHOW_WATCHERS_MAX keys, to count) + one transaction; onShowChange: per show named, one Query of its
 * watchers + one PostToConnection each (10 at a time): bounded by SHOW_WATCHERS_MAX, like a page of
 * work (docs/architecture.md, "Bounded work per record").
 */
import { SHOW_WATCH_TTL_SECONDS, SHOW_WATCHERS_MAX } from '../../../shared/constants';
import type { WsShowMessage } from '../../../shared/schemas/notifications';
import { getEntity } from '../../data/catalogue/entities';
import type { EntityItem } from '../../data/catalogue/items';
import { setWatch, showWatchers, watchedBy } from '../../data/catalogue/show-watch';
import type { Db } from '../../data/client';
import { itemOf, type StreamRecord } from '../../data/record';

export interface WatchDeps {
  db: Db;
  /** Tells this connection how its watch went. */
  reply: (message: WsShowMessage) => Promise<void>;
  now?: () => Date;
}

/** What became of a watch: watching, refused (full), stopped, or nothing to do. */
export type WatchOutcome = 'watching' | 'full' | 'stopped' | 'unknown';

/**
 * The connection watches `showId` (null: stops watching). An id that is not a show's (gone, or never
 * one) watches nothing. A connection no longer stored (closed meanwhile) changes nothing.
 */
export async function watchShow(
  deps: WatchDeps,
  connectionId: string,
  showId: string | null,
): Promise<WatchOutcome> {
  const now = deps.now?.() ?? new Date();
  const [current, show] = await Promise.all([
    watchedBy(deps.db, connectionId),
    showId ? getEntity(deps.db, showId) : Promise.resolve(null),
  ]);
  if (!current.exists) return 'unknown';
  const wanted = show?.kind === 'show' ? show.id : null;
  let outcome: WatchOutcome = wanted ? 'watching' : showId ? 'unknown' : 'stopped';
  let next = wanted;
  if (wanted && current.showId !== wanted) {
    const watchers = await showWatchers(deps.db, wanted, SHOW_WATCHERS_MAX, now);
    if (watchers.length >= SHOW_WATCHERS_MAX) {
      outcome = 'full';
      next = null;
    }
  }
  // Watching it already: the write renews its expiry.
  if (next || current.showId)
    await setWatch(
      deps.db,
      connectionId,
      current.showId,
      next,
      Math.floor(now.getTime() / 1000) + SHOW_WATCH_TTL_SECONDS,
    );
  if (wanted) await deps.reply({ type: 'watch', showId: wanted, live: outcome === 'watching' });
  return outcome;
}

/** Attributes of a show item that change without anything a page shows changing. */
const NOT_SHOWN = new Set(['cardVersion', 'followerCount', 'updatedAt', 'big', 'bigSince']);

function showFactsChanged(before: EntityItem | undefined, after: EntityItem | undefined): boolean {
  if (!before || !after) return true;
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].some(
    (name) => !NOT_SHOWN.has(name) && JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
}

/** Which shows' pages a record changes, and what of them: their card, or their tagged posts. */
export function showChangesOf(r: StreamRecord): { showId: string; changed: 'card' | 'posts' }[] {
  if (r.item === 'match') return [{ showId: r.ids.showId, changed: 'card' }];
  if (r.item === 'entity' && r.event === 'MODIFY' && r.after?.kind === 'show')
    return showFactsChanged(r.before, r.after) ? [{ showId: r.ids.entityId, changed: 'card' }] : [];
  if (r.item === 'post' && (r.event === 'INSERT' || r.event === 'REMOVE'))
    // Tags are entity ids: only a show has watchers, the other tags' Queries find none.
    return (itemOf(r)?.tags ?? []).map((showId) => ({ showId, changed: 'posts' as const }));
  if (r.item === 'post' && r.event === 'MODIFY') {
    // A tag an edit added (the show Spoiler Guard found the post about).
    const had = r.before?.tags ?? [];
    return (r.after?.tags ?? [])
      .filter((id) => !had.includes(id))
      .map((showId) => ({ showId, changed: 'posts' as const }));
  }
  return [];
}

export interface ShowChangeDeps {
  db: Db;
  /** Pushes one message to these connections (a gone one is forgotten, with its watch). */
  push: (connectionIds: string[], message: WsShowMessage) => Promise<unknown>;
}

/** Tells the watchers of each show a record changes to refetch what changed. Idempotent: a replay tells them again. */
export async function onShowChange(deps: ShowChangeDeps, r: StreamRecord): Promise<number> {
  let told = 0;
  for (const { showId, changed } of showChangesOf(r)) {
    const watchers = await showWatchers(deps.db, showId, SHOW_WATCHERS_MAX);
    if (!watchers.length) continue;
    await deps.push(watchers, { type: 'show', showId, changed });
    told += watchers.length;
  }
  return told;
}
