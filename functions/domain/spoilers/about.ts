/**
 * What is a spoiler (issue 37, docs/spoilers.md "What is a spoiler"): the show a post or comment is
 * about when nobody said so, decided once when it is written. Pure: decided from the text, the
 * entities the fan tagged and the shows of the window (data/spoilers/show-window.ts, cached per
 * container), so a write does no work per viewer and, warm, no request.
 *
 * - A show's **window** runs from its start to SPOILER_WINDOW_HOURS_AFTER_END (24 h) after its end,
 *   and stays open while its status is live (an overrun).
 * - A text **names a show** written in its window when it holds the show's hashtag (`#WWERaw`, any
 *   case), or the name, short name or an also-known-as name of a wrestler or team on its card (or of
 *   a current member of a team on it) as whole words; case and accents never count (the folding of
 *   shared/search.ts). Names shorter than MIN_NAME_LENGTH folded characters are never matched ("AJ"
 *   would name every "aj" in a sentence). A wrestler or team the fan tagged counts as named.
 * - **One show.** A post carries one show tag. When the text names several shows: the one whose
 *   hashtag it holds; else the one with the most different entities of its card named; a tie goes
 *   to the show that started last (the one on air, or that aired last: the freshest spoiler).
 */
import { extractHashtags } from '../../../shared/hashtags';
import { foldText } from '../../../shared/search';
import { SPOILER_WINDOW_HOURS_AFTER_END } from '../../../shared/spoilers';
import type { TaggingShow } from '../../data/spoilers/show-window';

export type { TaggingShow } from '../../data/spoilers/show-window';

/** Names of fewer folded characters are not matched (too many false hits). */
export const MIN_NAME_LENGTH = 3;

/** What the matching needs of a show. */
export type AboutShow = Pick<TaggingShow, 'id' | 'startsAt' | 'endsAt' | 'live' | 'hashtag' | 'card'>;

const HOUR = 3_600_000;

const words = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether something written at `at` is inside the show's window. */
export function inTaggingWindow(show: Pick<AboutShow, 'startsAt' | 'endsAt' | 'live'>, at: Date): boolean {
  const t = at.getTime();
  if (t < Date.parse(show.startsAt)) return false;
  return show.live || t < Date.parse(show.endsAt) + SPOILER_WINDOW_HOURS_AFTER_END * HOUR;
}

/**
 * The show of `shows` that a text written at `at` is about, or null: the show whose hashtag it
 * holds, else the one whose card it names most (`tagged`: entity ids the fan tagged, named too),
 * the latest started on a tie. Only shows whose window holds `at` count.
 */
export function showAbout<S extends AboutShow>(
  shows: readonly S[],
  text: string,
  at: Date,
  tagged: readonly string[] = [],
): S | null {
  const open = shows.filter((s) => inTaggingWindow(s, at));
  if (!open.length) return null;
  const latest = (a: S, b: S) => (Date.parse(b.startsAt) > Date.parse(a.startsAt) ? b : a);

  const hashtags = new Set(extractHashtags(text).map(foldText));
  const byHashtag = open.filter((s) => s.hashtag && hashtags.has(foldText(s.hashtag.replace(/^#/, ''))));
  if (byHashtag.length) return byHashtag.reduce(latest);

  // A name's folded words joined by ' ' -> the card entries it names, across the open shows.
  const byName = new Map<string, { show: S; entityId: string }[]>();
  let longest = 1;
  for (const show of open)
    for (const { entityId, names } of show.card)
      for (const name of names) {
        const w = words(name);
        const key = w.join(' ');
        if (key.length < MIN_NAME_LENGTH) continue;
        byName.set(key, [...(byName.get(key) ?? []), { show, entityId }]);
        longest = Math.max(longest, w.length);
      }
  const named = new Map<S, Set<string>>();
  const count = (show: S, entityId: string) => named.set(show, (named.get(show) ?? new Set()).add(entityId));
  const w = words(text);
  for (let i = 0; i < w.length; i++)
    for (let n = Math.min(longest, w.length - i); n >= 1; n--)
      for (const hit of byName.get(w.slice(i, i + n).join(' ')) ?? []) count(hit.show, hit.entityId);
  for (const show of open)
    for (const { entityId } of show.card) if (tagged.includes(entityId)) count(show, entityId);

  let best: S | null = null;
  for (const [show, entities] of named) {
    const bestCount = best ? (named.get(best)?.size ?? 0) : 0;
    if (!best || entities.size > bestCount || (entities.size === bestCount && latest(best, show) === show))
      best = show;
  }
  return best;
}
