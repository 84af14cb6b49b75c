import type { ShowPage } from '@shared/schemas/shows';

/**
 * The height the show page keeps for its ratings block (under the card) before the block's chunk and
 * answer arrive, so the posts below do not move when it draws (Lighthouse's CLS): its frame, a
 * one-line-high row per finished match and the show's compact summary with its button. The block is
 * drawn no taller (one-line rows, the form behind the button); a fan Spoiler Guard protects gets the
 * shield's line, shorter; a show still on the air has the line "Rating opens when the show is
 * finished." where a finished one has its button (about 80 px less: no gap above the picks).
 */
export function showRatingsReserve(page: ShowPage, shielded: boolean): number {
  if (shielded) return 120;
  const finished = page.card.filter((m) => m.status === 'finished').length;
  const showRating = page.show.status === 'finished' ? 420 : 340;
  return showRating + (finished ? 24 + finished * 56 : 0);
}
