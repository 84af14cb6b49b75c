/**
 * The import's first step, the check (./import.ts): a file is checked whole before anything is
 * written, and every problem is named after its record. Pure: what is stored comes in as a lookup
 * (./import-match.ts reads it).
 *
 * `readFile`: the shape (zod, the admin inputs' names and texts), the records, duplicate slugs and
 * external ids, and the slugs the records refer to that the file does not give.
 * `factProblems`: every reference (a slug of the file or of a stored entity, of the right kind) and
 * the rules of each fact the admin routes keep too (./rules.ts: a show ending before it starts, a
 * card position twice, a winner side out of range, a member leaving before joining...), and the
 * rules between a file's reigns (one open reign per championship, its holders the championship's).
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
import { stable } from '../../data/catalogue/import';
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

export type Rec = ImportPromotion | ImportWrestler | ImportTeam | ImportChampionship | ImportShow;
export interface FileRecord {
  kind: EntityKind;
  /** e.g. "wrestler rhea-ripley": how the report names it. */
  label: string;
  rec: Rec;
}

/** A file read: its records, by slug and by external id (`{source}:{id}`), and what they refer to. */
export interface ReadFile {
  file: CatalogueFile;
  records: FileRecord[];
  bySlug: Map<string, FileRecord>;
  byExternal: Map<string, FileRecord>;
  /** Slugs the records refer to that the file does not give (stored entities, or unknown). */
  referenced: Set<string>;
}

const COLLECTIONS = [
  ['promotions', 'promotion'],
  ['wrestlers', 'wrestler'],
  ['teams', 'team'],
  ['championships', 'championship'],
  ['shows', 'show'],
] as const;

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
 * Reads `raw` (a parsed JSON file): its shape's problems (then no file), else its records and the
 * problems of slugs and external ids given twice.
 */
export function readFile(raw: unknown): { read: ReadFile | null; problems: string[] } {
  const { file, problems } = shapeProblems(raw);
  if (!file) return { read: null, problems };
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
  return { read: { file, records, bySlug, byExternal, referenced }, problems };
}

/** The kind of the entity a slug names: a record of the file, else a stored entity (null: none). */
export type KindOf = (slug: string) => EntityKind | null;

const COMPETITOR = ['wrestler', 'team'] as const;

/** The problems of the records' references and facts, and of the file's reigns. */
export function factProblems(read: ReadFile, storedKindOf: KindOf): string[] {
  const { file, records, bySlug } = read;
  const problems: string[] = [];
  const kindOf = (slug: string) => bySlug.get(slug)?.kind ?? storedKindOf(slug);
  const check = (label: string, what: string, slug: string, kinds: readonly EntityKind[]) => {
    const kind = kindOf(slug);
    if (!kind) problems.push(IMPORT_TEXTS.unknownReference(label, what, slug));
    else if (!kinds.includes(kind)) problems.push(IMPORT_TEXTS.wrongKind(label, what, slug, kind, kinds));
  };
  // The rules of each fact are the admin routes' (./rules.ts), named after their record.
  const rule = (label: string, found: string[]) => {
    for (const problem of found) problems.push(IMPORT_TEXTS.rule(label, problem));
  };
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
  return problems;
}
