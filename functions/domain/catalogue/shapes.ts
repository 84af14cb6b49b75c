/**
 * The catalogue's shapes as fans read them: an entity item becomes an Entity (its facts) or an
 * EntityRef (enough to name and link it). Every answer naming an entity goes through these.
 */
import type { EntitySearchResult } from '../../../shared/schemas/entities';
import type { Entity, EntityRef } from '../../../shared/schemas/wrestling';
import type { EntityItem, HolderMark, LinkItem, ReignItem } from '../../data/catalogue/items';

/** Storage-only attributes that never reach an answer. */
const STORED_ONLY = new Set([
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'GSI3PK',
  'GSI3SK',
  'type',
  'sortName',
  'createdAt',
  'updatedAt',
  'big',
  'bigSince',
  // A show's card version (domain/catalogue/admin.ts: two card changes from one read, one wins).
  'cardVersion',
  // The layout of its search entries (data/catalogue/search.ts).
  'searchVersion',
]);

export function toEntity(item: EntityItem): Entity {
  const entity: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!STORED_ONLY.has(name)) entity[name] = value;
  return entity as Entity;
}

export const toEntityRef = (item: EntityItem): EntityRef => ({
  id: item.id,
  kind: item.kind,
  slug: item.slug,
  name: item.name,
  ...(item.shortName ? { shortName: item.shortName as string } : {}),
  colors: item.colors,
});

/** An entity a search found: its ref, and a show's start and status (same-name shows tell apart). */
export const toEntitySearchResult = (item: EntityItem): EntitySearchResult => ({
  ...toEntityRef(item),
  ...(item.kind === 'show'
    ? {
        startsAt: item.startsAt as string,
        status: item.status as EntitySearchResult['status'],
      }
    : {}),
});

// ---------------------------------------------------------------------------------------------
// Results are spoilers (docs/wrestling.md): what a fan did not ask to see is shown as it was before.

/**
 * Which results an answer may reflect, by the show they were entered at. Today all of them
 * (`results=true`) or none (`revealResults(false)`); Spoiler Guard can decide per show.
 */
export type Revealed = (showId: string) => boolean;
export const revealResults =
  (results: boolean): Revealed =>
  () =>
    results;

/** The show a holder link's mark is about, and whether it won the title there. */
const markOf = (mark: HolderMark) =>
  'wonAt' in mark ? { at: mark.wonAt, holds: true } : { at: mark.lostAt, holds: false };

/**
 * Whether a holder link holds its title in what the fan sees: as before its first mark (a `lostAt`
 * first: it held it), then as each revealed mark left it.
 */
export function holdsTitle(link: Pick<LinkItem, 'resultMarks'>, revealed: Revealed): boolean {
  const marks = (link.resultMarks ?? []).map(markOf);
  let holds = marks[0] ? !marks[0].holds : true;
  for (const mark of marks) if (revealed(mark.at.showId)) holds = mark.holds;
  return holds;
}

/**
 * A championship's reigns (newest first) as the fan sees them: a reign a hidden result began is left
 * out, and one a hidden result ended lasts until the next reign shown began (none: it lasts).
 */
export function reignsSeen<R extends Pick<ReignItem, 'from' | 'to' | 'wonAt' | 'lostAt'>>(
  newestFirst: readonly R[],
  revealed: Revealed,
): (R & { to: string | null })[] {
  const shown = newestFirst.filter((r) => !r.wonAt || revealed(r.wonAt.showId));
  return shown.map((r, i) =>
    r.lostAt && !revealed(r.lostAt.showId) ? { ...r, to: shown[i - 1]?.from ?? null } : r,
  );
}
