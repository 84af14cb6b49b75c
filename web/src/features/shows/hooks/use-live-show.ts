import { LIVE_SHOW_POLL_MS, LIVE_SHOW_REFETCH_MS, LIVE_SHOW_WATCH_BEFORE_HOURS } from '@shared/constants';
import type { ShowPage } from '@shared/schemas/shows';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type LiveShowEvent, watchLiveShow } from '@/lib/live/show-watch';
import { postKeys } from '@/lib/posts/post-keys';
import { showKeys } from '@/lib/shows/show-keys';

/**
 * How a show page follows its show: not at all (finished, or days away), waiting for the live
 * channel's answer, told of changes by it, or asking every minute.
 */
export type LiveMode = 'off' | 'waiting' | 'live' | 'polling';

/** How long a watch may go unanswered (the socket down, or not open yet) before the page asks itself. */
const ANSWER_WAIT_MS = 10_000;

/** Whether a show's page watches it: while it is live, or scheduled to start within a few hours. */
export function watchesLive(show: Pick<ShowPage['show'], 'status' | 'startsAt'>, now = Date.now()): boolean {
  if (show.status === 'live') return true;
  if (show.status !== 'scheduled' || !show.startsAt) return false;
  return Date.parse(show.startsAt) - now < LIVE_SHOW_WATCH_BEFORE_HOURS * 3600_000;
}

/**
 * Calls `run` now, then at most once per `ms` however often it is asked (the asks meanwhile are one
 * call at the end of the wait).
 */
function throttle(run: () => void, ms: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = () => {
    last = Date.now();
    timer = undefined;
    run();
  };
  return {
    ask: () => {
      if (timer) return;
      const wait = last + ms - Date.now();
      if (wait <= 0) call();
      else timer = setTimeout(call, wait);
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * A live show's page keeps itself up to date (docs/shows.md, "Live show pages"): while `watch`, it
 * watches the show over the fan's live channel and refetches its card or its tagged posts when told
 * (each at most every LIVE_SHOW_REFETCH_MS; both after a reconnect), through the API: the viewer's
 * rules and the page's own results setting apply. Past the channel's watchers for the show, or with
 * no live channel, it asks again every LIVE_SHOW_POLL_MS instead. Returns how it follows the show.
 */
export function useLiveShow(showId: string, watch: boolean): { live: LiveMode } {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    if (!watch) return;
    // Both results variants of the card (the one shown refetches, the other is marked stale).
    const card = throttle(
      () => void queryClient.invalidateQueries({ queryKey: showKeys.show(showId) }),
      LIVE_SHOW_REFETCH_MS,
    );
    const posts = throttle(
      () => void queryClient.invalidateQueries({ queryKey: postKeys.byEntity(showId) }),
      LIVE_SHOW_REFETCH_MS,
    );
    let answered = false;
    const onEvent = (event: LiveShowEvent) => {
      if (event.type === 'watch') {
        answered = true;
        setAnswered(true);
        setPolling(!event.live);
      } else if (event.type === 'reconnected') {
        card.ask();
        posts.ask();
      } else if (event.changed === 'card') card.ask();
      else posts.ask();
    };
    const stop = watchLiveShow(showId, onEvent);
    // No answer (no live channel, or it is down): ask every minute until one comes.
    const unanswered = setTimeout(() => {
      if (!answered) setPolling(true);
    }, ANSWER_WAIT_MS);
    return () => {
      stop();
      clearTimeout(unanswered);
      card.stop();
      posts.stop();
      setPolling(false);
      setAnswered(false);
    };
  }, [showId, watch, queryClient]);

  useEffect(() => {
    if (!watch || !polling) return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: showKeys.show(showId) });
      void queryClient.invalidateQueries({ queryKey: postKeys.byEntity(showId) });
    }, LIVE_SHOW_POLL_MS);
    return () => clearInterval(timer);
  }, [showId, watch, polling, queryClient]);

  return { live: !watch ? 'off' : polling ? 'polling' : answered ? 'live' : 'waiting' };
}
