/**
 * The room's messages as the page holds them (docs/rooms.md, "The room's page"): one list by sequence,
 * merged from the first answer, the live frames and the pages fetched after a subscribe or a gap, never
 * twice the same sequence. `upTo` is the sequence the page has everything up to: a frame that does not
 * follow on from it (a message missed, the socket was down) asks for a fetch `after` it.
 */
import type { RoomMessage, RoomMessagesPage } from '@shared/schemas/rooms';

export interface RoomLog {
  /** Oldest first, one per sequence. */
  messages: RoomMessage[];
  /** Everything up to this sequence is held (or was filtered out by the server for this fan). */
  upTo: number;
  /** The oldest sequence held is the room's first (nothing older to load). */
  startReached: boolean;
}

export const emptyLog = (): RoomLog => ({ messages: [], upTo: 0, startReached: true });

/** Merges messages into a sorted list by sequence; a sequence already held is replaced (an edit: deleted). */
function merge(held: RoomMessage[], incoming: readonly RoomMessage[]): RoomMessage[] {
  if (!incoming.length) return held;
  const bySeq = new Map(held.map((m) => [m.seq, m]));
  let appendOnly = true;
  let last = held.at(-1)?.seq ?? 0;
  for (const message of incoming) {
    const had = bySeq.get(message.seq);
    // A message once deleted stays deleted (a late frame or page must not bring its text back).
    bySeq.set(message.seq, had?.deleted ? had : message);
    if (had || message.seq < last) appendOnly = false;
    last = Math.max(last, message.seq);
  }
  if (appendOnly)
    return [...held, ...incoming.filter((m, i, all) => all.findIndex((o) => o.seq === m.seq) === i)];
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The log from the room's first answer (its newest messages). */
export function logFromPage(page: RoomMessagesPage): RoomLog {
  const messages = merge([], page.messages);
  const first = messages[0]?.seq;
  return { messages, upTo: page.lastSeq, startReached: first === undefined || first <= 1 };
}

/**
 * A page fetched `after` the log's `upTo`: merged, and once the last page (`more` false) is in, the log
 * holds everything up to the room's newest sequence when read.
 */
export function withPageAfter(log: RoomLog, page: RoomMessagesPage): RoomLog {
  const messages = merge(log.messages, page.messages);
  const newest = page.messages.at(-1)?.seq ?? log.upTo;
  return { ...log, messages, upTo: Math.max(log.upTo, page.more ? newest : page.lastSeq) };
}

/** A page fetched `before` the oldest held (scrolling back). */
export function withPageBefore(log: RoomLog, page: RoomMessagesPage, asked: number): RoomLog {
  const messages = merge(log.messages, page.messages);
  const first = messages[0]?.seq ?? 1;
  return { ...log, messages, startReached: page.messages.length < asked || first <= 1 };
}

/**
 * A live frame's messages and deletions. `gap`: the frame does not follow on from `upTo` (a message
 * before its first is missing, or the room's newest is past what it carries): fetch `after` upTo.
 */
export function withFrame(
  log: RoomLog,
  frame: { messages: readonly RoomMessage[]; deleted?: readonly number[]; lastSeq: number },
): { log: RoomLog; gap: boolean } {
  let messages = merge(log.messages, frame.messages);
  if (frame.deleted?.length) messages = blank(messages, frame.deleted);
  let upTo = log.upTo;
  let gap = false;
  for (const seq of frame.messages.map((m) => m.seq).sort((a, b) => a - b)) {
    if (seq <= upTo) continue;
    if (seq === upTo + 1 && !gap) upTo = seq;
    else gap = true;
  }
  if (frame.lastSeq > upTo) gap = true;
  return { log: { ...log, messages, upTo }, gap };
}

/** Deleted messages keep their place, text gone. */
function blank(messages: RoomMessage[], seqs: readonly number[]): RoomMessage[] {
  const gone = new Set(seqs);
  return messages.map((m) => (gone.has(m.seq) && !m.deleted ? { ...m, text: '', deleted: true } : m));
}

/** The page deletes a message itself (an admin's own delete, before the frame comes). */
export const withDeleted = (log: RoomLog, seqs: readonly number[]): RoomLog => ({
  ...log,
  messages: blank(log.messages, seqs),
});

/** The fan's own message as the API answered it (before its frame comes; the frame is then a repeat). */
export const withOwn = (log: RoomLog, message: RoomMessage): RoomLog => ({
  ...log,
  messages: merge(log.messages, [message]),
  upTo: message.seq === log.upTo + 1 ? message.seq : log.upTo,
});
