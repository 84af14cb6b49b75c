import type { Room, RoomMessage } from '@shared/schemas/rooms';

export const SHOW = '01J00000000000000000000SHW';
export const ME = '01J0000000000000000000000A';
export const OTHER = '01J0000000000000000000000B';

/** Message `seq` of the room (the main thread unless a match is given). */
export function message(seq: number, overrides: Partial<RoomMessage> = {}): RoomMessage {
  return {
    seq,
    showId: SHOW,
    matchId: null,
    phase: null,
    text: `message ${seq}`,
    authorId: OTHER,
    authorHandle: 'mankind',
    authorDisplayName: 'Mick Foley',
    authorProfileImageUrl: null,
    createdAt: new Date(Date.UTC(2026, 10, 28, 1, 0, seq)).toISOString(),
    ...overrides,
  };
}

/** An open room with messages 1..n. */
export function openRoom(n: number, overrides: Partial<Room> = {}): Room {
  const messages = Array.from({ length: n }, (_, i) => message(i + 1));
  return {
    showId: SHOW,
    showName: 'Raw',
    promotionId: '01J000000000000000000PROMO',
    state: 'open',
    opensAt: '2026-11-28T00:00:00.000Z',
    closesAt: '2026-11-28T07:00:00.000Z',
    slowModeSeconds: 0,
    channel: `/rooms/${SHOW}`,
    pops: {},
    spoilerWarning: false,
    standing: { canTalk: true, reason: null, until: null, isAdmin: false },
    hiddenAuthors: [],
    mutedWords: [],
    recent: { messages, lastSeq: n, more: false },
    ...overrides,
  };
}
