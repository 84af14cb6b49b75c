/**
 * What a container keeps for a while rather than read on every request (the recent shows, the shows
 * of the tagging window: data/spoilers/). A kept value is read again when it is `ttlMs` old, when the
 * clock reads earlier than when it was read, or when the local cloud moved the clock at all
 * (lib/clock.ts clockMoves), so a test never meets a value read at another offset. Callers meanwhile
 * share one read; a failed read is not kept.
 */
import { clockMoves } from './clock';

export interface TimedCache<T> {
  /** The kept value, or `read`'s (given `now` in epoch ms) when it is due. */
  get(now: Date, read: (t: number) => Promise<T>): Promise<T>;
}

export function timedCache<T>(ttlMs: number): TimedCache<T> {
  let kept: { at: number; moves: number; value: Promise<T> } | null = null;
  return {
    get(now, read) {
      const t = now.getTime();
      const moves = clockMoves();
      if (kept && t >= kept.at && t - kept.at < ttlMs && kept.moves === moves) return kept.value;
      const entry = { at: t, moves, value: read(t) };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = null;
      });
      return entry.value;
    },
  };
}
