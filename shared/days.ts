/**
 * The calendar day of an instant in a time zone, as a `YYYY-MM-DD` date (a reign's first day, the
 * calendar's "today"). A day is a place's day: a title won on a Friday night in New York was won on
 * Friday, though it was Saturday in UTC.
 */
/** One formatter per zone: making one costs far more than using it (the calendar asks for every show). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(key, format);
  }
  return format;
}

export function dayIn(instant: string | number, timeZone?: string): string {
  const t = typeof instant === 'number' ? instant : Date.parse(instant);
  // The runtime's own zone (the fan's, in a browser): Date's local fields, which use the zone Intl
  // defaults to, without making a formatter (a page's first one loads the locale's data: tens of
  // milliseconds of the calendar's first render on a phone).
  if (timeZone === undefined) {
    const d = new Date(t);
    if (Number.isNaN(d.getTime())) return new Date(t).toISOString().slice(0, 10);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dayFormat(timeZone).formatToParts(t);
  } catch {
    // A zone the runtime does not know (a show's zone is free text): the day in UTC.
    return new Date(t).toISOString().slice(0, 10);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
