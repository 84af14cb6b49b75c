import { ADULT_AGE, MIN_AGE } from './constants';

/** Parses YYYY-MM-DD strictly (a real calendar date), or returns null. */
export function parseBirthdate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

/** Whole years between a birthdate and today (UTC). */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function isOldEnough(birthdate: string, today = new Date()): boolean {
  const birth = parseBirthdate(birthdate);
  if (!birth || birth.getTime() > today.getTime()) return false;
  return ageOn(birth, today) >= MIN_AGE;
}

export function toBirthdate(year: string | number, month: string | number, day: string | number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The age bands a fan is in: `teen` 13 to 17, `adult` 18 and over (the birthdate is never stored). */
export type AgeBand = 'teen' | 'adult';

/** The band of a birthdate old enough to join (isOldEnough), on `today`. */
export function ageBandOf(birthdate: string, today = new Date()): AgeBand {
  const birth = parseBirthdate(birthdate);
  return birth && ageOn(birth, today) >= ADULT_AGE ? 'adult' : 'teen';
}
