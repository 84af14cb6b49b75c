import { formatDay } from './dates';

/**
 * "just now", "5m", "3h", "2d", then the day ("Fri, Nov 20", with the year when not this one, as
 * ./dates.ts writes every day): how long ago a post, a comment or a notification happened.
 */
export function relativeTime(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d`;
  return formatDay(iso, { now });
}
