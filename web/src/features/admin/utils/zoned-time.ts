/**
 * A show's times are entered in the show's own time zone (the venue's), whatever the admin's browser
 * says (issue 35): 20:00 in America/Los_Angeles is 03:00 UTC the next day (04:00 in winter). A
 * `datetime-local` field holds a wall-clock time without a zone ("2026-07-04T20:00"); these turn it
 * into the instant it names in a zone, and an instant back into that zone's wall clock.
 *
 * Daylight saving time, as Temporal's "compatible" choice: a wall time the clocks skip (02:30 on the
 * spring-forward night) is taken as the same time after the jump (03:30); one they pass twice (01:30
 * on the fall-back night) as the first of the two.
 */

/** "YYYY-MM-DDTHH:mm", the `datetime-local` value. */
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY = 24 * 3600_000;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The wall clock of instant `t` in the zone, as a UTC timestamp of the same numbers. */
function wallAt(t: number, timeZone: string): number {
  const parts = formatIn(timeZone).formatToParts(t);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/** The zone's offset from UTC at instant `t`, in ms (-7 h for Los Angeles in summer). */
const offsetAt = (t: number, timeZone: string) => wallAt(t, timeZone) - Math.floor(t / 1000) * 1000;

/**
 * The instant (ISO, UTC) that the wall-clock time `local` ("2026-07-04T20:00") names in `timeZone`;
 * null for a value that is not one or a zone the browser does not know.
 */
export function zonedToInstant(local: string, timeZone: string): string | null {
  const m = WALL.exec(local);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  try {
    // The offsets around it (two when a change of the clocks is near): those that give back `wall`.
    const before = offsetAt(wall - DAY, timeZone);
    const after = offsetAt(wall + DAY, timeZone);
    const fits = [...new Set([before, after])]
      .map((offset) => wall - offset)
      .filter((t) => wallAt(t, timeZone) === wall)
      .sort((a, b) => a - b);
    // None: the clocks skipped it; the offset before the jump moves it past the gap.
    return new Date(fits[0] ?? wall - before).toISOString();
  } catch {
    return null;
  }
}

/** The wall-clock time ("2026-07-04T20:00") of an instant in `timeZone`; '' if either is not one. */
export function instantToZoned(iso: string, timeZone: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  try {
    return new Date(wallAt(t, timeZone)).toISOString().slice(0, 16);
  } catch {
    return '';
  }
}
