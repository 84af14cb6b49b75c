/**
 * The catalogue import (`npm run catalogue:import -- <file.json>`, docs/wrestling.md): a file in the
 * format of shared/schemas/catalogue-import.ts checked whole, then written idempotently.
 *
 * 1. Checked before anything is written (./import-check.ts): the shape (zod, the admin inputs' names and texts), then
 *    every reference (a slug of the file or of a stored entity, of the right kind), duplicate slugs
 *    and external ids, a slug or external id that names two different stored entities, and the rules
 *    of each fact the admin routes keep too (./rules.ts: a show ending before it starts, a
 *    card position twice, a winner side out of range, a member leaving before joining...). Any problem: the report lists them all (each naming its record) and
 *    nothing is written.
 * 2. Matched (./import-match.ts): each record finds its stored entity by an external id marker, else by its slug. A record whose
 *    facts equal the stored ones is not written (a second run of a file: 0 created, 0 updated; one
 *    whose search entries are in an older layout is, data/catalogue/search.ts); a
 *    changed one is written with `entityWrites(item, previous)` (optimistic on updatedAt). New shows'
 *    ids are ULIDs of their start; stored ones keep theirs.
 * 3. Written (./import-write.ts): the relations each record owns are made to match the file: a wrestler's or team's roster links,
 *    a team's member links, a championship's holder links, a show's card (matches by position) and
 *    appeared links, and the reigns of every championship the file gives reigns for. Links and reigns
 *    the file no longer gives are deleted; the same ones are not rewritten. A championship whose
 *    holders the file gives as they are keeps its holder links as stored, with the marks results
 *    left (results are spoilers: docs/wrestling.md); other holders are a fact and replace them.
 * 4. One CATALOGUE#AUDIT entry per run, with the counts.
 */

import { IMPORT_TEXTS } from '../../../shared/messages-wrestling';
import { putImportAudit, writeImport } from '../../data/catalogue/import';
import type { Db } from '../../data/client';
import { factProblems, readFile } from './import-check';
import { assignIds, entityChanges, lookUpStored, matchRecords, storedKindOf } from './import-match';
import { planWrites } from './import-write';

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

const emptyCounts = () =>
  Object.fromEntries(
    IMPORT_COUNT_KINDS.map((k) => [k, { created: 0, updated: 0, unchanged: 0, deleted: 0 }]),
  ) as Record<ImportCountKind, ImportCount>;

/**
 * Checks `raw` (a parsed JSON file) and, unless it has problems or `dryRun`, writes it. Never throws
 * for a bad file: the report says what is wrong.
 */
export async function importCatalogue(db: Db, raw: unknown, options: ImportOptions): Promise<ImportReport> {
  const counts = emptyCounts();
  const { read, problems } = readFile(raw);
  if (!read) return { written: false, problems, counts, auditId: null };
  const now = (options.now ?? new Date()).toISOString();

  const found = await lookUpStored(db, read);
  const { storedIdOf, problems: unmatched } = matchRecords(read.records, found);
  problems.push(...unmatched, ...factProblems(read, storedKindOf(found)));
  if (problems.length) return { written: false, problems, counts, auditId: null };

  const matched = assignIds(read, found, storedIdOf);
  const writes = await planWrites(db, matched, entityChanges(matched, now), now, (kind, change) => {
    counts[kind][change]++;
  });
  if (options.dryRun) return { written: false, problems, counts, auditId: null };

  await writeImport(db, writes.entityTransactions, writes.requests, options.freshTable ?? false);
  const auditId = await putImportAudit(db, {
    actorId: options.actorId,
    source: options.source,
    at: now,
    counts,
  });
  return { written: true, problems, counts, auditId };
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
