/**
 * The catalogue import (`npm run catalogue:import -- <file.json>`, docs/wrestling.md): a file in the
 * format of shared/schemas/catalogue-import.ts checked whole, then written idempotently.
 *
 * 1. Checked before anything is written: the shape (zod, the admin inputs' names and texts), then
 *    every reference (a slug of the file or of a stored entity, of the right kind), duplicate slugs
 *    and external ids, a slug or external id that names two different stored entities, and the rules
 *    of each fact the admin routes keep too (./catalogue-rules.ts: a show ending before it starts, a
 *    card position twice, a winner side out of range, a member leaving before joining...). Any problem: the report lists them all (each naming its record) and
 *    nothing is written.
 * 2. Each record finds its stored entity by an external id marker, else by its slug. A record whose
 *    facts equal the stored ones is not written (a second run of a file: 0 created, 0 updated; one
 *    whose search entries are in an older layout is, data/entity-search.ts); a
 *    changed one is written with `entityWrites(item, previous)` (optimistic on updatedAt). New shows'
 *    ids are ULIDs of their start; stored ones keep theirs.
 * 3. The relations each record owns are made to match the file: a wrestler's or team's roster links,
 *    a team's member links, a championship's holder links, a show's card (matches by position) and
 *    appeared links, and the reigns of every championship the file gives reigns for. Links and reigns
 *    the file no longer gives are deleted; the same ones are not rewritten. A championship whose
 *    holders the file gives as they are keeps its holder links as stored, with the marks results
 *    left (results are spoilers: docs/wrestling.md); other holders are a fact and replace them.
 * 4. One CATALOGUE#AUDIT entry per run, with the counts.
 */

import { IMPORT_TEXTS } from '../../../shared/messages-wrestling';
import {
  type CatalogueFile,
  catalogueFileSchema,
  type ImportChampionship,
  type ImportPromotion,
  type ImportReign,
  type ImportShow,
  type ImportTeam,
  type ImportWrestler,
} from '../../../shared/schemas/catalogue-import';
import type { EntityKind } from '../../../shared/schemas/wrestling';
import { foldText } from '../../../shared/search';
import { batchWrite, keyOf, type TransactItems, transactWrite, type WriteRequest } from '../../data/batch';
import { entityWrites } from '../../data/catalogue/entities';
import {
  entitiesById,
  entityIdsByExternalId,
  entityIdsBySlug,
  entityPartition,
  putImportAudit,
  rosterLinksOf,
} from '../../data/catalogue/import';
import {
  appearedLinks,
  type EntityItem,
  entityIndexKeys,
  entityPk,
  type LinkItem,
  linkItem,
  type MatchItem,
  matchKey,
  type ReignItem,
  reignKey,
} from '../../data/catalogue/items';
import { searchIsCurrent, sharedSearchEntryKey } from '../../data/catalogue/search';
import type { Db } from '../../data/client';
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
import { holdsTitle, revealResults } from './shapes';

/** DynamoDB's limit of items in one TransactWriteItems. */
const TRANSACTION_ITEMS = 100;
const GREY = { primary: '#455a64', secondary: '#eceff1' };

/** What one run did to one kind of item. */
export interface ImportCount {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
}
export const IMPORT_COUNT_KINDS = [
  'promotion',
  'wrestler',
  'team',
  'championship',
  'show',
  'match',
  'link',
  'reign',
] as const;
export type ImportCountKind = (typeof IMPORT_COUNT_KINDS)[number];

export interface ImportReport {
  /** False: the file was refused (problems listed) and nothing was written. */
  written: boolean;
  problems: string[];
  counts: Record<ImportCountKind, ImportCount>;
  auditId: string | null;
}

export interface ImportOptions {
  /** Who ran it (the audit entry's actorId): 'seed', 'operator', a user id. */
  actorId: string;
  /** Where the file came from (the audit entry's source). */
  source: string;
  /** Check and count only: nothing is written. */
  dryRun?: boolean;
  /**
   * A table nothing else writes to meanwhile (the local seed, into the table it just made): new
   * entities and their markers go in batches instead of transactions (3x faster on DynamoDB Local),
   * their absence having been checked. Never for a live table.
   */
  freshTable?: boolean;
  now?: Date;
}

type Rec = ImportPromotion | ImportWrestler | ImportTeam | ImportChampionship | ImportShow;
interface FileRecord {
  kind: EntityKind;
  /** e.g. "wrestler rhea-ripley": how the report names it. */
  label: string;
  rec: Rec;
}

const COLLECTIONS = [
  ['promotions', 'promotion'],
  ['wrestlers', 'wrestler'],
  ['teams', 'team'],
  ['championships', 'championship'],
  ['shows', 'show'],
] as const;

const emptyCounts = () =>
  Object.fromEntries(
    IMPORT_COUNT_KINDS.map((k) => [k, { created: 0, updated: 0, unchanged: 0, deleted: 0 }]),
  ) as Record<ImportCountKind, ImportCount>;

/** A JSON value with its object keys sorted: equal facts give equal strings. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The shape's problems, each naming its record: "wrestlers[3] (rhea-ripley): status: ...". */
function shapeProblems(raw: unknown): { file: CatalogueFile | null; problems: string[] } {
  const parsed = catalogueFileSchema.safeParse(raw);
  if (parsed.success) return { file: parsed.data, problems: [] };
  const problems = parsed.error.issues.map((issue) => {
    const [collection, index, ...rest] = issue.path as (string | number)[];
    if (typeof index !== 'number')
      return `file: ${[collection, index].filter((p) => p !== undefined).join('.') || 'root'}: ${issue.message}`;
    const record = (raw as Record<string, { ref?: unknown }[]>)[collection as string]?.[index];
    const ref = typeof record?.ref === 'string' ? ` (${record.ref})` : '';
    return `${String(collection)}[${index}]${ref}: ${rest.join('.') || 'record'}: ${issue.message}`;
  });
  return { file: null, problems };
}

/**
 * Checks `raw` (a parsed JSON file) and, unless it has problems or `dryRun`, writes it. Never throws
 * for a bad file: the report says what is wrong.
 */
export async function importCatalogue(db: Db, raw: unknown, options: ImportOptions): Promise<ImportReport> {
  const counts = emptyCounts();
  const { file, problems } = shapeProblems(raw);
  if (!file) return { written: false, problems, counts, auditId: null };
  const now = (options.now ?? new Date()).toISOString();

  // --- the records, their slugs and external ids -----------------------------------------------
  const records: FileRecord[] = [];
  const bySlug = new Map<string, FileRecord>();
  const byExternal = new Map<string, FileRecord>();
  for (const [collection, kind] of COLLECTIONS)
    for (const rec of (file[collection] ?? []) as Rec[]) {
      const record: FileRecord = { kind, label: `${kind} ${rec.ref}`, rec };
      records.push(record);
      const twin = bySlug.get(rec.ref);
      if (twin) problems.push(IMPORT_TEXTS.slugTwice(record.label, rec.ref, twin.label));
      else bySlug.set(rec.ref, record);
      for (const [source, externalId] of Object.entries(rec.externalIds ?? {})) {
        if (!externalId) continue;
        const key = `${source}:${externalId}`;
        const other = byExternal.get(key);
        if (other) problems.push(IMPORT_TEXTS.externalIdTwice(record.label, key, other.label));
        else byExternal.set(key, record);
      }
    }

  // --- what is stored: the records' own entities and every referenced slug -------------------
  const referenced = new Set<string>();
  const refer = (slug: string | null | undefined) => {
    if (slug && !bySlug.has(slug)) referenced.add(slug);
  };
  for (const { rec, kind } of records) {
    if (kind === 'wrestler' || kind === 'team') for (const p of (rec as ImportWrestler).promotions) refer(p);
    if (kind === 'team') for (const m of (rec as ImportTeam).members) refer(m.wrestler);
    if (kind === 'championship') {
      refer((rec as ImportChampionship).promotion);
      for (const h of (rec as ImportChampionship).holders) refer(h);
    }
    if (kind === 'show') {
      refer((rec as ImportShow).promotion);
      for (const match of (rec as ImportShow).card) {
        for (const id of match.sides.flat()) refer(id);
        refer(match.championship);
      }
    }
  }
  for (const reign of file.reigns ?? []) {
    refer(reign.championship);
    for (const h of reign.holders) refer(h);
    refer(reign.show);
  }
  const slugIds = await entityIdsBySlug(db, [...new Set([...bySlug.keys(), ...referenced])]);
  const externalIds = await entityIdsByExternalId(
    db,
    [...byExternal.keys()].map((key) => {
      const [source, ...rest] = key.split(':');
      return { source: source as string, externalId: rest.join(':') };
    }),
  );

  // Each record's stored entity: by external id first, then by slug.
  const storedIdOf = new Map<FileRecord, string>();
  for (const record of records) {
    const fromExternal = new Set<string>();
    for (const [source, externalId] of Object.entries(record.rec.externalIds ?? {})) {
      const id = externalIds.get(`${source}:${externalId}`);
      if (id) fromExternal.add(id);
    }
    if (fromExternal.size > 1) {
      problems.push(IMPORT_TEXTS.externalIdsDisagree(record.label, fromExternal.size));
      continue;
    }
    const bySlugId = slugIds.get(record.rec.ref);
    const [byExternalId] = fromExternal;
    if (byExternalId && bySlugId && byExternalId !== bySlugId)
      problems.push(IMPORT_TEXTS.slugOfAnother(record.label, record.rec.ref));
    const id = byExternalId ?? bySlugId;
    if (id) storedIdOf.set(record, id);
  }
  const storedIds = [
    ...new Set([...storedIdOf.values(), ...[...referenced].flatMap((s) => slugIds.get(s) ?? [])]),
  ];
  const stored = (await entitiesById(db, storedIds)) as Map<string, EntityItem>;
  for (const [record, id] of storedIdOf) {
    const item = stored.get(id);
    if (item && item.kind !== record.kind)
      problems.push(IMPORT_TEXTS.storedKind(record.label, record.rec.ref, item.kind, record.kind));
  }

  // --- references and the rules between records -----------------------------------------------
  type Target = { kind: EntityKind; id: string | null; record: FileRecord | null };
  const target = (slug: string): Target | null => {
    const record = bySlug.get(slug);
    if (record) return { kind: record.kind, id: null, record };
    const id = slugIds.get(slug);
    const item = id ? stored.get(id) : undefined;
    return item ? { kind: item.kind, id: item.id, record: null } : null;
  };
  const check = (label: string, what: string, slug: string, kinds: readonly EntityKind[]) => {
    const t = target(slug);
    if (!t) problems.push(IMPORT_TEXTS.unknownReference(label, what, slug));
    else if (!kinds.includes(t.kind)) problems.push(IMPORT_TEXTS.wrongKind(label, what, slug, t.kind, kinds));
  };
  // The rules of each fact are the admin routes' (./catalogue-rules.ts), named after their record.
  const rule = (label: string, found: string[]) => {
    for (const problem of found) problems.push(IMPORT_TEXTS.rule(label, problem));
  };
  const COMPETITOR = ['wrestler', 'team'] as const;
  for (const { rec, kind, label } of records) {
    if (kind === 'wrestler' || kind === 'team')
      for (const p of (rec as ImportWrestler).promotions) check(label, 'promotion', p, ['promotion']);
    if (kind === 'team') {
      const { members } = rec as ImportTeam;
      for (const m of members) check(label, 'member', m.wrestler, ['wrestler']);
      rule(label, memberProblems(members.map((m) => ({ ref: m.wrestler, from: m.from, to: m.to }))));
    }
    if (kind === 'championship') {
      const c = rec as ImportChampionship;
      check(label, 'promotion', c.promotion, ['promotion']);
      for (const h of c.holders) check(label, 'holder', h, COMPETITOR);
      rule(label, holderProblems(c.holders));
    }
    if (kind === 'show') {
      const s = rec as ImportShow;
      check(label, 'promotion', s.promotion, ['promotion']);
      rule(label, showTimeProblems(s.startsAt, s.endsAt));
      const positions: number[] = [];
      for (const [i, match] of s.card.entries()) {
        const where = `${label}: match ${i + 1} (position ${match.position})`;
        rule(where, positionProblems(match.position, positions));
        positions.push(match.position);
        rule(where, sidesProblems(match.sides));
        for (const slug of match.sides.flat()) check(where, 'side entity', slug, COMPETITOR);
        if (match.championship) check(where, 'championship', match.championship, ['championship']);
        if (match.result) rule(where, resultProblems(match.result, match.sides.length, match.status));
      }
      if (s.status === 'finished') rule(label, finishProblems(s.card.filter((m) => !m.result).length));
    }
  }
  const openReigns = new Map<string, ImportReign>();
  for (const [i, reign] of (file.reigns ?? []).entries()) {
    const label = `reign ${i + 1} (${reign.championship} from ${reign.from})`;
    check(label, 'championship', reign.championship, ['championship']);
    for (const h of reign.holders) check(label, 'holder', h, COMPETITOR);
    if (reign.show) check(label, 'show', reign.show, ['show']);
    rule(label, [...holderProblems(reign.holders), ...reignProblems(reign)]);
    if (!reign.to) {
      if (openReigns.has(reign.championship)) problems.push(IMPORT_TEXTS.secondOpenReign(label));
      openReigns.set(reign.championship, reign);
    }
  }
  for (const [slug, reign] of openReigns) {
    const c = bySlug.get(slug)?.rec as ImportChampionship | undefined;
    if (c?.holders.length && stable([...c.holders].sort()) !== stable([...reign.holders].sort()))
      problems.push(IMPORT_TEXTS.holdersDifferFromReign(slug));
  }
  if (problems.length) return { written: false, problems, counts, auditId: null };

  // --- the items the file describes ---------------------------------------------------------------
  const idOf = new Map<string, string>();
  for (const record of records) {
    const storedId = storedIdOf.get(record);
    const id =
      storedId ?? (record.kind === 'show' ? ulid(Date.parse((record.rec as ImportShow).startsAt)) : ulid());
    idOf.set(record.rec.ref, id);
  }
  for (const slug of referenced) idOf.set(slug, slugIds.get(slug) as string);
  const ids = (slugs: readonly string[]) => slugs.map((s) => idOf.get(s) as string);
  const colorsOf = (promotionSlug: string | undefined) => {
    if (!promotionSlug) return GREY;
    const record = bySlug.get(promotionSlug);
    if (record) return (record.rec as ImportPromotion).colors;
    return stored.get(idOf.get(promotionSlug) as string)?.colors ?? GREY;
  };

  const entityFacts = (record: FileRecord): Record<string, unknown> => {
    const { kind, rec } = record;
    const previous = stored.get(storedIdOf.get(record) ?? '');
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
          members: t.members.map((m) => ({
            entityId: idOf.get(m.wrestler),
            from: m.from ?? null,
            to: m.to ?? null,
          })),
        };
      }
      case 'championship': {
        const c = rec as ImportChampionship;
        return {
          ...base,
          colors: colorsOf(c.promotion),
          promotionId: idOf.get(c.promotion),
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
          promotionId: idOf.get(s.promotion),
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
  };

  // Entities: new, changed or unchanged.
  const entityTransactions: TransactItems[] = [];
  for (const record of records) {
    const id = idOf.get(record.rec.ref) as string;
    const previous = stored.get(storedIdOf.get(record) ?? '') ?? null;
    const facts = entityFacts(record);
    const count = counts[record.kind];
    // Unchanged: the same facts, its search entries in the current layout (data/entity-search.ts),
    // and the index keys they imply already stored (an entity stored before its kind had them, such
    // as a championship before its promotion's GSI3 PTITLES#, gets them by this run).
    if (
      previous &&
      searchIsCurrent(previous) &&
      Object.entries(facts).every(([k, v]) => stable(previous[k] ?? null) === stable(v ?? null)) &&
      Object.entries(entityIndexKeys({ ...previous, ...facts } as EntityItem)).every(
        ([k, v]) => previous[k] === v,
      )
    ) {
      count.unchanged++;
      continue;
    }
    const item = {
      ...(previous ?? {}),
      ...facts,
      type: 'entity',
      id,
      followerCount: previous?.followerCount ?? 0,
      createdAt: previous?.createdAt ?? now,
      updatedAt: previous && previous.updatedAt >= now ? bump(previous.updatedAt) : now,
    } as EntityItem;
    if (previous) count.updated++;
    else count.created++;
    entityTransactions.push(entityTransaction(db, item, previous));
  }

  // The relations, matches and reigns the records own, against what is stored.
  const desired = new Map<string, { kind: ImportCountKind; item: Record<string, unknown> }>();
  const want = (kind: ImportCountKind, item: object) =>
    desired.set(keyOf(item as { PK: string; SK: string }), { kind, item: item as Record<string, unknown> });
  const owned: { kind: ImportCountKind; item: Record<string, unknown> }[] = [];
  const storedPartitions = new Map<string, Record<string, unknown>[]>();
  const partition = async (id: string) => {
    if (!storedPartitions.has(id)) storedPartitions.set(id, await entityPartition(db, id));
    return storedPartitions.get(id) as Record<string, unknown>[];
  };
  const reignChampionships = new Set((file.reigns ?? []).map((r) => idOf.get(r.championship) as string));

  const reads: (() => Promise<void>)[] = [];
  for (const record of records) {
    const id = idOf.get(record.rec.ref) as string;
    const isStored = storedIdOf.has(record);
    if (record.kind === 'wrestler' || record.kind === 'team') {
      for (const p of ids((record.rec as ImportWrestler).promotions)) want('link', linkItem('roster', p, id));
      if (isStored)
        reads.push(async () => {
          for (const link of await rosterLinksOf(db, id)) owned.push({ kind: 'link', item: link });
        });
    }
    if (record.kind === 'team')
      for (const m of (record.rec as ImportTeam).members)
        want(
          'link',
          linkItem('member', id, idOf.get(m.wrestler) as string, { from: m.from ?? null, to: m.to ?? null }),
        );
    if (record.kind === 'championship')
      for (const h of ids((record.rec as ImportChampionship).holders))
        want('link', linkItem('holder', id, h));
    if (record.kind === 'show') {
      const show = record.rec as ImportShow;
      const card = show.card.map((m) => ({
        position: m.position,
        sides: m.sides.map((side) => ids(side)),
        championshipId: m.championship ? (idOf.get(m.championship) as string) : null,
      }));
      for (const link of appearedLinks(id, card)) want('link', link);
    }
    if (isStored && (record.kind === 'team' || record.kind === 'championship' || record.kind === 'show'))
      reads.push(async () => {
        for (const item of await partition(id)) {
          const rel = item.type === 'entity-link' ? (item as unknown as LinkItem).rel : null;
          const mine =
            (record.kind === 'team' && rel === 'member') ||
            (record.kind === 'championship' && rel === 'holder') ||
            (record.kind === 'show' && (rel === 'appeared' || item.type === 'match'));
          if (mine) owned.push({ kind: item.type === 'match' ? 'match' : 'link', item });
        }
      });
  }
  for (const championshipId of reignChampionships)
    if (stored.has(championshipId))
      reads.push(async () => {
        for (const item of await partition(championshipId))
          if (item.type === 'reign') owned.push({ kind: 'reign', item });
      });
  for (let i = 0; i < reads.length; i += 16) await Promise.all(reads.slice(i, i + 16).map((read) => read()));

  // A championship whose holders the file gives as they are now keeps its holder links as stored:
  // the marks results left on them (and the links they kept) are what fans who did not ask for
  // results see (docs/wrestling.md). Other holders are a fact: plain links, the marks go.
  for (const record of records) {
    if (record.kind !== 'championship' || !storedIdOf.has(record)) continue;
    const pk = entityPk(idOf.get(record.rec.ref) as string);
    const links = owned
      .map((o) => o.item as unknown as LinkItem)
      .filter((l) => l.PK === pk && l.type === 'entity-link' && l.rel === 'holder');
    const now = links.filter((l) => holdsTitle(l, revealResults(true))).map((l) => l.toId);
    const given = ids((record.rec as ImportChampionship).holders);
    if (now.length === given.length && now.every((id) => given.includes(id)))
      for (const link of links) want('link', link);
  }

  // Matches keep the id of the stored match at their position.
  const storedMatchAt = new Map<string, MatchItem>();
  for (const { item } of owned)
    if (item.type === 'match')
      storedMatchAt.set(`${item.showId}#${item.position}`, item as unknown as MatchItem);
  for (const record of records) {
    if (record.kind !== 'show') continue;
    const show = record.rec as ImportShow;
    const showId = idOf.get(show.ref) as string;
    for (const m of show.card) {
      const matchId = storedMatchAt.get(`${showId}#${m.position}`)?.id ?? ulid();
      const result = m.result
        ? {
            winnerSide: m.result.winnerSide,
            method: m.result.method ?? null,
            durationSeconds: m.result.durationSeconds ?? null,
            titleChange: m.result.titleChange ?? false,
          }
        : null;
      const item: MatchItem = {
        ...matchKey(showId, matchId),
        type: 'match',
        id: matchId,
        showId,
        position: m.position,
        sides: m.sides.map((side) => ids(side)),
        stipulation: m.stipulation ?? null,
        championshipId: m.championship ? (idOf.get(m.championship) as string) : null,
        status: m.status ?? (result ? 'finished' : 'upcoming'),
        result,
        demo: m.demo ?? show.demo ?? false,
        updatedAt: now,
      };
      want('match', item as unknown as Record<string, unknown>);
    }
  }
  const reignN = new Map<string, number>();
  for (const reign of file.reigns ?? []) {
    const championshipId = idOf.get(reign.championship) as string;
    const nKey = `${championshipId}#${reign.from}`;
    const n = reignN.get(nKey) ?? 0;
    reignN.set(nKey, n + 1);
    const item: ReignItem = {
      ...reignKey(championshipId, reign.from, n),
      type: 'reign',
      championshipId,
      holderIds: ids(reign.holders),
      from: reign.from,
      to: reign.to,
      showId: reign.show ? (idOf.get(reign.show) as string) : null,
      matchId: null,
      demo: reign.demo ?? false,
    };
    want('reign', item as unknown as Record<string, unknown>);
  }

  const requests: WriteRequest[] = [];
  const sameItem = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const { updatedAt: _a, ...restA } = a;
    const { updatedAt: _b, ...restB } = b;
    return stable(restA) === stable(restB);
  };
  const storedByKey = new Map(owned.map((o) => [keyOf(o.item as { PK: string; SK: string }), o]));
  for (const [key, { kind, item }] of desired) {
    const before = storedByKey.get(key)?.item;
    if (before && sameItem(before, item)) counts[kind].unchanged++;
    else {
      counts[kind][before ? 'updated' : 'created']++;
      requests.push({ put: item });
    }
  }
  for (const [key, { kind, item }] of storedByKey)
    if (!desired.has(key)) {
      counts[kind].deleted++;
      requests.push({ delete: { PK: item.PK as string, SK: item.SK as string } });
    }

  if (options.dryRun) return { written: false, problems, counts, auditId: null };

  // --- the writes: entities first (their markers refuse a slug taken meanwhile), then the rest ---
  // Many entities to one transaction (up to its 100 items): far fewer round trips, each entity's
  // markers still conditioned (a slug or external id taken meanwhile refuses its group).
  const groups: TransactItems[] = [];
  const unconditioned: WriteRequest[] = [];
  // A series' search entries are shared by its shows (every "WWE Raw"): one Put per run, since a
  // transaction or a batch refuses the same item twice.
  const shared = new Set<string>();
  const firstOfShared = (w: TransactItems[number]) => {
    const key = sharedSearchEntryKey(w);
    if (!key) return true;
    if (shared.has(key)) return false;
    shared.add(key);
    return true;
  };
  for (const all of entityTransactions) {
    const items = all.filter(firstOfShared);
    if (options.freshTable && items.every((w) => w.Put)) {
      for (const w of items) unconditioned.push({ put: w.Put?.Item as Record<string, unknown> });
      continue;
    }
    const last = groups.at(-1);
    if (last && last.length + items.length <= TRANSACTION_ITEMS) last.push(...items);
    else groups.push([...items]);
  }
  for (let i = 0; i < groups.length; i += 4)
    await Promise.all(groups.slice(i, i + 4).map((items) => transactWrite(db, items)));
  await batchWrite(db, [...unconditioned, ...requests]);
  const auditId = await putImportAudit(db, {
    actorId: options.actorId,
    source: options.source,
    at: now,
    counts,
  });
  return { written: true, problems, counts, auditId };
}

/** A timestamp a millisecond after `iso` (an update within the same millisecond still moves updatedAt). */
const bump = (iso: string) => new Date(Date.parse(iso) + 1).toISOString();

/** One entity's transaction: the item, its slug and external-id markers and its search words. */
function entityTransaction(db: Db, item: EntityItem, previous: EntityItem | null): TransactItems {
  return [...entityWrites(db, item, previous)];
}

/** The report as lines for a terminal: counts per kind, then the problems. */
export function formatImportReport(report: ImportReport): string {
  if (report.problems.length)
    return [IMPORT_TEXTS.refused(report.problems.length), ...report.problems.map((p) => `  - ${p}`)].join(
      '\n',
    );
  return IMPORT_COUNT_KINDS.map((kind) => {
    const c = report.counts[kind];
    return `${kind.padEnd(13)} ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.deleted} deleted`;
  }).join('\n');
}
