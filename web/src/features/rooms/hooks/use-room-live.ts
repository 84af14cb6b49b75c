import { ROOM_BACKLOG, ROOM_CATCH_UP_JITTER_MS, ROOM_PUBLISH_WINDOW_MS } from '@shared/rooms';
import type { PopCounts, Room, RoomFrame, RoomMessage } from '@shared/schemas/rooms';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getRoomMessages } from '@/features/rooms/api/get-room-messages';
import {
  connectRoomEvents,
  type RoomEventsOptions,
  type RoomEventsStatus,
} from '@/features/rooms/lib/events-client';
import { decodeRoomEvent } from '@/features/rooms/lib/frame-codec';
import {
  logFromPage,
  type RoomLog,
  withDeleted,
  withFrame,
  withOwn,
  withPageAfter,
  withPageBefore,
} from '@/features/rooms/utils/room-log';
import { loadedConfig } from '@/lib/config';
import { currentIdToken } from '@/lib/session/id-token';
import { showKeys } from '@/lib/shows/show-keys';

/** How many pages one catch-up reads at most (ROOM_PAGE_MAX each) before it waits for the next frame. */
const CATCH_UP_PAGES = 20;

export interface RoomLive {
  log: RoomLog;
  pops: PopCounts;
  slowModeSeconds: number;
  status: RoomEventsStatus | 'off';
  /** Scrolling back: the page before the oldest held. */
  loadOlder: () => Promise<void>;
  loadingOlder: boolean;
  /** The fan's own message, as the API answered it. */
  addOwn: (message: RoomMessage) => void;
  /** An admin's delete, at once on their screen. */
  markDeleted: (seq: number) => void;
  setPops: (pops: PopCounts) => void;
  setSlowMode: (seconds: number) => void;
}

type Connect = (options: RoomEventsOptions) => { close: () => void };

/**
 * A room's live state while the page is open (docs/rooms.md, "The room's page"): the messages from
 * the room's first answer, then its channel's frames merged by sequence (doubles dropped, deletions
 * blanked, Pop counts and slow mode replaced, `card: true` refetches the show). After every
 * subscribe_success, and whenever a frame does not follow on, the messages `after` the last one held
 * are fetched until `more` is false: Events replays nothing. Connected only while `live` (an open
 * room the fan entered).
 */
export function useRoomLive(room: Room, live: boolean, connect: Connect = connectRoomEvents): RoomLive {
  const showId = room.showId;
  const queryClient = useQueryClient();
  const [log, setLog] = useState(() => logFromPage(room.recent));
  const logRef = useRef(log);
  logRef.current = log;
  const [pops, setPops] = useState(room.pops);
  const [slowModeSeconds, setSlowMode] = useState(room.slowModeSeconds);
  const [status, setStatus] = useState<RoomEventsStatus | 'off'>('off');
  const [loadingOlder, setLoadingOlder] = useState(false);

  // The room's own answer moves on (a refetch): its slow mode and Pops are the newest word.
  useEffect(() => {
    setSlowMode(room.slowModeSeconds);
    setPops(room.pops);
  }, [room.slowModeSeconds, room.pops]);

  const update = useCallback((next: (log: RoomLog) => RoomLog) => {
    logRef.current = next(logRef.current);
    setLog(logRef.current);
  }, []);

  // One catch-up at a time; asked again meanwhile, it runs once more at its end.
  const catching = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });
  const catchUp = useCallback(async () => {
    if (catching.current.running) {
      catching.current.again = true;
      return;
    }
    catching.current = { running: true, again: false };
    try {
      for (let pages = 0; pages < CATCH_UP_PAGES; pages += 1) {
        const page = await getRoomMessages(showId, { after: logRef.current.upTo });
        update((l) => withPageAfter(l, page));
        if (!page.more) break;
      }
    } catch {
      // The next subscribe or frame asks again.
    } finally {
      const again = catching.current.again;
      catching.current = { running: false, again: false };
      if (again) void catchUp();
    }
  }, [showId, update]);

  useEffect(() => {
    const config = loadedConfig();
    if (!live || !config) return;
    const apply = (frame: RoomFrame) => {
      let gap = false;
      update((l) => {
        const next = withFrame(l, frame);
        gap = next.gap;
        return next.log;
      });
      // A number skipped: fetched after the next window plus a jitter (ROOM_CATCH_UP_JITTER_MS), so
      // a room's viewers spread their fetches.
      if (gap) {
        const wait = ROOM_PUBLISH_WINDOW_MS + Math.random() * ROOM_CATCH_UP_JITTER_MS;
        timers.push(setTimeout(() => void catchUp(), wait));
      }
      if (frame.pops) setPops(frame.pops);
      if (frame.slowModeSeconds !== undefined) setSlowMode(frame.slowModeSeconds);
      if (frame.card) {
        // The card changed (a match went live, a result): every variant of the show's card.
        for (const results of [false, true]) {
          void queryClient.invalidateQueries({ queryKey: showKeys.card(showId, results) });
        }
        void queryClient.invalidateQueries({ queryKey: showKeys.card(showId, true, true) });
      }
    };
    const timers: ReturnType<typeof setTimeout>[] = [];
    // Frames are inflated one after another, so they are applied in the order they came.
    let decoding = Promise.resolve();
    const events = connect({
      realtimeUrl: config.eventsRealtimeUrl,
      httpHost: config.eventsHttpHost,
      channel: room.channel,
      getToken: currentIdToken,
      onStatus: setStatus,
      onSubscribed: () => void catchUp(),
      onEvent: (event) => {
        decoding = decoding.then(async () => {
          const frame = await decodeRoomEvent(event);
          if (frame?.showId === showId) apply(frame);
        });
      },
    });
    return () => {
      for (const timer of timers) clearTimeout(timer);
      events.close();
      setStatus('off');
    };
  }, [live, showId, room.channel, connect, catchUp, update, queryClient]);

  const loadOlder = useCallback(async () => {
    const oldest = logRef.current.messages[0]?.seq;
    if (oldest === undefined || logRef.current.startReached) return;
    setLoadingOlder(true);
    try {
      const page = await getRoomMessages(showId, { before: oldest });
      update((l) => withPageBefore(l, page, ROOM_BACKLOG));
    } finally {
      setLoadingOlder(false);
    }
  }, [showId, update]);

  return {
    log,
    pops,
    slowModeSeconds,
    status,
    loadOlder,
    loadingOlder,
    addOwn: useCallback((message: RoomMessage) => update((l) => withOwn(l, message)), [update]),
    markDeleted: useCallback((seq: number) => update((l) => withDeleted(l, [seq])), [update]),
    setPops,
    setSlowMode,
  };
}
