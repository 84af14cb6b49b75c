/**
 * Show rooms' words and numbers (issue 38, docs/rooms.md), shared by the functions, the local cloud,
 * the CDK and the web app: when a show's room is open, what a message may be, the moderation limits,
 * and the AppSync Events channel a room is broadcast on.
 */

/** A room opens this long before its show's start ... */
export const ROOM_OPENS_MINUTES_BEFORE = 60;
/** ... is live until this long after its end, then is a read-only archive on the show page. */
export const ROOM_LIVE_HOURS_AFTER_END = 3;
/** Messages are kept this long after the room closes (their TTL), then the archive is gone. */
export const ROOM_ARCHIVE_DAYS = 30;

/** A room's state: not open yet, open (fans talk), or closed (read-only archive). */
export const ROOM_STATES = ['upcoming', 'open', 'archived'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When a show's room opens and closes. */
export function roomWindow(show: { startsAt: string; endsAt: string }): {
  opensAt: string;
  closesAt: string;
} {
  return {
    opensAt: new Date(Date.parse(show.startsAt) - ROOM_OPENS_MINUTES_BEFORE * MINUTE).toISOString(),
    closesAt: new Date(Date.parse(show.endsAt) + ROOM_LIVE_HOURS_AFTER_END * HOUR).toISOString(),
  };
}

/** The room's state at `now`. */
export function roomStateAt(show: { startsAt: string; endsAt: string }, now: Date): RoomState {
  const { opensAt, closesAt } = roomWindow(show);
  const t = now.getTime();
  if (t < Date.parse(opensAt)) return 'upcoming';
  return t < Date.parse(closesAt) ? 'open' : 'archived';
}

/** A message: at most this many characters (text and emoji; no links, no images). */
export const ROOM_MESSAGE_MAX = 280;
/** Joining late shows this many of the newest messages; a resume fetches at most this many a page. */
export const ROOM_BACKLOG = 50;
export const ROOM_PAGE_MAX = 200;

/** A message's thread: the room's main talk, or one match's (by its id). */
export const MAIN_THREAD = 'main';
/** Where a match was when a message in its thread was written. */
export const THREAD_PHASES = ['before', 'during', 'after'] as const;
export type ThreadPhase = (typeof THREAD_PHASES)[number];

// --- Moderation ------------------------------------------------------------------------------

/** Slow mode: an admin sets 0 (off) to this many seconds between one fan's messages. */
export const SLOW_MODE_MAX_SECONDS = 120;
/** An account talks in rooms once it is this old ... */
export const ROOM_MIN_ACCOUNT_AGE_HOURS = 24;
/** ... a teen account (13 to 17) once it is this old. */
export const ROOM_MIN_TEEN_ACCOUNT_AGE_DAYS = 7;
/** The same text from the same fan within this many seconds is refused as a duplicate. */
export const ROOM_DUPLICATE_SECONDS = 60;
/** What an admin does to a fan in a room: time them out (10 minutes, 24 hours) or remove them. */
export const ROOM_SANCTIONS = ['timeout-10m', 'timeout-24h', 'remove'] as const;
export type RoomSanction = (typeof ROOM_SANCTIONS)[number];
export const ROOM_TIMEOUT_SECONDS: Record<Exclude<RoomSanction, 'remove'>, number> = {
  'timeout-10m': 600,
  'timeout-24h': 86_400,
};

// --- The engine: AWS AppSync Events ----------------------------------------------------------

/** The Event API's one channel namespace for rooms; a room is the channel /rooms/{showId}. */
export const ROOM_NAMESPACE = 'rooms';
export const roomChannel = (showId: string): string => `/${ROOM_NAMESPACE}/${showId}`;
/**
 * A room's messages and Pop counts are published in one frame per room at most every this many ms
 * (deliveries are billed per subscriber per 5 KB; five events in one publish are five deliveries).
 */
export const ROOM_PUBLISH_WINDOW_MS = 500;
/** A viewer's client reconnects after a drop with a delay of base * 2^attempt (capped), jittered. */
export const ROOM_RECONNECT_BASE_MS = 500;
export const ROOM_RECONNECT_MAX_MS = 30_000;
/**
 * A frame that skips a number (a message stored but left out of frames: a publish that failed) is
 * caught up after the next window plus a random 0 to this many ms, so a room's viewers do not all
 * fetch in the same moment.
 */
export const ROOM_CATCH_UP_JITTER_MS = 2_000;

// --- Show-night alerts -------------------------------------------------------------------------

/** "Raw starts in 15 minutes": sent this long before a followed promotion's show. */
export const ALERT_STARTS_SOON_MINUTES = 15;
/** A busy night's "in the ring" alerts for one show are grouped within this window. */
export const ALERT_GROUP_MINUTES = 30;

/**
 * A link in a room message (refused: no links, no images): a scheme, `www.`, or a word.word/path
 * with a known top-level-domain shape (letters after the last dot, then `/` or the end).
 */
const LINK_IN_TEXT =
  /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/|\b))/i;
export const hasLink = (text: string): boolean => LINK_IN_TEXT.test(text);
