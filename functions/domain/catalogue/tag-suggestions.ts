/**
 * Tags suggested from a post's text (issue 28, docs/wrestling.md "Tags"): the entities whose name,
 * short name or also-known-as name the text holds (whole words, case- and accent-folded), and the
 * show a show hashtag names (`#WWERaw`: that promotion's show airing within about a day of now,
 * the `hashtag` fact of shows). Cheap: the names index (every followable entity's names, a few
 * Queries of GSI1) is built once per container and kept SUGGEST_INDEX_TTL_MS; the shows of the
 * window are one Query of GSI2, kept a minute. A suggestion is then a lookup per run of words.
 */
import { extractHashtags } from '../../../shared/hashtags';
import { type EntityRef, FOLLOWABLE_KINDS } from '../../../shared/schemas/wrestling';
import { foldText } from '../../../shared/search';
import { entitiesOfKind, type NamedEntity, showsBetween } from '../../data/catalogue/tag-index';
import type { Db } from '../../data/client';

/** At most this many suggestions. */
export const MAX_SUGGESTIONS = 6;
/** How long a container keeps the names index (a catalogue edit shows within this). */
export const SUGGEST_INDEX_TTL_MS = 5 * 60_000;
const SHOWS_TTL_MS = 60_000;
/** A hashtag names a show starting within this of now. */
const SHOW_WINDOW_MS = 24 * 3600_000;
/** Names of fewer characters are not matched (too many false hits). */
const MIN_NAME_LENGTH = 3;

const words = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

interface NamesIndex {
  /** A folded name's words joined by ' ' -> the entities it names. */
  byName: Map<string, NamedEntity[]>;
  /** The most words of any name. */
  longest: number;
}

export function buildNamesIndex(entities: readonly NamedEntity[]): NamesIndex {
  const byName = new Map<string, NamedEntity[]>();
  let longest = 1;
  for (const entity of entities)
    for (const name of [entity.name, entity.shortName, ...(entity.akas ?? [])]) {
      if (!name) continue;
      const key = words(name).join(' ');
      if (key.length < MIN_NAME_LENGTH) continue;
      const named = byName.get(key) ?? [];
      if (!named.some((e) => e.id === entity.id)) byName.set(key, [...named, entity]);
      longest = Math.max(longest, key.split(' ').length);
    }
  return { byName, longest };
}

/** The entities the text names, in order of first mention. */
export function namedIn(index: NamesIndex, text: string): NamedEntity[] {
  const w = words(text);
  const found = new Map<string, NamedEntity>();
  for (let i = 0; i < w.length; i++)
    for (let n = Math.min(index.longest, w.length - i); n >= 1; n--)
      for (const entity of index.byName.get(w.slice(i, i + n).join(' ')) ?? []) found.set(entity.id, entity);
  return [...found.values()];
}

/** The shows the text's hashtags name: for each, the show of that hashtag starting nearest `now`. */
export function showsTagged(shows: readonly NamedEntity[], text: string, now: Date): NamedEntity[] {
  const tags = new Set(extractHashtags(text));
  const nearest = new Map<string, NamedEntity>();
  const distance = (s: NamedEntity) => Math.abs(Date.parse(s.startsAt ?? '') - now.getTime());
  for (const show of shows) {
    const tag = show.hashtag ? foldText(show.hashtag) : null;
    if (!tag || !tags.has(tag)) continue;
    const best = nearest.get(tag);
    if (!best || distance(show) < distance(best)) nearest.set(tag, show);
  }
  return [...nearest.values()];
}

const toRef = (e: NamedEntity): EntityRef => ({
  id: e.id,
  kind: e.kind,
  slug: e.slug,
  name: e.name,
  colors: e.colors,
});

let names: { at: number; index: Promise<NamesIndex> } | null = null;
let shows: { at: number; list: Promise<NamedEntity[]> } | null = null;

/** Forgets the cached indexes (tests). */
export function forgetSuggestionIndexes(): void {
  names = null;
  shows = null;
}

async function namesIndex(db: Db, now: number): Promise<NamesIndex> {
  if (!names || now - names.at > SUGGEST_INDEX_TTL_MS) {
    const index = Promise.all(FOLLOWABLE_KINDS.map((kind) => entitiesOfKind(db, kind))).then((lists) =>
      buildNamesIndex(lists.flat()),
    );
    names = { at: now, index };
    index.catch(() => {
      names = null;
    });
  }
  return names.index;
}

async function showsNearby(db: Db, now: number): Promise<NamedEntity[]> {
  if (!shows || now - shows.at > SHOWS_TTL_MS) {
    const list = showsBetween(
      db,
      new Date(now - SHOW_WINDOW_MS).toISOString(),
      new Date(now + SHOW_WINDOW_MS).toISOString(),
    );
    shows = { at: now, list };
    list.catch(() => {
      shows = null;
    });
  }
  return shows.list;
}

/** The tags suggested for a text: the show its hashtag names first, then the entities it names. */
export async function suggestTags(db: Db, content: string, now = new Date()): Promise<EntityRef[]> {
  const hasHashtag = content.includes('#');
  const [index, nearby] = await Promise.all([
    namesIndex(db, now.getTime()),
    hasHashtag ? showsNearby(db, now.getTime()) : Promise.resolve([]),
  ]);
  const found = [...showsTagged(nearby, content, now), ...namedIn(index, content)];
  return [...new Map(found.map((e) => [e.id, e])).values()].slice(0, MAX_SUGGESTIONS).map(toRef);
}
