/**
 * Where a show is in its airing, as Spoiler Guard's one-tap offers read it (docs/spoilers.md): on now,
 * just aired (ended less than SPOILER_WINDOW_HOURS_AFTER_END ago: home's banner), or aired lately
 * (within the longest automatic lift, a week: the calendar's menu).
 */
import { LIFT_HOURS, SPOILER_WINDOW_HOURS_AFTER_END } from '@shared/spoilers';

const HOUR = 3600_000;

export interface AiringFacts {
  status?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
}

export type Airing = 'on' | 'aired' | null;

/** When the show ended (a finished show without an end: its start), or null while it is not over. */
function endOf(show: AiringFacts, now: number): number | null {
  const starts = Date.parse(show.startsAt ?? '');
  const ends = Date.parse(show.endsAt ?? '');
  if (show.status === 'live') return null;
  if (show.status === 'finished') return Math.min(Number.isNaN(ends) ? starts : ends, now);
  if (Number.isNaN(starts) || starts > now) return null;
  return !Number.isNaN(ends) && ends <= now ? ends : null;
}

/** Whether the show is on now (live, or started and not ended). */
const isOn = (show: AiringFacts, now: number) => {
  if (show.status === 'live') return true;
  if (show.status === 'finished') return false;
  const starts = Date.parse(show.startsAt ?? '');
  return !Number.isNaN(starts) && starts <= now && endOf(show, now) === null;
};

/** 'on', 'aired' (ended less than `hours` ago, by default the spoiler window's 24), or null. */
export function airing(show: AiringFacts, now: number, hours = SPOILER_WINDOW_HOURS_AFTER_END): Airing {
  if (isOn(show, now)) return 'on';
  const ended = endOf(show, now);
  return ended !== null && now - ended < hours * HOUR ? 'aired' : null;
}

/** On, or aired within the longest automatic lift (7 days): the calendar offers its watch menu. */
export const airedLately = (show: AiringFacts, now: number) =>
  airing(show, now, LIFT_HOURS['7d'] ?? 0) !== null;
