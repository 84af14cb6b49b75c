/**
 * A room's card changes (issue 38, docs/rooms.md "Publishing"): when a match of a show whose room is
 * open is added, changed (its status: the banner's "On now") or removed, or the show's facts change,
 * the room's channel gets a frame `{card: true}` and its pages refetch the show (through the
 * viewer: the frame names no result). Run by the show-watchers consumer (live lane), beside the
 * show page's own push; a replayed record publishes again, which is harmless.
 *
 * Requests: per show named, GetItem the show, and for an open room GetItem room + the publish.
 */
import { roomStateAt } from '../../../shared/rooms';
import { getEntity } from '../../data/catalogue/entities';
import type { Db } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { readRoom } from '../../data/rooms/store';
import { clockNow } from '../../lib/clock';
import { showChangesOf } from '../catalogue/show-watch';
import { publishFrame } from './publish';

/** Publishes `{card: true}` on the open rooms whose card a record changes; how many. */
export async function onRoomCardChange(db: Db, r: StreamRecord, now = clockNow()): Promise<number> {
  let published = 0;
  for (const { showId, changed } of showChangesOf(r)) {
    if (changed !== 'card') continue;
    const show = await getEntity(db, showId);
    if (show?.kind !== 'show') continue;
    if (roomStateAt(show as typeof show & { startsAt: string; endsAt: string }, now) !== 'open') continue;
    const room = await readRoom(db, showId);
    if (await publishFrame({ showId, messages: [], card: true, lastSeq: room?.seq ?? 0 })) published++;
  }
  return published;
}
