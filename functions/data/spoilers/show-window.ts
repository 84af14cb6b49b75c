/**
 * The shows a new post or comment may be about (issue 37, docs/spoilers.md "What is a spoiler"):
 * those whose tagging window may hold now (started, and ended less than
 * SPOILER_WINDOW_HOURS_AFTER_END ago, or live), each with its hashtag and who is on its card (the
 * wrestlers and teams of its matches' sides, and the current members of those teams) with every name
 * they go by. Read with one Query of the shows-by-start index (GSI2 SHOWS / {startsAt}#{id}), one
 * Query of each such show's partition (its card: data/catalogue/shows.ts `readShowPartition`) and
 * one or two BatchGets of the entities on the cards, then kept per container for
 * SHOW_WINDOW_TTL_MS: a warm function's create reads none. Whether a given instant is inside a
 * show's window is the domain's decision (domain/spoilers/about.ts); this keeps every show that may
 * be, until the next read.
 *
 * No items of its own. Stream consumers: none (a read).
 */
import { SPOILER_WINDOW_HOURS_AFTER_END } from '../../../shared/spoilers';
import { timedCache } from '../../lib/timed-cache';
import { entitiesById } from '../catalogue/entities';
import type { EntityItem } from '../catalogue/items';
import { readShowPartition, showsInWindow } from '../catalogue/shows';
import type { Db } from '../client';

/** How long a container keeps the shows (a card or a show's times edited show within this). */
export const SHOW_WINDOW_TTL_MS = 60_000;
/**
 * How long before now a show may have started and still be read: its window is its run plus
 * SPOILER_WINDOW_HOURS_AFTER_END, so a show running longer than 48 hours loses its last hours.
 */
export const SHOW_WINDOW_LOOKBACK_HOURS = 72;
/** At most this many shows read (far more than air in three days). */
export const SHOW_WINDOW_MAX = 500;

const HOUR = 3_600_000;

/** One wrestler or team on a card (or a member of a team on it) and every name it goes by. */
export interface CardName {
  entityId: string;
  /** Its name, short name and also-known-as names, as stored. */
  names: string[];
}

/** A show a post may be about, with what names it. */
export interface TaggingShow {
  /** The show's entity (an answer's tag is made of it). */
  show: EntityItem;
  id: string;
  startsAt: string;
  endsAt: string;
  /** Its status is live (an overrun keeps its window open past its end). */
  live: boolean;
  /** Its hashtag without '#' (`WWERaw`), or null. */
  hashtag: string | null;
  card: CardName[];
}

const namesOf = (entity: EntityItem): string[] =>
  [entity.name, entity.shortName, ...((entity.akas as string[] | undefined) ?? [])].filter(
    (n): n is string => typeof n === 'string' && n.length > 0,
  );

/** The current members of a team (`to` absent or null), none for any other kind. */
const membersOf = (entity: EntityItem): string[] =>
  entity.kind === 'team'
    ? ((entity.members as { entityId: string; to?: string | null }[] | undefined) ?? [])
        .filter((m) => !m.to)
        .map((m) => m.entityId)
    : [];

async function read(db: Db, now: number): Promise<TaggingShow[]> {
  const started = await showsInWindow(
    db,
    {
      fromIso: new Date(now - SHOW_WINDOW_LOOKBACK_HOURS * HOUR).toISOString(),
      // A show starting before the next read is kept now, so its first minute is covered too.
      toIso: new Date(now + SHOW_WINDOW_TTL_MS).toISOString(),
    },
    SHOW_WINDOW_MAX,
  );
  const open = started.filter(
    (s) =>
      s.status === 'live' ||
      Date.parse(String(s.endsAt ?? s.startsAt)) + SPOILER_WINDOW_HOURS_AFTER_END * HOUR > now,
  );
  if (!open.length) return [];
  const cards = await Promise.all(open.map((s) => readShowPartition(db, s.id)));
  const onCards = cards.map((c) => [...new Set(c.matches.flatMap((m) => m.sides.flat()))]);
  const entities = await entitiesById(db, [...new Set(onCards.flat())]);
  const members = [...entities.values()].flatMap(membersOf).filter((id) => !entities.has(id));
  if (members.length)
    for (const [id, e] of await entitiesById(db, [...new Set(members)])) entities.set(id, e);
  return open.map((show, i) => {
    const card: CardName[] = [];
    const add = (entityId: string) => {
      const entity = entities.get(entityId);
      if (entity && !card.some((c) => c.entityId === entityId))
        card.push({ entityId, names: namesOf(entity) });
    };
    for (const id of onCards[i] ?? []) {
      add(id);
      const entity = entities.get(id);
      if (entity) for (const member of membersOf(entity)) add(member);
    }
    const current = cards[i]?.show ?? show;
    return {
      show: current,
      id: current.id,
      startsAt: String(current.startsAt),
      endsAt: String(current.endsAt ?? current.startsAt),
      live: current.status === 'live',
      hashtag: typeof current.hashtag === 'string' && current.hashtag ? current.hashtag : null,
      card,
    };
  });
}

const cache = timedCache<readonly TaggingShow[]>(SHOW_WINDOW_TTL_MS);

/** The shows whose tagging window may hold `now` (kept per container: lib/timed-cache.ts). */
export function showsForTagging(db: Db, now: Date): Promise<readonly TaggingShow[]> {
  return cache.get(now, (t) => read(db, t));
}
