import type { ShowPage } from '@shared/schemas/shows';

/**
 * The height the show page keeps for its ratings block (under the card) before the block's chunk and
 * answer arrive, so the posts below do not move when it draws (Lighthouse's CLS): its frame, a
 * one-line-high row per finished match and the show's compact summary with its button. The block is
 * drawn no taller (one-line rows, the form behind the button); a fan Spoiler Guard protects gets the
 * shield's line, shorter.
 */
export function showRatingsReserve(page: ShowPage, shielded: boolean): number {
  if (shielded) return 120;
  const finished = page.card.filter((m) => m.status === 'finished').length;
  return 420 + (finished ? 24 + finished * 56 : 0);
}
