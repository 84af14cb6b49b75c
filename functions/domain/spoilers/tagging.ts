/**
 * Spoiler Guard's tagging (issue 37, docs/spoilers.md "What is a spoiler"): when a post or comment is
 * written, the show it is about. Writes stay cheap: the shows of the window come from the
 * container's cache (data/spoilers/show-window.ts, no request when warm) and the decision is
 * domain/spoilers/about.ts's, pure; nothing is done per viewer.
 *
 * - A new post the fan tagged with a show is about that show; else about the show of the window it
 *   names (`showAbout`): that show's tag is added as its first tag, in the post's transaction.
 * - An edit inside a show's window of a post about no show adds the show it now names, the same
 *   way (the fan's own tags stay fixed at creation).
 * - A comment is about its post's show when the post is about one; else about the show of the
 *   window its text names; else none (`showId` on the comment item).
 */
import { getEntity } from '../../data/catalogue/entities';
import type { EntityItem } from '../../data/catalogue/items';
import type { Db } from '../../data/client';
import type { PostItem } from '../../data/post';
import { showsForTagging, type TaggingShow } from '../../data/spoilers/show-window';
import { clockNow } from '../../lib/clock';
import { showAbout } from './about';

/**
 * The shows of the window, kept per container; their freshness is reckoned on the functions' clock
 * (which the local cloud may move: functions/lib/clock.ts), the decision on the item's own time.
 */
export const windowShows = (db: Db): Promise<readonly TaggingShow[]> => showsForTagging(db, clockNow());

/**
 * The show to add to a new post (its text, written at `at`, the entities the fan tagged, checked):
 * none when the fan tagged a show or the text names none of the window.
 */
export function showForNewPost(
  shows: readonly TaggingShow[],
  content: string,
  at: Date,
  chosen: readonly EntityItem[],
): EntityItem | null {
  if (chosen.some((e) => e.kind === 'show')) return null;
  return (
    showAbout(
      shows,
      content,
      at,
      chosen.map((e) => e.id),
    )?.show ?? null
  );
}

/** Whether the post's first tag is a show (the tags of a post keep its show first). */
async function firstTagIsShow(db: Db, post: PostItem, shows: readonly TaggingShow[]): Promise<boolean> {
  const first = post.tags?.[0];
  if (!first) return false;
  if (shows.some((s) => s.id === first)) return true;
  return (await getEntity(db, first))?.kind === 'show';
}

/**
 * The show an edit of `post` to `content` at `at` adds: the show of the window the new text names,
 * when the post is about no show yet (a post's show never changes).
 */
export async function showForEdit(
  db: Db,
  post: PostItem,
  content: string,
  at: Date,
): Promise<EntityItem | null> {
  const shows = await windowShows(db);
  const found = showAbout(shows, content, at, post.tags ?? []);
  if (!found || post.tags?.includes(found.id)) return null;
  return (await firstTagIsShow(db, post, shows)) ? null : found.show;
}

/** The show a comment on `post` with `content`, written at `at`, is about (null: none). */
export async function showForNewComment(
  db: Db,
  post: PostItem,
  content: string,
  at: Date,
): Promise<string | null> {
  const shows = await windowShows(db);
  const first = post.tags?.[0];
  if (first && (await firstTagIsShow(db, post, shows))) return first;
  return showAbout(shows, content, at)?.id ?? null;
}
