/**
 * How long a match lasted, as admins enter it and fans read it: minutes and seconds, "12:34"
 * (issue 35). Stored and answered as whole seconds (`durationSeconds`, 754), the form the catalogue
 * always had; the admin result input takes the "m:ss" text (shared/schemas/wrestling.ts
 * `matchDurationSchema`), so a typo is a 400 that says how to write it.
 */

/** "12:34", "75:00", "0:45": minutes (any number, no sign) then ":" and two digits of seconds. */
export const MATCH_TIME_PATTERN = /^(\d{1,3}):([0-5]\d)$/;

/** The longest match the catalogue takes: 4 hours. */
export const MATCH_TIME_MAX_SECONDS = 4 * 3600;

/** "12:34" -> 754; null when it is not "m:ss". */
export function parseMatchTime(text: string): number | null {
  const m = MATCH_TIME_PATTERN.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 754 -> "12:34", 45 -> "0:45", 4500 -> "75:00". */
export const formatMatchTime = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
