/**
 * The wrestling catalogue's entities, their slugs and external ids, the relations between them, a
 * show's card and a championship's reigns (docs/wrestling.md).
 *
 *   ENTITY#{id} / ENTITY                    an entity (kind, slug, name, facts, followerCount)
 *       GSI1 ENTITIES#{kind} / {sortName}#{id}          every entity of a kind, by name (the shows
 *                                                       of one name by air time: search's series)
 *       GSI2 SHOWS / {startsAt}#{id}                    (shows) the calendar
 *       GSI3 PSHOWS#{promotionId} / {startsAt}#{id}     (shows) a promotion's calendar
 *       GSI3 PTITLES#{promotionId} / {sortName}#{id}    (championships) a promotion's titles
 *   ESLUG#{slug} / SLUG                     the slug's uniqueness marker (holds the id)
 *   EXTID#{source}:{externalId} / EXTID     an external id's marker (holds the id): imports find
 *                                           what they wrote before by it
 *   ENTITY#{showId} / MATCH#{matchId}       a match on a show's card
 *   ENTITY#{fromId} / LINK#{rel}#{toId}     a relation; GSI1 LINKED#{toId} / {rel}#{fromId}
 *                                           (a holder link changed by results: `resultMarks`)
 *   ENTITY#{championshipId} / REIGN#{startedOn}#{n}   a championship's reign (`wonAt`, `lostAt`
 *                                           when a result began or ended it)
 *
 * Results are spoilers (docs/wrestling.md, "Results are spoilers"): what a result changes is marked
 * with the show and match of the result instead of overwritten, so the state before it stays
 * readable from the same items. A title change keeps the loser's holder link (`resultMarks` ends
 * with `{lostAt}`), marks the winner's (`{wonAt}`), and marks the reigns it ended (`lostAt`) and began
 * (`wonAt`). Facts (crowning, vacating, the import) write plain links and drop the marks.
 *
 * A show's partition holds the show, its matches and its `appeared` links: the card is one Query.
 *
 * Stream consumers (docs/architecture.md, "Which consumers react to which item"): a match
 * (INSERT, MODIFY, REMOVE) and an entity's MODIFY (a show's status or facts) reach show-watchers,
 * which tells the show's live pages to refetch it; a match's INSERT and MODIFY reach show-alerts
 * (a match gone live: show-night alerts, domain/rooms/alerts.ts) and pick-scores (a result entered
 * or its winner corrected: the match's picks scored, domain/ratings/pick-scoring.ts).
 * An entity, its slug marker, its external-id markers and its search words are written in one transaction (a slug or
 * an external id taken by another entity refuses the write). Show ids are ULIDs of the show's start,
 * so ids sort by air time.
 */
import type { EntityKind, MatchResult } from '../../../shared/schemas/wrestling';
import { idAfter, KEYS, type KeyLike } from '../keys';

/** The facts of one entity as stored (the API's Entity minus followerCount's freshness). */
export interface EntityItem {
  PK: string;
  SK: typeof KEYS.entity.sk;
  type: 'entity';
  id: string;
  kind: EntityKind;
  slug: string;
  name: string;
  /** Folded name for sorting and search (shared/search.ts). */
  sortName: string;
  colors: { primary: string; secondary: string };
  followerCount: number;
  demo: boolean;
  externalIds: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  /** Kind-specific facts (see shared/schemas/wrestling.ts entitySchema). */
  [fact: string]: unknown;
}

export interface MatchItem {
  PK: string;
  SK: string;
  type: 'match';
  id: string;
  showId: string;
  position: number;
  sides: string[][];
  stipulation: string | null;
  championshipId: string | null;
  status: 'upcoming' | 'live' | 'finished';
  result: MatchResult | null;
  demo: boolean;
  updatedAt: string;
  /** MATCHID#{matchId} / MATCH: the match found by its id alone (items written before issue 39 lack it). */
  GSI1PK?: string;
  GSI1SK?: string;
}

export type LinkRel = 'roster' | 'member' | 'holder' | 'appeared';

/** The result (show and match) that changed something. */
export interface ResultMark {
  showId: string;
  matchId: string;
}
/** One change of a holder link by a result: the title won, or lost. */
export type HolderMark = { wonAt: ResultMark } | { lostAt: ResultMark };

export interface LinkItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  type: 'entity-link';
  rel: LinkRel;
  fromId: string;
  toId: string;
  /** Member since / until (team members), when known. */
  from?: string | null;
  to?: string | null;
  /** `appeared`: who the entity faced in its first match on the show (the other sides' ids). */
  vs?: string[];
  /** `appeared`: the championship at stake in that match (absent: none, or written before it was kept). */
  championshipId?: string;
  /**
   * `holder`: the results that changed it, oldest first (absent: a fact, crowned or imported). Before
   * the first it held the title if the first is a `lostAt`; after each it holds it if that one is a
   * `wonAt`. A link that no longer holds is kept while it has marks: the state before them.
   */
  resultMarks?: HolderMark[];
}

export interface ReignItem {
  PK: string;
  SK: string;
  type: 'reign';
  championshipId: string;
  holderIds: string[];
  /** YYYY-MM-DD; `to` null while it lasts. */
  from: string;
  to: string | null;
  /** The show (and match) it was won at, when known. */
  showId: string | null;
  matchId: string | null;
  demo: boolean;
  /** The result that began it (absent: a fact, crowned or imported). */
  wonAt?: ResultMark;
  /** The result that ended it, setting `to` (absent: still open, or ended by a fact). */
  lostAt?: ResultMark;
}

export const entityPk = (id: string) => `${KEYS.entity.pk}${id}`;
export const entityKey = (id: string) => ({ PK: entityPk(id), SK: KEYS.entity.sk });
export const entityIdOf = (pk: string) => idAfter(KEYS.entity.pk, pk);
/** The entity an ENTITY#{id} / ENTITY key names (stream records), or null. */
export function parseEntityKey(key: KeyLike): { entityId: string } | null {
  const entityId = key.SK === KEYS.entity.sk ? idAfter(KEYS.entity.pk, key.PK) : null;
  return entityId ? { entityId } : null;
}
/** The show and match an ENTITY#{showId} / MATCH#{matchId} key names (stream records), or null. */
export function parseMatchKey(key: KeyLike): { showId: string; matchId: string } | null {
  const showId = idAfter(KEYS.match.pk, key.PK);
  const matchId = idAfter(KEYS.match.sk, key.SK);
  return showId && matchId ? { showId, matchId } : null;
}
export const slugKey = (slug: string) => ({ PK: `${KEYS.entitySlug.pk}${slug}`, SK: KEYS.entitySlug.sk });
export const externalIdKey = (source: string, externalId: string) => ({
  PK: `${KEYS.entityExternal.pk}${source}:${externalId}`,
  SK: KEYS.entityExternal.sk,
});
export const matchKey = (showId: string, matchId: string) => ({
  PK: entityPk(showId),
  SK: `${KEYS.match.sk}${matchId}`,
});
export const linkKey = (rel: LinkRel, fromId: string, toId: string) => ({
  PK: entityPk(fromId),
  SK: `${KEYS.entityLink.sk}${rel}#${toId}`,
});
export const linkItem = (
  rel: LinkRel,
  fromId: string,
  toId: string,
  dates: { from?: string | null; to?: string | null } = {},
): LinkItem => ({
  ...linkKey(rel, fromId, toId),
  GSI1PK: `${KEYS.entityLink.gsi1}${toId}`,
  GSI1SK: `${rel}#${fromId}`,
  type: 'entity-link',
  rel,
  fromId,
  toId,
  ...dates,
});
/**
 * A show's `appeared` links for a card: one per wrestler or team on it, with `vs`, everyone on the
 * other sides of the first match (by position) it is in, and that match's `championshipId` when a
 * title is at stake, for the "Recent matches" of its page.
 */
export function appearedLinks(
  showId: string,
  card: { position: number; sides: string[][]; championshipId?: string | null }[],
): LinkItem[] {
  const links = new Map<string, LinkItem>();
  for (const match of [...card].sort((a, b) => a.position - b.position))
    for (const side of match.sides)
      for (const id of side)
        if (!links.has(id))
          links.set(id, {
            ...linkItem('appeared', showId, id),
            vs: match.sides.filter((other) => other !== side).flat(),
            ...(match.championshipId ? { championshipId: match.championshipId } : {}),
          });
  return [...links.values()];
}

/** The GSI1 sort key of a show's `appeared` link at (or after) an instant: show ids are ULIDs of their start. */
export const appearedSince = (showIdAtInstant: string) => `appeared#${showIdAtInstant}`;

export const reignKey = (championshipId: string, from: string, n: number) => ({
  PK: entityPk(championshipId),
  SK: `${KEYS.reign.sk}${from}#${n}`,
});

/**
 * An entity's sort key on GSI1 ENTITIES#{kind}: its folded name, then its id (the shows of one name
 * sort by air time).
 */
export const kindIndexKey = (sortName: string, id: string) => `${sortName}#${id}`;

/** The index keys an entity item carries, by kind (shows are on the calendar indexes too). */
export function entityIndexKeys(
  item: Pick<EntityItem, 'id' | 'kind' | 'sortName'> & Record<string, unknown>,
) {
  const keys: Record<string, string> = {
    GSI1PK: `${KEYS.entity.gsi1}${item.kind}`,
    GSI1SK: kindIndexKey(item.sortName, item.id),
  };
  if (item.kind === 'championship' && item.promotionId) {
    keys.GSI3PK = `${KEYS.entity.gsi3Titles}${item.promotionId as string}`;
    keys.GSI3SK = `${item.sortName}#${item.id}`;
  }
  if (item.kind === 'show') {
    keys.GSI2PK = KEYS.entity.gsi2;
    keys.GSI2SK = `${item.startsAt as string}#${item.id}`;
    keys.GSI3PK = `${KEYS.entity.gsi3}${item.promotionId as string}`;
    keys.GSI3SK = `${item.startsAt as string}#${item.id}`;
  }
  return keys;
}

/** An entity's item (its keys and index keys are data/catalogue/entities.ts `entityWrites`'s). */
export const entityItem = (
  fields: Pick<
    EntityItem,
    | 'id'
    | 'kind'
    | 'slug'
    | 'name'
    | 'sortName'
    | 'colors'
    | 'followerCount'
    | 'demo'
    | 'externalIds'
    | 'createdAt'
    | 'updatedAt'
  > &
    Record<string, unknown>,
): EntityItem => ({
  ...fields,
  PK: entityPk(fields.id),
  SK: KEYS.entity.sk,
  type: 'entity',
});

/** A match item on a show's card, found by its id alone on GSI1 (MATCHID#{id} / MATCH). */
export const matchItem = (
  fields: Omit<MatchItem, 'PK' | 'SK' | 'type' | 'GSI1PK' | 'GSI1SK'>,
): MatchItem => ({
  ...fields,
  ...matchKey(fields.showId, fields.id),
  type: 'match',
  GSI1PK: `${KEYS.match.gsi1}${fields.id}`,
  GSI1SK: KEYS.match.gsi1Sk,
});

/** A championship's reign item, the `n`th that began on its `from` day. */
export const reignItem = (fields: Omit<ReignItem, 'PK' | 'SK' | 'type'>, n: number): ReignItem => ({
  ...fields,
  ...reignKey(fields.championshipId, fields.from, n),
  type: 'reign',
});

/**
 * Whether a stored entity carries the index keys its facts imply (`item`: the stored one with the
 * new facts): one stored before its kind had them (a championship before its promotion's GSI3
 * PTITLES#) does not.
 */
export const indexedAsFacts = (stored: Record<string, unknown>, item: EntityItem) =>
  Object.entries(entityIndexKeys(item)).every(([k, v]) => stored[k] === v);
