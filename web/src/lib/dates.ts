/**
 * One way to write a date or a time, everywhere in the web app (issue 35, "One way to write things"):
 * in the fan's own time zone (the browser's, or the one given: tests), English month and weekday
 * names, 12-hour times without ":00" ("8 PM", "8:30 PM").
 *
 * - a day:            "Fri, Nov 27" this year, "Fri, Nov 27, 2025" another year (`formatDay`)
 * - a calendar date:  "2025-08-03" (a reign's first day) written as a day, "Sun, Aug 3, 2025" (`formatDate`)
 * - a day and a time: "Fri, Nov 27, 8 PM" (`formatDateTime`)
 * - a show's time:    "Fri, Nov 27 · 8 PM ET", the fan's zone named (`formatShowTime`)
 * - a time alone:     "8 PM ET" with its zone (`formatTime`)
 * - a span of days:   "1 day", "123 days" (`formatDays`)
 *
 * Dates only where a day is meant (a reign's start, a debut); relative times ("5m", "2d") stay in
 * ./relative-time.ts for posts, comments and notifications.
 */

const LOCALE = 'en-US';

/** The fan's zone, or the one given (tests, a show's own zone where it is named). */
interface Zone {
  timeZone?: string;
  /** What "this year" means (tests); default now. */
  now?: number;
}

/**
 * Formatters made once per options and zone: making an Intl.DateTimeFormat costs far more than using
 * one (a page of 13 show times made some 80 of them, a long task on a phone).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(t: number, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const key = `${timeZone ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter.formatToParts(t);
}

const part = (list: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  list.find((p) => p.type === type)?.value ?? '';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A day's names in the fan's own zone (no zone given) from Date's local fields, which use the zone
 * Intl defaults to, or in UTC from its UTC fields: the same words as en-US's short names, without an
 * Intl.DateTimeFormat. The first
 * formatter a page makes loads the locale's data, tens of milliseconds on a phone (home's post cards
 * older than a week made one during the first render).
 */
function localDay(t: number, utc: boolean) {
  const d = new Date(t);
  return utc
    ? {
        weekday: WEEKDAYS[d.getUTCDay()] ?? '',
        month: MONTHS[d.getUTCMonth()] ?? '',
        day: String(d.getUTCDate()),
        year: String(d.getUTCFullYear()),
      }
    : {
        weekday: WEEKDAYS[d.getDay()] ?? '',
        month: MONTHS[d.getMonth()] ?? '',
        day: String(d.getDate()),
        year: String(d.getFullYear()),
      };
}

function dayParts(t: number, timeZone?: string) {
  // A calendar date (formatDate) is written in UTC: Date's UTC fields, likewise.
  if (timeZone === undefined || timeZone === 'UTC') return localDay(t, timeZone === 'UTC');
  const p = parts(t, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, timeZone);
  return { weekday: part(p, 'weekday'), month: part(p, 'month'), day: part(p, 'day'), year: part(p, 'year') };
}

const yearOf = (t: number, timeZone?: string) =>
  timeZone === undefined || timeZone === 'UTC'
    ? localDay(t, timeZone === 'UTC').year
    : part(parts(t, { year: 'numeric' }, timeZone), 'year');

/** "Fri, Nov 27", with ", 2025" when not this year. */
export function formatDay(iso: string, { timeZone, now = Date.now() }: Zone = {}): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const p = dayParts(t, timeZone);
  const day = `${p.weekday}, ${p.month} ${p.day}`;
  return p.year === yearOf(now, timeZone) ? day : `${day}, ${p.year}`;
}

/**
 * "Sun, Aug 3, 2025": a calendar date (`YYYY-MM-DD`, a day with no time: a reign's first day, a member's
 * joining day) written as a day. It names the same day in every zone: it is not an instant.
 */
export function formatDate(day: string, { now = Date.now() }: Pick<Zone, 'now'> = {}): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return formatDay(`${day}T12:00:00Z`, { timeZone: 'UTC', now });
}

/** "8 PM", "8:30 PM" (no zone). */
function clock(t: number, timeZone?: string): string {
  let hour: string;
  let minute: string;
  let period: string;
  if (timeZone === undefined) {
    // The fan's own zone: Date's local fields, as localDay (no formatter made).
    const d = new Date(t);
    hour = String(d.getHours() % 12 || 12);
    minute = String(d.getMinutes()).padStart(2, '0');
    period = d.getHours() < 12 ? 'AM' : 'PM';
  } else {
    const p = parts(t, { hour: 'numeric', minute: '2-digit', hour12: true }, timeZone);
    hour = part(p, 'hour');
    minute = part(p, 'minute');
    period = part(p, 'dayPeriod').toUpperCase();
  }
  return `${hour}${minute === '00' ? '' : `:${minute}`} ${period}`;
}

/** The zone's short name as fans say it: "ET", "PT", "GMT", else what the browser calls it. */
function zoneName(t: number, timeZone?: string): string {
  const generic = part(parts(t, { timeZoneName: 'shortGeneric' }, timeZone), 'timeZoneName');
  // A generic name is short only where fans abbreviate it (ET, PT); elsewhere it is a phrase
  // ("United Kingdom Time"): then the zone's short name ("GMT", "GMT+9").
  if (/^[A-Z]{1,4}$/.test(generic)) return generic;
  return part(parts(t, { timeZoneName: 'short' }, timeZone), 'timeZoneName');
}

/** "8 PM ET": a time with the fan's zone named. */
export function formatTime(iso: string, { timeZone }: Zone = {}): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return `${clock(t, timeZone)} ${zoneName(t, timeZone)}`;
}

/** "Fri, Nov 27, 8 PM": a moment, in the fan's zone. */
export function formatDateTime(iso: string, zone: Zone = {}): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return `${formatDay(iso, zone)}, ${clock(t, zone.timeZone)}`;
}

/** "Fri, Nov 27 · 8 PM ET": when a show starts, in the fan's zone, the zone named. */
export function formatShowTime(iso: string, zone: Zone = {}): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return `${formatDay(iso, zone)} · ${formatTime(iso, zone)}`;
}

/** The fan's own time zone ("America/New_York"), as the browser knows it. */
export const fanTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "1 day", "123 days". */
export const formatDays = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Whole days from one instant to another (a reign's length: to now while it lasts). */
export const daysBetween = (fromIso: string, toIso: string | null, now = Date.now()): number =>
  Math.max(0, Math.floor(((toIso ? Date.parse(toIso) : now) - Date.parse(fromIso)) / 86_400_000));
