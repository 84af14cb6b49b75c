/**
 * The admin Catalogue tab (issue 28, docs/wrestling.md): admins create and edit entities, build a
 * show's card, mark a show live and finished, enter results (a title change follows from them) and
 * crown champions. Every change is one transaction with its CATALOGUE#AUDIT entry and the links it
 * implies (roster, member, holder, appeared); a refused change writes nothing.
 *
 * Concurrency: an entity's write is conditioned on the `updatedAt` the admin saw (a stale edit is
 * 409); a card's changes are conditioned on the show's `cardVersion` (so two admins cannot put two
 * matches at one position); a result on the match's `updatedAt` and the championship's.
 */

import { dayIn } from '../../../shared/days';
import { parseMatchTime } from '../../../shared/match-time';
import { CATALOGUE_TEXTS, CATALOGUE_ADMIN_TEXTS as T } from '../../../shared/messages-wrestling';
import type {
  AdminEntity,
  CatalogueAction,
  CatalogueAuditEntry,
  CatalogueQuery,
  CrownInput,
  EntityUpdate,
  MatchUpdate,
  Reign,
} from '../../../shared/schemas/catalogue-admin';
import type {
  EntityInput,
  EntityKind,
  Match,
  MatchInput,
  MatchResultInput,
} from '../../../shared/schemas/wrestling';
import { SHOW_STATUSES } from '../../../shared/schemas/wrestling';
import { foldText, nameWords } from '../../../shared/search';
import { type TransactItems, transactWrite } from '../../data/batch';
import {
  type CatalogueAuditItem,
  catalogueAuditItem,
  catalogueAuditPage,
  entitiesOfKind,
  showsNewestFirst,
  titleHistory,
} from '../../data/catalogue/audit';
import { entitiesById, entityWrites, getEntity } from '../../data/catalogue/entities';
import {
  appearedLinks,
  type EntityItem,
  entityKey,
  type HolderMark,
  type LinkItem,
  linkItem,
  type MatchItem,
  matchKey,
  type ReignItem,
  type ResultMark,
  reignKey,
} from '../../data/catalogue/items';
import { ENTITY_SEARCH_CANDIDATES, entitySearchWords, searchEntityIndex } from '../../data/catalogue/search';
import { readShowPartition, seriesShows } from '../../data/catalogue/shows';
import { conditionFailedAt, type Db } from '../../data/client';
import { KEYS } from '../../data/keys';
import { clockNow } from '../../lib/clock';
import { conflict, type DomainError, invalid, notFound } from '../../lib/errors';
import { ulid } from '../../lib/ulid';
import {
  finishProblems,
  holderProblems,
  memberProblems,
  positionProblems,
  reignProblems,
  resultProblems,
  showTimeProblems,
  sidesProblems,
} from './rules';
import { holdsTitle, revealResults, toEntity } from './shapes';
import { toMatch } from './shows';

export interface CatalogueDeps {
  db: Db;
  now: () => Date;
}

/** The monogram colours of an entity without a promotion. */
export const GREY = { primary: '#455a64', secondary: '#eceff1' } as const;

export const toAdminEntity = (item: EntityItem): AdminEntity => ({
  ...toEntity(item),
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

const matchOut = (item: MatchItem): Match => toMatch(item, true);

// ---------------------------------------------------------------------------------------------
// Transactions and the audit entry

/** Runs the transaction; a failed condition at index i becomes `refusal(i)` (a 4xx), else rethrown. */
async function commit(db: Db, items: TransactItems, refusal: (index: number) => DomainError): Promise<void> {
  try {
    await transactWrite(db, items);
  } catch (err) {
    const index = items.findIndex((_, i) => conditionFailedAt(err, i));
    if (index >= 0) throw refusal(index);
    throw err;
  }
}

function audit(
  deps: CatalogueDeps,
  actorId: string,
  action: CatalogueAction,
  entity: { id: string; kind: EntityKind },
  before: object | null,
  after: object | null,
): { Put: { TableName: string; Item: CatalogueAuditItem } } {
  const at = deps.now();
  return {
    Put: {
      TableName: deps.db.table,
      Item: catalogueAuditItem({
        id: ulid(at.getTime()),
        actorId,
        action,
        entityId: entity.id,
        kind: entity.kind,
        at: at.toISOString(),
        before: before as Record<string, unknown> | null,
        after: after as Record<string, unknown> | null,
      }),
    },
  };
}

export async function listCatalogueAudit(
  db: Db,
  page: { limit: number; before?: string },
): Promise<{ items: CatalogueAuditEntry[]; nextCursor: string | undefined }> {
  const items = await catalogueAuditPage(db, page);
  return {
    items: items.map((item) => {
      const { id, actorId, at } = item;
      if (item.action === 'import')
        return {
          id,
          actorId,
          action: item.action,
          entityId: null,
          kind: null,
          at,
          before: null,
          after: { source: item.source, counts: item.counts },
        };
      const { action, entityId, kind, before, after } = item;
      return { id, actorId, action, entityId, kind, at, before, after };
    }),
    nextCursor: items.length >= page.limit ? items[items.length - 1]?.id : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Entities

/** The entities `ids` name, each required to be of one of `kinds` (else 400 naming it). */
async function referenced(
  db: Db,
  ids: readonly string[],
  kinds: readonly EntityKind[],
  message: (id: string) => string,
): Promise<Map<string, EntityItem>> {
  if (!ids.length) return new Map();
  const found = await entitiesById(db, ids);
  for (const id of ids) {
    const item = found.get(id);
    if (!item || !kinds.includes(item.kind)) throw invalid(message(id));
  }
  return found;
}

/** Refuses (400) with the first of a rule's problems (./catalogue-rules.ts), if any. */
function refuse(problems: readonly string[]): void {
  if (problems[0]) throw invalid(problems[0]);
}

/** How many of a card's matches have no result yet (a show is finished only with none). */
const withoutResult = (matches: readonly MatchItem[]) => matches.filter((m) => !m.result).length;

/** How the rules name an entity: its slug (the import names it so too), else its id. */
const slugOf = (found: Map<string, EntityItem>, id: string) => found.get(id)?.slug ?? id;

/** The links an entity's facts imply (roster, member, holder), by key. */
function factLinks(item: EntityItem): Map<string, LinkItem> {
  const links: LinkItem[] = [
    ...((item.promotionIds as string[] | undefined) ?? []).map((p) => linkItem('roster', p, item.id)),
    ...(
      (item.members as { entityId: string; from: string | null; to: string | null }[] | undefined) ?? []
    ).map((m) => linkItem('member', item.id, m.entityId, { from: m.from, to: m.to })),
    ...((item.holderIds as string[] | undefined) ?? []).map((h) => linkItem('holder', item.id, h)),
  ];
  return new Map(links.map((l) => [`${l.PK}|${l.SK}`, l]));
}

/** Puts the links that are new or changed, deletes those that went away. */
function linkChanges(db: Db, before: Map<string, LinkItem>, after: Map<string, LinkItem>): TransactItems {
  const writes: TransactItems = [];
  for (const [key, link] of after)
    if (JSON.stringify(before.get(key)) !== JSON.stringify(link))
      writes.push({ Put: { TableName: db.table, Item: link } });
  for (const [key, link] of before)
    if (!after.has(key)) writes.push({ Delete: { TableName: db.table, Key: { PK: link.PK, SK: link.SK } } });
  return writes;
}

/** The stored facts of an input: references checked, times in UTC, colours from the promotion. */
async function factsOf(db: Db, input: EntityInput): Promise<Record<string, unknown>> {
  const { kind: _kind, slug: _slug, name: _name, ...facts } = input as EntityInput & Record<string, unknown>;
  const promotionIds =
    input.kind === 'wrestler' || input.kind === 'team'
      ? input.promotionIds
      : input.kind === 'championship' || input.kind === 'show'
        ? [input.promotionId]
        : [];
  const promotions = await referenced(db, [...new Set(promotionIds)], ['promotion'], T.notAPromotion);
  if (input.kind === 'team') {
    const found = await referenced(
      db,
      [...new Set(input.members.map((m) => m.entityId))],
      ['wrestler'],
      T.notAWrestler,
    );
    refuse(memberProblems(input.members.map((m) => ({ ...m, ref: slugOf(found, m.entityId) }))));
  }
  if (input.kind === 'show') {
    refuse(showTimeProblems(input.startsAt, input.endsAt));
    facts.startsAt = new Date(input.startsAt).toISOString();
    facts.endsAt = new Date(input.endsAt).toISOString();
  }
  if (input.kind !== 'promotion') {
    const first = promotionIds[0] ? promotions.get(promotionIds[0]) : undefined;
    facts.colors = first?.colors ?? GREY;
  }
  return facts;
}

const slugOrStale = (isNew: boolean) => (index: number) =>
  index === 0 && !isNew ? conflict(T.stale) : conflict(T.slugTaken);

/** POST /api/admin/entities: a new entity, its markers, its links and the audit entry, at once. */
export async function createEntity(
  deps: CatalogueDeps,
  actorId: string,
  input: EntityInput,
): Promise<AdminEntity> {
  const facts = await factsOf(deps.db, input);
  const now = deps.now().toISOString();
  const id = input.kind === 'show' ? ulid(Date.parse(facts.startsAt as string)) : ulid();
  const item: EntityItem = {
    ...facts,
    PK: '',
    SK: KEYS.entity.sk,
    type: 'entity',
    id,
    kind: input.kind,
    slug: input.slug,
    name: input.name,
    sortName: foldText(input.name),
    colors: facts.colors as EntityItem['colors'],
    followerCount: 0,
    demo: false,
    externalIds: {},
    createdAt: now,
    updatedAt: now,
    ...(input.kind === 'championship' ? { holderIds: [] } : {}),
  };
  await commit(
    deps.db,
    [
      ...entityWrites(deps.db, item, null),
      ...linkChanges(deps.db, new Map(), factLinks(item)),
      audit(deps, actorId, 'create', item, null, toEntity(item)),
    ],
    slugOrStale(true),
  );
  return toAdminEntity(item);
}

/** PUT /api/admin/entities/{entityId}: new facts over the `updatedAt` the admin saw. */
export async function updateEntity(
  deps: CatalogueDeps,
  actorId: string,
  entityId: string,
  update: EntityUpdate,
): Promise<AdminEntity> {
  const stored = await getEntity(deps.db, entityId, true);
  if (!stored) throw notFound(CATALOGUE_TEXTS.notFound);
  const input = update.entity;
  if (input.kind !== stored.kind) throw invalid(T.kindChanged);
  if (stored.updatedAt !== update.updatedAt) throw conflict(T.stale);
  if (input.kind === 'show' && statusRank(input.status) < statusRank(stored.status))
    throw invalid(T.statusOrder);
  // Finished through the form: the card must be settled, as with the status route.
  if (input.kind === 'show' && input.status === 'finished' && stored.status !== 'finished')
    refuse(finishProblems(withoutResult((await readShowPartition(deps.db, entityId)).matches)));
  const facts = await factsOf(deps.db, input);
  const item: EntityItem = {
    ...stored,
    ...facts,
    slug: input.slug,
    name: input.name,
    sortName: foldText(input.name),
    colors: facts.colors as EntityItem['colors'],
    updatedAt: deps.now().toISOString(),
  };
  await commit(
    deps.db,
    [
      ...entityWrites(deps.db, item, stored),
      ...linkChanges(deps.db, factLinks(stored), factLinks(item)),
      audit(deps, actorId, 'update', item, toEntity(stored), toEntity(item)),
    ],
    slugOrStale(false),
  );
  return toAdminEntity(item);
}

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');
function decodeCursor(cursor: string): Record<string, unknown> {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (key && typeof key === 'object' && !Array.isArray(key)) return key as Record<string, unknown>;
  } catch {
    // falls through to the refusal
  }
  throw invalid('Invalid cursor');
}

/** Show series a search of the admin list reads at most, and their shows each side of now. */
const ADMIN_SERIES_MAX = 8;
const ADMIN_SERIES_SHOWS = 10;

const newestShowFirst = (a: EntityItem, b: EntityItem) =>
  String(b.startsAt).localeCompare(String(a.startsAt)) || b.id.localeCompare(a.id);

/**
 * GET /api/admin/entities: one kind's entities, a page at a time: by name, shows by date (newest
 * first). With `q`, those with a word of their name, also-known-as names or short name starting with
 * each of its words (accents and case ignored: "smackdown" finds "WWE SmackDown"), from the search
 * index (one Query, one BatchGet; ENTITY_SEARCH_CANDIDATES at most, no next page).
 */
export async function listCatalogue(
  db: Db,
  query: CatalogueQuery,
): Promise<{ items: AdminEntity[]; nextCursor: string | undefined }> {
  const words = nameWords(query.q ?? '');
  if (words[0]) {
    const hits = await searchEntityIndex(db, words[0], ENTITY_SEARCH_CANDIDATES, query.kind);
    // Shows are indexed by series (every show of a name): its shows around now, newest first.
    const shows = await Promise.all(
      hits.series
        .slice(0, ADMIN_SERIES_MAX)
        .map((s) => seriesShows(db, s.name, clockNow().getTime(), ADMIN_SERIES_SHOWS)),
    );
    const found = [...(await entitiesById(db, hits.ids)).values(), ...shows.flat()];
    const items = found.filter((e) => {
      if (e.kind !== query.kind) return false;
      const have = entitySearchWords(e);
      return words.every((w) => have.some((h) => h.startsWith(w)));
    });
    items.sort(query.kind === 'show' ? newestShowFirst : (a, b) => a.sortName.localeCompare(b.sortName));
    return { items: items.slice(0, query.limit).map(toAdminEntity), nextCursor: undefined };
  }
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const page =
    query.kind === 'show'
      ? await showsNewestFirst(db, query.limit, cursor)
      : await entitiesOfKind(db, query.kind, '', query.limit, cursor);
  return {
    items: page.items.map(toAdminEntity),
    nextCursor: page.next ? encodeCursor(page.next) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// A show's card

async function loadShow(db: Db, showId: string) {
  const part = await readShowPartition(db, showId);
  if (!part.show) throw notFound(CATALOGUE_TEXTS.notFound);
  if (part.show.kind !== 'show') throw invalid(T.notAShow);
  return part as typeof part & { show: EntityItem };
}

/** The show's card version moves on with every card change (two changes from one read: one wins). */
function bumpCard(db: Db, show: EntityItem) {
  const seen = (show.cardVersion as number | undefined) ?? 0;
  return {
    Update: {
      TableName: db.table,
      Key: entityKey(show.id),
      UpdateExpression: 'SET cardVersion = :next',
      ConditionExpression: seen ? 'cardVersion = :seen' : 'attribute_not_exists(cardVersion)',
      ExpressionAttributeValues: seen ? { ':next': seen + 1, ':seen': seen } : { ':next': 1 },
    },
  };
}

/** Checks a match's sides, position and championship against the card and the catalogue. */
async function checkMatch(db: Db, input: MatchInput, card: MatchItem[], matchId: string | null) {
  const others = card.filter((m) => m.id !== matchId);
  refuse(
    positionProblems(
      input.position,
      others.map((m) => m.position),
    ),
  );
  if (!matchId && card.length >= 20) throw invalid(T.cardFull);
  const found = await referenced(
    db,
    [...new Set(input.sides.flat())],
    ['wrestler', 'team'],
    T.notAWrestlerOrTeam,
  );
  refuse(sidesProblems(input.sides.map((side) => side.map((id) => slugOf(found, id)))));
  if (input.championshipId)
    await referenced(db, [input.championshipId], ['championship'], T.notAChampionship);
}

/** The show's `appeared` links kept to everyone on its card. */
function appearedChanges(db: Db, showId: string, links: LinkItem[], card: MatchItem[]): TransactItems {
  const before = new Map(
    links.filter((l) => l.rel === 'appeared').map((l) => [`${l.PK}|${l.SK}`, l] as const),
  );
  const after = new Map(appearedLinks(showId, card).map((l) => [`${l.PK}|${l.SK}`, l] as const));
  // Links whose opponents (and title at stake) are the same stay as they are (linkChanges puts only
  // new or changed ones).
  for (const [key, link] of after) {
    const stored = before.get(key);
    if (stored && String(stored.vs) === String(link.vs) && stored.championshipId === link.championshipId)
      after.set(key, stored);
  }
  return linkChanges(db, before, after);
}

const cardChanged = () => conflict(T.cardChanged);

export async function addMatch(
  deps: CatalogueDeps,
  actorId: string,
  showId: string,
  input: MatchInput,
): Promise<Match> {
  const { show, matches, links } = await loadShow(deps.db, showId);
  await checkMatch(deps.db, input, matches, null);
  const id = ulid(deps.now().getTime());
  const item: MatchItem = {
    ...matchKey(showId, id),
    type: 'match',
    id,
    showId,
    position: input.position,
    sides: input.sides,
    stipulation: input.stipulation,
    championshipId: input.championshipId,
    status: 'upcoming',
    result: null,
    demo: false,
    updatedAt: deps.now().toISOString(),
  };
  await commit(
    deps.db,
    [
      bumpCard(deps.db, show),
      { Put: { TableName: deps.db.table, Item: item } },
      ...appearedChanges(deps.db, showId, links, [...matches, item]),
      audit(deps, actorId, 'add-match', show, null, matchOut(item)),
    ],
    cardChanged,
  );
  return matchOut(item);
}

function matchOf(matches: MatchItem[], matchId: string): MatchItem {
  const match = matches.find((m) => m.id === matchId);
  if (!match) throw notFound(CATALOGUE_TEXTS.notFound);
  return match;
}

export async function updateMatch(
  deps: CatalogueDeps,
  actorId: string,
  showId: string,
  matchId: string,
  input: MatchUpdate,
): Promise<Match> {
  const { show, matches, links } = await loadShow(deps.db, showId);
  const stored = matchOf(matches, matchId);
  await checkMatch(deps.db, input, matches, matchId);
  if (input.status === 'live' && stored.status !== 'live' && show.status !== 'live')
    throw invalid(T.showNotLive);
  const item: MatchItem = {
    ...stored,
    position: input.position,
    sides: input.sides,
    stipulation: input.stipulation,
    championshipId: input.championshipId,
    status: stored.status === 'finished' ? 'finished' : (input.status ?? stored.status),
    updatedAt: deps.now().toISOString(),
  };
  await commit(
    deps.db,
    [
      bumpCard(deps.db, show),
      { Put: { TableName: deps.db.table, Item: item } },
      ...appearedChanges(
        deps.db,
        showId,
        links,
        matches.map((m) => (m.id === matchId ? item : m)),
      ),
      audit(deps, actorId, 'update-match', show, matchOut(stored), matchOut(item)),
    ],
    cardChanged,
  );
  return matchOut(item);
}

export async function deleteMatch(
  deps: CatalogueDeps,
  actorId: string,
  showId: string,
  matchId: string,
): Promise<{ deleted: true }> {
  const { show, matches, links } = await loadShow(deps.db, showId);
  const stored = matchOf(matches, matchId);
  await commit(
    deps.db,
    [
      bumpCard(deps.db, show),
      { Delete: { TableName: deps.db.table, Key: matchKey(showId, matchId) } },
      ...appearedChanges(
        deps.db,
        showId,
        links,
        matches.filter((m) => m.id !== matchId),
      ),
      audit(deps, actorId, 'delete-match', show, matchOut(stored), null),
    ],
    cardChanged,
  );
  return { deleted: true };
}

/** Where a status is on the way scheduled -> live -> finished (an edit too only goes forward). */
const statusRank = (status: unknown) => SHOW_STATUSES.indexOf(status as (typeof SHOW_STATUSES)[number]);

/** PUT /api/admin/shows/{showId}/status: scheduled -> live -> finished (forward only). */
export async function setShowStatus(
  deps: CatalogueDeps,
  actorId: string,
  showId: string,
  status: (typeof SHOW_STATUSES)[number],
): Promise<AdminEntity> {
  const { show, matches } = await loadShow(deps.db, showId);
  if (statusRank(status) <= statusRank(show.status)) throw invalid(T.statusOrder);
  if (status === 'finished') refuse(finishProblems(withoutResult(matches)));
  const updatedAt = deps.now().toISOString();
  // On the card read too: a match added meanwhile (the card's version moved) is not left open.
  const card = (show.cardVersion as number | undefined) ?? 0;
  await commit(
    deps.db,
    [
      {
        Update: {
          TableName: deps.db.table,
          Key: entityKey(showId),
          UpdateExpression: 'SET #status = :status, updatedAt = :now',
          ConditionExpression: card
            ? 'updatedAt = :seen AND cardVersion = :card'
            : 'updatedAt = :seen AND attribute_not_exists(cardVersion)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':now': updatedAt,
            ':seen': show.updatedAt,
            ...(card ? { ':card': card } : {}),
          },
        },
      },
      audit(deps, actorId, 'set-status', show, { status: show.status }, { status }),
    ],
    () => conflict(T.stale),
  );
  return toAdminEntity({ ...show, status, updatedAt });
}

// ---------------------------------------------------------------------------------------------
// Results and champions

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * The writes that make `holderIds` the championship's holders from `from`: the current reign ends,
 * a new one starts (none when vacated), holder links move, the championship item changes (on the
 * `updatedAt` read).
 *
 * `byResult` (a title change): results are spoilers, so what it changes is marked with it rather
 * than overwritten (docs/wrestling.md): the reign it ends gets `lostAt`, the one it begins `wonAt`,
 * the loser's holder link stays with `{lostAt}` added to its `resultMarks`, the winner's gets
 * `{wonAt}`. Without it (a crowning, a fact), the holder links become exactly the new holders', plain:
 * earlier results' marks and the links they kept go.
 */
async function newReignWrites(
  db: Db,
  championship: EntityItem,
  holderIds: string[],
  from: string,
  updatedAt: string,
  where: { showId: string | null; matchId: string | null; demo: boolean },
  byResult: ResultMark | null,
): Promise<{ writes: TransactItems; reign: ReignItem | null; after: EntityItem }> {
  const { holderLinks, reigns } = await titleHistory(db, championship.id);
  const writes: TransactItems = [];
  // The open reign ends on `from`: not before it began (the import's rule for any reign).
  for (const current of reigns.filter((r) => r.to === null))
    refuse(reignProblems({ from: current.from, to: from }));
  for (const current of reigns.filter((r) => r.to === null))
    writes.push({
      Update: {
        TableName: db.table,
        Key: { PK: current.PK, SK: current.SK },
        UpdateExpression: byResult ? 'SET #to = :to, lostAt = :mark' : 'SET #to = :to',
        ExpressionAttributeNames: { '#to': 'to' },
        ExpressionAttributeValues: byResult ? { ':to': from, ':mark': byResult } : { ':to': from },
      },
    });
  const reign: ReignItem | null = holderIds.length
    ? {
        ...reignKey(championship.id, from, reigns.length + 1),
        type: 'reign',
        championshipId: championship.id,
        holderIds,
        from,
        to: null,
        ...where,
        ...(byResult ? { wonAt: byResult } : {}),
      }
    : null;
  if (reign) writes.push({ Put: { TableName: db.table, Item: reign } });
  const after: EntityItem = { ...championship, holderIds, updatedAt };
  writes.unshift(...entityWrites(db, after, championship));
  const before = new Map(holderLinks.map((l) => [`${l.PK}|${l.SK}`, l] as const));
  writes.push(
    ...linkChanges(db, before, byResult ? markedHolderLinks(before, after, byResult) : factLinks(after)),
  );
  return { writes, reign, after };
}

/**
 * The holder links after a title change `mark`: those of the holders who lost it are kept with
 * `{lostAt}` added, the new holders' get `{wonAt}` (a new link, or one an earlier result kept), the
 * rest stay as they are.
 */
function markedHolderLinks(
  before: Map<string, LinkItem>,
  after: EntityItem,
  mark: ResultMark,
): Map<string, LinkItem> {
  const now = new Set(after.holderIds as string[]);
  const links = new Map(before);
  const marked = (link: LinkItem, change: HolderMark): LinkItem => ({
    ...link,
    resultMarks: [...(link.resultMarks ?? []), change],
  });
  for (const [key, link] of before) {
    const holds = holdsTitle(link, revealResults(true));
    if (holds && !now.has(link.toId)) links.set(key, marked(link, { lostAt: mark }));
    if (!holds && now.has(link.toId)) links.set(key, marked(link, { wonAt: mark }));
  }
  for (const holderId of now) {
    const link = linkItem('holder', after.id, holderId);
    const key = `${link.PK}|${link.SK}`;
    if (!links.has(key)) links.set(key, marked(link, { wonAt: mark }));
  }
  return links;
}

const toReign = (r: ReignItem): Reign => ({
  championshipId: r.championshipId,
  holderIds: r.holderIds,
  from: r.from,
  to: r.to,
  showId: r.showId,
  matchId: r.matchId,
  demo: r.demo,
});

/**
 * PUT .../matches/{matchId}/result: the match is finished with its winner (one tap), optionally
 * method and time; or without a winner, saying how it ended (a draw, a no contest...: never a title
 * change). A title match won by others than the holders is a title change, in the same
 * transaction: the reign ends, one starts for the winners, holder links and holderIds move.
 */
export async function setMatchResult(
  deps: CatalogueDeps,
  actorId: string,
  showId: string,
  matchId: string,
  input: MatchResultInput,
): Promise<Match> {
  const { show, matches } = await loadShow(deps.db, showId);
  const stored = matchOf(matches, matchId);
  refuse(resultProblems(input, stored.sides.length, undefined));
  if (stored.result?.titleChange && stored.result.winnerSide !== input.winnerSide)
    throw conflict(T.titleResultFixed);
  const updatedAt = deps.now().toISOString();
  const writes: TransactItems = [];
  let titleChange = stored.result?.titleChange ?? false;
  if (!titleChange && stored.championshipId && input.winnerSide !== null) {
    const championship = await getEntity(deps.db, stored.championshipId, true);
    const winners = stored.sides[input.winnerSide] ?? [];
    if (championship && !sameSet(winners, (championship.holderIds as string[] | undefined) ?? [])) {
      titleChange = true;
      const change = await newReignWrites(
        deps.db,
        championship,
        winners,
        // The reign starts on the show's own day (a Friday night title change in New York is Friday's).
        dayIn(String(show.startsAt), typeof show.timeZone === 'string' ? show.timeZone : undefined),
        updatedAt,
        { showId, matchId, demo: false },
        { showId, matchId },
      );
      writes.push(...change.writes);
    }
  }
  const item: MatchItem = {
    ...stored,
    status: 'finished',
    result: {
      winnerSide: input.winnerSide,
      method: input.method ?? null,
      // Entered as "m:ss" (the schema checked it), stored in seconds as ever.
      durationSeconds: input.duration ? parseMatchTime(input.duration) : null,
      titleChange,
    },
    updatedAt,
  };
  writes.unshift({
    Put: {
      TableName: deps.db.table,
      Item: item,
      ConditionExpression: 'updatedAt = :seen',
      ExpressionAttributeValues: { ':seen': stored.updatedAt },
    },
  });
  writes.push(audit(deps, actorId, 'set-result', show, matchOut(stored), matchOut(item)));
  await commit(deps.db, writes, () => conflict(T.stale));
  return matchOut(item);
}

/** POST /api/admin/championships/{entityId}/reigns: new holders from a date; none: vacated. */
export async function crownChampion(
  deps: CatalogueDeps,
  actorId: string,
  championshipId: string,
  input: CrownInput,
): Promise<{ championship: AdminEntity; reign: Reign | null }> {
  const championship = await getEntity(deps.db, championshipId, true);
  if (!championship) throw notFound(CATALOGUE_TEXTS.notFound);
  if (championship.kind !== 'championship') throw invalid(T.notAChampionship(championshipId));
  const found = await referenced(
    deps.db,
    [...new Set(input.holderIds)],
    ['wrestler', 'team'],
    T.notAWrestlerOrTeam,
  );
  refuse(holderProblems(input.holderIds.map((id) => slugOf(found, id))));
  const updatedAt = deps.now().toISOString();
  const { writes, reign, after } = await newReignWrites(
    deps.db,
    championship,
    input.holderIds,
    input.from,
    updatedAt,
    { showId: null, matchId: null, demo: false },
    null,
  );
  writes.push(
    audit(
      deps,
      actorId,
      'crown',
      championship,
      { holderIds: championship.holderIds ?? [] },
      { holderIds: input.holderIds, from: input.from },
    ),
  );
  await commit(deps.db, writes, () => conflict(T.stale));
  return { championship: toAdminEntity(after), reign: reign ? toReign(reign) : null };
}
