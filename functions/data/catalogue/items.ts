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
 * which tells the show's live pages to refetch it.
 * An entity, its slug marker, its external-id markers and its search words are written in one transaction (a slug or
 * an external id taken by another entity refuses the write). Show ids are ULIDs of the show's start,
 * so ids sort by air time.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityKind, MatchResult } from '../../../shared/schemas/wrestling';
import { putNew, type TransactItems } from '../batch';
import type { Db } from '../client';
import { ENTITY_SEARCH_VERSION, entitySearchWrites, searchIsCurrent } from './search';
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

export async function getEntity(db: Db, id: string, consistent = false): Promise<EntityItem | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: entityKey(id), ConsistentRead: consistent }),
  );
  return (res.Item as EntityItem | undefined) ?? null;
}

/** The entity id a slug names, or null. */
export async function entityIdBySlug(db: Db, slug: string): Promise<string | null> {
  const res = await db.doc.send(new GetCommand({ TableName: db.table, Key: slugKey(slug) }));
  return (res.Item?.entityId as string | undefined) ?? null;
}

/** The entity id an external id names (what an earlier import wrote), or null. */
export async function entityIdByExternalId(
  db: Db,
  source: string,
  externalId: string,
): Promise<string | null> {
  const res = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: externalIdKey(source, externalId), ConsistentRead: true }),
  );
  return (res.Item?.entityId as string | undefined) ?? null;
}

/**
 * The transaction items that write an entity: the item itself and its markers. A new entity's
 * markers are new (a slug or external id taken refuses it); a changed one moves its slug marker,
 * and its facts are an Update that leaves the follower count alone. `previous` is the stored item
 * (null: new), and the entity's write is conditioned on its `updatedAt`, so two admins' edits
 * never both land. Its search words (data/entity-search.ts) change in the same transaction.
 */
export function entityWrites(db: Db, item: EntityItem, previous: EntityItem | null): TransactItems {
  const full = {
    ...item,
    ...entityKey(item.id),
    ...entityIndexKeys(item),
    searchVersion: ENTITY_SEARCH_VERSION,
  };
  const writes: TransactItems = [];
  writes.push(previous ? factsUpdate(db, full, previous) : putNew(db, full));
  if (!previous || previous.slug !== item.slug) {
    writes.push(putNew(db, { ...slugKey(item.slug), type: 'entity-slug', entityId: item.id }));
    if (previous) writes.push({ Delete: { TableName: db.table, Key: slugKey(previous.slug) } });
  }
  for (const [source, externalId] of Object.entries(item.externalIds)) {
    if (previous?.externalIds[source] === externalId) continue;
    writes.push(
      putNew(db, { ...externalIdKey(source, externalId), type: 'entity-external', entityId: item.id }),
    );
  }
  // The words it is found by (data/entity-search.ts), in step with its names.
  writes.push(...entitySearchWrites(db, item, previous));
  return writes;
}

/**
 * What the fans' side and the consumers keep on an entity item: never written by an edit of its
 * facts (a follow between the edit's read and its write still counts).
 */
const KEPT_ON_EDIT = new Set(['PK', 'SK', 'followerCount', 'big', 'bigSince', 'cardVersion']);

/**
 * An edit of a stored entity's facts: SET what the new facts say, REMOVE what they dropped, leave
 * the counters alone, conditioned on the `updatedAt` that was read (two edits never both land).
 */
function factsUpdate(db: Db, full: Record<string, unknown>, previous: EntityItem) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':seen': previous.updatedAt };
  const sets: string[] = [];
  const removes: string[] = [];
  let n = 0;
  for (const [name, value] of Object.entries(full)) {
    if (KEPT_ON_EDIT.has(name) || value === undefined) continue;
    names[`#a${n}`] = name;
    values[`:v${n}`] = value;
    sets.push(`#a${n} = :v${n}`);
    n++;
  }
  for (const name of Object.keys(previous)) {
    if (KEPT_ON_EDIT.has(name) || full[name] !== undefined) continue;
    names[`#a${n}`] = name;
    removes.push(`#a${n}`);
    n++;
  }
  names['#updatedAt'] = 'updatedAt';
  return {
    Update: {
      TableName: db.table,
      Key: { PK: full.PK as string, SK: full.SK as string },
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: '#updatedAt = :seen',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** A show and its card (matches by position) and who appears on it: one Query of its partition. */
export async function readShowPartition(
  db: Db,
  showId: string,
): Promise<{ show: EntityItem | null; matches: MatchItem[]; links: LinkItem[] }> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': entityPk(showId) },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start);
  const show = (items.find((i) => i.SK === KEYS.entity.sk) as EntityItem | undefined) ?? null;
  const matches = (items.filter((i) => i.type === 'match') as unknown as MatchItem[]).sort(
    (a, b) => a.position - b.position,
  );
  const links = items.filter((i) => i.type === 'entity-link') as unknown as LinkItem[];
  return { show, matches, links };
}

/** The time part of a ULID of `time`: show ids are ULIDs of their start. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function ulidTime(time: number): string {
  let out = '';
  for (let i = 0, t = Math.max(0, time); i < 10; i++, t = Math.floor(t / 32)) out = CROCKFORD[t % 32] + out;
  return out;
}

/**
 * The shows of one name (a series, by its folded name: search's series entries) nearest `now`: up
 * to `each` starting at or after it (soonest first) and up to `each` before it (latest first). Two
 * Queries of GSI1 ENTITIES#show, side by side.
 */
export async function seriesShows(db: Db, series: string, now: number, each: number): Promise<EntityItem[]> {
  const pk = `${KEYS.entity.gsi1}show`;
  const split = kindIndexKey(series, ulidTime(now));
  const query = (forward: boolean) =>
    db.doc.send(
      new QueryCommand({
        TableName: db.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
        ExpressionAttributeValues: forward
          ? { ':pk': pk, ':from': split, ':to': kindIndexKey(series, '~') }
          : { ':pk': pk, ':from': kindIndexKey(series, ''), ':to': split },
        ScanIndexForward: forward,
        Limit: each,
      }),
    );
  const [next, last] = await Promise.all([query(true), query(false)]);
  return [...(next.Items ?? []), ...(last.Items ?? [])] as EntityItem[];
}

/**
 * One page of every entity of a kind (GSI1 ENTITIES#{kind}): each whose search entries were written
 * in an older layout (data/entity-search.ts) gets them again, its `searchVersion` set in the same
 * transaction, conditioned on the `updatedAt` read (an edit meanwhile wins, and wrote them).
 * Idempotent; `npm run migrate:entity-search` runs it over every kind.
 */
export async function reindexEntitySearchPage(
  db: Db,
  kind: EntityKind,
  cursor?: Record<string, unknown>,
): Promise<{ entities: number; rewritten: number; next?: Record<string, unknown> }> {
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `${KEYS.entity.gsi1}${kind}` },
      Limit: 100,
      ExclusiveStartKey: cursor,
    }),
  );
  const items = (res.Items ?? []) as EntityItem[];
  let rewritten = 0;
  for (const item of items) {
    if (searchIsCurrent(item)) continue;
    try {
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: db.table,
                Key: entityKey(item.id),
                UpdateExpression: 'SET searchVersion = :v',
                ConditionExpression: 'updatedAt = :seen',
                ExpressionAttributeValues: { ':v': ENTITY_SEARCH_VERSION, ':seen': item.updatedAt },
              },
            },
            ...entitySearchWrites(db, item, item),
          ],
        }),
      );
      rewritten++;
    } catch (err) {
      // Changed since this page was read: that write gave it its entries.
      if ((err as { name?: string }).name !== 'TransactionCanceledException') throw err;
    }
  }
  return { entities: items.length, rewritten, next: res.LastEvaluatedKey };
}
