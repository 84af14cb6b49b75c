/**
 * The admin Catalogue tab's entities (docs/wrestling.md, ./admin.ts): create and edit one (its facts,
 * markers, implied links and audit entry in one transaction) and the admin list of a kind.
 */

import { CATALOGUE_TEXTS, CATALOGUE_ADMIN_TEXTS as T } from '../../../shared/messages-wrestling';
import type { AdminEntity, CatalogueQuery, EntityUpdate } from '../../../shared/schemas/catalogue-admin';
import type { EntityInput } from '../../../shared/schemas/wrestling';
import { foldText, nameWords } from '../../../shared/search';
import { entitiesById, entityPageOfKind, entityWrites, getEntity } from '../../data/catalogue/entities';
import { type EntityItem, entityItem } from '../../data/catalogue/items';
import { factLinkWrites } from '../../data/catalogue/links';
import { ENTITY_SEARCH_CANDIDATES, entitySearchWords, searchEntityIndex } from '../../data/catalogue/search';
import { readShowPartition, seriesShows, showsNewestFirst } from '../../data/catalogue/shows';
import { commitWrites } from '../../data/catalogue/writes';
import type { Db } from '../../data/client';
import { clockNow } from '../../lib/clock';
import { conflict, invalid, notFound } from '../../lib/errors';
import { ulid } from '../../lib/ulid';
import {
  audit,
  type CatalogueDeps,
  GREY,
  referenced,
  refuse,
  slugOf,
  statusRank,
  toAdminEntity,
  withoutResult,
} from './admin';
import { finishProblems, memberProblems, showTimeProblems } from './rules';
import { toEntity } from './shapes';

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
  const item = entityItem({
    ...facts,
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
  });
  await commitWrites(
    deps.db,
    [
      ...entityWrites(deps.db, item, null),
      ...factLinkWrites(deps.db, null, item),
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
  await commitWrites(
    deps.db,
    [
      ...entityWrites(deps.db, item, stored),
      ...factLinkWrites(deps.db, stored, item),
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
      : await entityPageOfKind(db, query.kind, '', query.limit, cursor);
  return {
    items: page.items.map(toAdminEntity),
    nextCursor: page.next ? encodeCursor(page.next) : undefined,
  };
}
