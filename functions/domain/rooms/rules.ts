/**
 * A show room's rules, pure (issue 38, docs/rooms.md "Moderation"): who may talk now and, when not,
 * the refusal that says why, in one order: the room not open, removed, timed out, the account too
 * new, slow mode, the same text again. The text's own rules (280, no links, not empty) are the
 * input schema's; the match's thread is checked against the card by ./rooms.ts.
 */
import { createHash } from 'node:crypto';
import { ROOM_TEXTS } from '../../../shared/messages-rooms';
import {
  ROOM_ARCHIVE_DAYS,
  ROOM_DUPLICATE_SECONDS,
  ROOM_MIN_ACCOUNT_AGE_HOURS,
  ROOM_MIN_TEEN_ACCOUNT_AGE_DAYS,
  ROOM_PUBLISH_WINDOW_MS,
  type RoomState,
  roomWindow,
  type ThreadPhase,
} from '../../../shared/rooms';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a refusal is: its kind (the HTTP chain's status) and its text; `until` for a wait. */
export interface Refusal {
  kind: 'forbidden' | 'conflict';
  message: string;
  until: Date | null;
}

/** A fan's state in one room, as stored (data/rooms/items.ts RoomFanItem). */
export interface FanState {
  lastAt?: number;
  lastDigest?: string;
  until?: number;
  removed?: boolean;
}

/** The account that talks: when it was made and whether it is a teen's. */
export interface Talker {
  createdAt: string;
  ageBand?: 'teen' | 'adult';
}

/** The room item's TTL (epoch s): ROOM_ARCHIVE_DAYS after the room closes. */
export const roomExpiresAt = (show: { startsAt: string; endsAt: string }): number =>
  Math.floor((Date.parse(roomWindow(show).closesAt) + ROOM_ARCHIVE_DAYS * DAY) / SECOND);

/** A message's text folded for the duplicate check: case and spaces do not make it new. */
export const foldForDuplicate = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();
/** The stored digest of a folded text (a fan's last message is never kept in clear on the FAN item). */
export const textDigest = (text: string): string =>
  createHash('sha256').update(foldForDuplicate(text)).digest('base64url').slice(0, 22);

/** The refusal of a room that is not open, or null. */
export function stateRefusal(state: RoomState): Refusal | null {
  if (state === 'open') return null;
  return {
    kind: 'forbidden',
    message: state === 'upcoming' ? ROOM_TEXTS.notOpenYet : ROOM_TEXTS.closed,
    until: null,
  };
}

/** When an account may talk in rooms: 24 hours after it was made, 7 days for a teen's. */
export const talksFrom = (talker: Talker): Date =>
  new Date(
    Date.parse(talker.createdAt) +
      (talker.ageBand === 'teen' ? ROOM_MIN_TEEN_ACCOUNT_AGE_DAYS * DAY : ROOM_MIN_ACCOUNT_AGE_HOURS * HOUR),
  );

/**
 * The fan's standing apart from slow mode and duplicates (which depend on the message): removed,
 * timed out, too new. Null: they may talk.
 */
export function standingRefusal(fan: FanState | null, talker: Talker, now: Date): Refusal | null {
  const t = now.getTime();
  if (fan?.removed) return { kind: 'forbidden', message: ROOM_TEXTS.removed, until: null };
  if (fan?.until !== undefined && fan.until > t)
    return {
      kind: 'forbidden',
      message: ROOM_TEXTS.timedOut(Math.ceil((fan.until - t) / MINUTE)),
      until: new Date(fan.until),
    };
  const from = talksFrom(talker).getTime();
  if (t < from)
    return {
      kind: 'forbidden',
      message: ROOM_TEXTS.tooNew(Math.ceil((from - t) / HOUR)),
      until: new Date(from),
    };
  return null;
}

/** Slow mode's wait and the duplicate refusal for a message with `digest` at `now`. */
export function turnRefusal(
  fan: FanState | null,
  digest: string,
  slowModeSeconds: number,
  now: Date,
): Refusal | null {
  const t = now.getTime();
  const last = fan?.lastAt;
  if (last !== undefined && slowModeSeconds > 0 && t < last + slowModeSeconds * SECOND) {
    const wait = last + slowModeSeconds * SECOND - t;
    return {
      kind: 'forbidden',
      message: ROOM_TEXTS.slowMode(Math.ceil(wait / SECOND)),
      until: new Date(last + slowModeSeconds * SECOND),
    };
  }
  if (last !== undefined && fan?.lastDigest === digest && t < last + ROOM_DUPLICATE_SECONDS * SECOND)
    return { kind: 'conflict', message: ROOM_TEXTS.duplicate, until: null };
  return null;
}

/** Every refusal of a message, in the rules' order (null: it may be posted). */
export function messageRefusal(o: {
  state: RoomState;
  fan: FanState | null;
  talker: Talker;
  digest: string;
  slowModeSeconds: number;
  now: Date;
}): Refusal | null {
  return (
    stateRefusal(o.state) ??
    standingRefusal(o.fan, o.talker, o.now) ??
    turnRefusal(o.fan, o.digest, o.slowModeSeconds, o.now)
  );
}

/** A match thread's phase from the match's status when the message is written. */
export const phaseOf = (status: 'upcoming' | 'live' | 'finished'): ThreadPhase =>
  status === 'upcoming' ? 'before' : status === 'live' ? 'during' : 'after';

/** The end (epoch ms) of the publish window `nowMs` falls in: windows are aligned to multiples of it. */
export const windowEnd = (nowMs: number): number =>
  Math.floor(nowMs / ROOM_PUBLISH_WINDOW_MS) * ROOM_PUBLISH_WINDOW_MS + ROOM_PUBLISH_WINDOW_MS;
