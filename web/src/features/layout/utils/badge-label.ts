import { NOTIFICATION_BADGE_CAP } from '@shared/constants';

/** The bell badge text: nothing for 0, the count up to 9, then "9+" (SPEC 9). */
export function badgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}
