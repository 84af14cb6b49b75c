/**
 * The import's second step, the match (./import.ts): each record of the file finds its stored entity
 * by an external id marker, else by its slug, and its facts are compared with the stored ones.
 *
 * `lookUpStored` reads the markers and entities (one BatchGet each); `matchRecords` pairs records
 * with stored entities and names what cannot be (external ids naming two entities, a slug of
 * another, a stored entity of another kind); `entityChanges` says which records are new, changed or
 * unchanged (a record whose facts equal the stored ones is not written: a second run of a file is
 * 0 created, 0 updated; one whose search entries are in an older layout is), with their items.
 * New shows' ids are ULIDs of their start; stored ones keep theirs.
 */

import { IMPORT_TEXTS } from '../../../shared/messages-wrestling';
import type {
  ImportChampionship,
  ImportPromotion,
  ImportShow,
  ImportTeam,
  ImportWrestler,
} from '../../../shared/schemas/catalogue-import';
import type { EntityKind } from '../../../shared/schemas/wrestling';
import { foldText } from '../../../shared/search';
import { entitiesById, entityIdsByExternalId, entityIdsBySlug, stable } from '../../data/catalogue/import';
import { type EntityItem, entityItem, indexedAsFacts } from '../../data/catalogue/items';
import { searchIsCurrent } from '../../data/catalogue/search';
import type { Db } from '../../data/client';
import { ulid } from '../../lib/ulid';
import type { FileRecord, KindOf, ReadFile } from './import-check';

/** What is stored of a file: the ids its slugs and external ids name, and those entities by id. */
export interface Found {
  slugIds: Map<string, string>;
  /** Keyed `{source}:{externalId}`. */
  externalIds: Map<string, string>;
  stored: Map<string, EntityItem>;
}

/** The records' stored entities and every referenced one: markers first, then the entities. */
export async function lookUpStored(db: Db, read: ReadFile): Promise<Found> {
  const slugIds = await entityIdsBySlug(db, [...new Set([...read.bySlug.keys(), ...read.referenced])]);
  const externalIds = await entityIdsByExternalId(
    db,
    [...read.byExternal.keys()].map((key) => {
      const [source, ...rest] = key.split(':');
      return { source: source as string, externalId: rest.join(':') };
    }),
  );
  const ids = [...new Set([...slugIds.values(), ...externalIds.values()])];
  const stored = (await entitiesById(db, ids)) as Map<string, EntityItem>;
  return { slugIds, externalIds, stored };
}

/** The kind of the stored entity a slug names (the check's lookup), or null. */
export const storedKindOf =
  (found: Found): KindOf =>
  (slug) => {
    const id = found.slugIds.get(slug);
    return (id && found.stored.get(id)?.kind) || null;
  };

/** Each record's stored entity id (by external id first, then by slug), and the problems of pairing. */
export function matchRecords(
  records: readonly FileRecord[],
  found: Found,
): { storedIdOf: Map<FileRecord, string>; problems: string[] } {
  const problems: string[] = [];
  const storedIdOf = new Map<FileRecord, string>();
  for (const record of records) {
    const fromExternal = new Set<string>();
    for (const [source, externalId] of Object.entries(record.rec.externalIds ?? {})) {
      const id = found.externalIds.get(`${source}:${externalId}`);
      if (id) fromExternal.add(id);
    }
    if (fromExternal.size > 1) {
      problems.push(IMPORT_TEXTS.externalIdsDisagree(record.label, fromExternal.size));
      continue;
    }
    const bySlugId = found.slugIds.get(record.rec.ref);
    const [byExternalId] = fromExternal;
    if (byExternalId && bySlugId && byExternalId !== bySlugId)
      problems.push(IMPORT_TEXTS.slugOfAnother(record.label, record.rec.ref));
    const id = byExternalId ?? bySlugId;
    if (id) storedIdOf.set(record, id);
  }
  for (const [record, id] of storedIdOf) {
    const item = found.stored.get(id);
    if (item && item.kind !== record.kind)
      problems.push(IMPORT_TEXTS.storedKind(record.label, record.rec.ref, item.kind, record.kind));
  }
  return { storedIdOf, problems };
}

/** A checked file matched: the entity id of every slug it names (its records' and the referenced). */
export interface Matched {
  read: ReadFile;
  found: Found;
  storedIdOf: Map<FileRecord, string>;
  idOf: Map<string, string>;
}

/** The ids of every slug: the stored entity's, else a new one (a show's: a ULID of its start). */
export function assignIds(read: ReadFile, found: Found, storedIdOf: Map<FileRecord, string>): Matched {
  const idOf = new Map<string, string>();
  for (const record of read.records) {
    const storedId = storedIdOf.get(record);
    const id =
      storedId ?? (record.kind === 'show' ? ulid(Date.parse((record.rec as ImportShow).startsAt)) : ulid());
    idOf.set(record.rec.ref, id);
  }
  for (const slug of read.referenced) idOf.set(slug, found.slugIds.get(slug) as string);
  return { read, found, storedIdOf, idOf };
}

export const GREY = { primary: '#455a64', secondary: '#eceff1' };

/** The ids of the given slugs. */
export const idsOf = (m: Matched, slugs: readonly string[]) => slugs.map((s) => m.idOf.get(s) as string);

/** The facts a record gives its entity, as stored (ids for slugs, times in UTC, colours). */
export function entityFacts(m: Matched, record: FileRecord): Record<string, unknown> {
  const { kind, rec } = record;
  const ids = (slugs: readonly string[]) => idsOf(m, slugs);
  const previous = m.found.stored.get(m.storedIdOf.get(record) ?? '');
  const colorsOf = (promotionSlug: string | undefined) => {
    if (!promotionSlug) return GREY;
    const promotion = m.read.bySlug.get(promotionSlug);
    if (promotion) return (promotion.rec as ImportPromotion).colors;
    return m.found.stored.get(m.idOf.get(promotionSlug) as string)?.colors ?? GREY;
  };
  const base = {
    kind,
    slug: rec.ref,
    name: rec.name,
    sortName: foldText(rec.name),
    demo: rec.demo ?? false,
    externalIds: { ...(previous?.externalIds ?? {}), ...(rec.externalIds ?? {}) },
  };
  switch (kind) {
    case 'promotion': {
      const p = rec as ImportPromotion;
      return {
        ...base,
        colors: p.colors,
        shortName: p.shortName,
        country: p.country,
        founded: p.founded,
        website: p.website,
        active: p.active,
      };
    }
    case 'wrestler': {
      const w = rec as ImportWrestler;
      return {
        ...base,
        colors: colorsOf(w.promotions[0]),
        akas: w.akas ?? [],
        promotionIds: ids(w.promotions),
        status: w.status,
        hometown: w.hometown ?? null,
        debutYear: w.debutYear ?? null,
        division: w.division ?? null,
      };
    }
    case 'team': {
      const t = rec as ImportTeam;
      return {
        ...base,
        colors: colorsOf(t.promotions[0]),
        teamKind: t.teamKind,
        promotionIds: ids(t.promotions),
        members: t.members.map((member) => ({
          entityId: m.idOf.get(member.wrestler),
          from: member.from ?? null,
          to: member.to ?? null,
        })),
      };
    }
    case 'championship': {
      const c = rec as ImportChampionship;
      return {
        ...base,
        colors: colorsOf(c.promotion),
        promotionId: m.idOf.get(c.promotion),
        division: c.division ?? null,
        active: c.active,
        holderIds: ids(c.holders),
      };
    }
    case 'show': {
      const s = rec as ImportShow;
      return {
        ...base,
        colors: colorsOf(s.promotion),
        promotionId: m.idOf.get(s.promotion),
        showKind: s.showKind,
        startsAt: new Date(s.startsAt).toISOString(),
        timeZone: s.timeZone,
        endsAt: new Date(s.endsAt).toISOString(),
        venue: s.venue ?? null,
        city: s.city ?? null,
        hashtag: s.hashtag ?? null,
        status: s.status,
      };
    }
  }
}

/** A timestamp a millisecond after `iso` (an update within the same millisecond still moves updatedAt). */
const bump = (iso: string) => new Date(Date.parse(iso) + 1).toISOString();

/** One record's entity against the stored one: unchanged, or the item to write over `previous`. */
export type EntityChange =
  | { kind: EntityKind; change: 'unchanged' }
  | { kind: EntityKind; change: 'created' | 'updated'; item: EntityItem; previous: EntityItem | null };

/** Each record's entity: new, changed or unchanged (`now`: the run's time, ISO). */
export function entityChanges(m: Matched, now: string): EntityChange[] {
  return m.read.records.map((record): EntityChange => {
    const id = m.idOf.get(record.rec.ref) as string;
    const previous = m.found.stored.get(m.storedIdOf.get(record) ?? '') ?? null;
    const facts = entityFacts(m, record);
    // Unchanged: the same facts, its search entries in the current layout (data/catalogue/search.ts),
    // and the index keys they imply already stored (an entity stored before its kind had them, such
    // as a championship before its promotion's GSI3 PTITLES#, gets them by this run).
    if (
      previous &&
      searchIsCurrent(previous) &&
      Object.entries(facts).every(([k, v]) => stable(previous[k] ?? null) === stable(v ?? null)) &&
      indexedAsFacts(previous, { ...previous, ...facts } as EntityItem)
    )
      return { kind: record.kind, change: 'unchanged' };
    const item = entityItem({
      ...(previous ?? {}),
      ...(facts as Pick<
        EntityItem,
        'kind' | 'slug' | 'name' | 'sortName' | 'colors' | 'demo' | 'externalIds'
      >),
      id,
      followerCount: previous?.followerCount ?? 0,
      createdAt: previous?.createdAt ?? now,
      updatedAt: previous && previous.updatedAt >= now ? bump(previous.updatedAt) : now,
    });
    return { kind: record.kind, change: previous ? 'updated' : 'created', item, previous };
  });
}
