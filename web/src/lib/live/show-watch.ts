/**
 * The show page's side of the live channel (docs/shows.md, "Live show pages"). The fan's one live
 * socket (features/notifications, mounted while signed in) hands this module a way to send while it
 * is open, and the show messages it receives; a show page watches its show through it. Lives in lib
 * so that two features share it without importing each other. Kept tiny and free of zod: the live
 * channel is part of the home screen's first load.
 *
 * - `watchLiveShow(showId, listener)`: sends {"action":"watchShow","showId"} now if the socket is open,
 *   and again each time it opens anew (a reconnect starts a new connection with no watch); the
 *   listener gets the server's messages about that show, and `{type: "reconnected"}` when a watch is
 *   sent again (what changed meanwhile was never told: refetch). One show at a time, as the server
 *   keeps one per connection. The function it returns stops watching.
 */
import type { WsShowMessage } from '@shared/schemas/notifications';

export type LiveShowEvent = WsShowMessage | { type: 'reconnected'; showId: string };
type Listener = (event: LiveShowEvent) => void;

let send: ((data: string) => void) | null = null;
let watched: { showId: string; listener: Listener; sent: boolean } | null = null;

const watchMessage = (showId: string | null) => JSON.stringify({ action: 'watchShow', showId });

/** The live socket opened (how to send on it) or closed (null). */
export function setLiveSocket(sender: ((data: string) => void) | null): void {
  send = sender;
  if (!sender || !watched) return;
  sender(watchMessage(watched.showId));
  if (watched.sent) watched.listener({ type: 'reconnected', showId: watched.showId });
  watched.sent = true;
}

/**
 * Hands a show message of the socket to the page watching that show. True when `data` was one (it is
 * not a notification), false otherwise.
 */
export function receiveLiveMessage(data: unknown): boolean {
  if (typeof data !== 'string' || !data.includes('"showId"')) return false;
  let message: Partial<WsShowMessage>;
  try {
    message = JSON.parse(data) as Partial<WsShowMessage>;
  } catch {
    return false;
  }
  if ((message.type !== 'show' && message.type !== 'watch') || typeof message.showId !== 'string')
    return false;
  if (watched?.showId === message.showId) watched.listener(message as WsShowMessage);
  return true;
}

/** Watches a show over the live socket (see above); the returned function stops watching. */
export function watchLiveShow(showId: string, listener: Listener): () => void {
  const mine = { showId, listener, sent: false };
  watched = mine;
  if (send) {
    send(watchMessage(showId));
    mine.sent = true;
  }
  return () => {
    if (watched !== mine) return;
    watched = null;
    send?.(watchMessage(null));
  };
}
