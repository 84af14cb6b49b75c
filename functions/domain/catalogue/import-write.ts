/**
 * The import's third step, the write (./import.ts): the relations each record owns are made to
 * match the file, then everything is written (data/catalogue/import.ts `writeImport`).
 *
 * Owned relations: a wrestler's or team's roster links, a team's member links, a championship's
 * holder links, a show's card (matches by position) and appeared links, and the reigns of every
 * championship the file gives reigns for. Links and reigns the file no longer gives are deleted; the
 * same ones are not rewritten. A championship whose holders the file gives as they are keeps its
 * holder links as stored, with the marks results left (results are spoilers: docs/wrestling.md);
 * other holders are a fact and replace them. Matches keep the id of the stored match at their
 * position.
 */
import type {
  ImportChampionship,
  ImportShow,
  ImportTeam,
  ImportWrestler,
} from '../../../shared/schemas/catalogue-import';
import { entityWrites } from '../../data/catalogue/entities';
import {
  type Change,
  type Counted,
  ownedRelations,
  type RelationKind,
  relationWrites,
} from '../../data/catalogue/import';
import {
  appearedLinks,
  type LinkItem,
  linkItem,
  type MatchItem,
  matchItem,
  reignItem,
} from '../../data/catalogue/items';
import type { CatalogueWrites, RelationWrite } from '../../data/catalogue/writes';
import type { Db } from '../../data/client';
import { ulid } from '../../lib/ulid';
import type { EntityChange, Matched } from './import-match';
import { idsOf } from './import-match';
import { holdsTitle, revealResults } from './shapes';

/** The relations the file's stored records own, as stored (data/catalogue/import.ts `ownedRelations`). */
function ownedBy(db: Db, m: Matched) {
  const owners = m.read.records.flatMap((record) =>
    m.storedIdOf.has(record) ? [{ id: m.idOf.get(record.rec.ref) as string, kind: record.kind }] : [],
  );
  const reignChampionships = [
    ...new Set((m.read.file.reigns ?? []).map((r) => m.idOf.get(r.championship) as string)),
  ].filter((id) => m.found.stored.has(id));
  return ownedRelations(db, owners, reignChampionships);
}

/** The relations, matches and reigns the file describes, in order (a later one of a key wins). */
export function desiredRelations(
  m: Matched,
  owned: readonly Counted<RelationKind>[],
  now: string,
): Counted<RelationKind>[] {
  const desired: Counted<RelationKind>[] = [];
  const want = (kind: RelationKind, item: object) =>
    desired.push({ kind, item: item as Record<string, unknown> });
  const ids = (slugs: readonly string[]) => idsOf(m, slugs);
  for (const record of m.read.records) {
    const id = m.idOf.get(record.rec.ref) as string;
    if (record.kind === 'wrestler' || record.kind === 'team')
      for (const p of ids((record.rec as ImportWrestler).promotions)) want('link', linkItem('roster', p, id));
    if (record.kind === 'team')
      for (const member of (record.rec as ImportTeam).members)
        want(
          'link',
          linkItem('member', id, m.idOf.get(member.wrestler) as string, {
            from: member.from ?? null,
            to: member.to ?? null,
          }),
        );
    if (record.kind === 'championship')
      for (const h of ids((record.rec as ImportChampionship).holders))
        want('link', linkItem('holder', id, h));
    if (record.kind === 'show') {
      const card = (record.rec as ImportShow).card.map((match) => ({
        position: match.position,
        sides: match.sides.map((side) => ids(side)),
        championshipId: match.championship ? (m.idOf.get(match.championship) as string) : null,
      }));
      for (const link of appearedLinks(id, card)) want('link', link);
    }
  }

  // A championship whose holders the file gives as they are now keeps its holder links as stored:
  // the marks results left on them (and the links they kept) are what fans who did not ask for
  // results see (docs/wrestling.md). Other holders are a fact: plain links, the marks go.
  for (const record of m.read.records) {
    if (record.kind !== 'championship' || !m.storedIdOf.has(record)) continue;
    const championshipId = m.idOf.get(record.rec.ref) as string;
    const links = owned
      .map((o) => o.item as unknown as LinkItem)
      .filter((l) => l.type === 'entity-link' && l.rel === 'holder' && l.fromId === championshipId);
    const holding = links.filter((l) => holdsTitle(l, revealResults(true))).map((l) => l.toId);
    const given = ids((record.rec as ImportChampionship).holders);
    if (holding.length === given.length && holding.every((id) => given.includes(id)))
      for (const link of links) want('link', link);
  }

  // Matches keep the id of the stored match at their position.
  const storedMatchAt = new Map<string, MatchItem>();
  for (const { item } of owned)
    if (item.type === 'match')
      storedMatchAt.set(`${item.showId}#${item.position}`, item as unknown as MatchItem);
  for (const record of m.read.records) {
    if (record.kind !== 'show') continue;
    const show = record.rec as ImportShow;
    const showId = m.idOf.get(show.ref) as string;
    for (const match of show.card) {
      const result = match.result
        ? {
            winnerSide: match.result.winnerSide,
            method: match.result.method ?? null,
            durationSeconds: match.result.durationSeconds ?? null,
            titleChange: match.result.titleChange ?? false,
          }
        : null;
      want(
        'match',
        matchItem({
          id: storedMatchAt.get(`${showId}#${match.position}`)?.id ?? ulid(),
          showId,
          position: match.position,
          sides: match.sides.map((side) => ids(side)),
          stipulation: match.stipulation ?? null,
          championshipId: match.championship ? (m.idOf.get(match.championship) as string) : null,
          status: match.status ?? (result ? 'finished' : 'upcoming'),
          result,
          demo: match.demo ?? show.demo ?? false,
          updatedAt: now,
        }),
      );
    }
  }
  const reignN = new Map<string, number>();
  for (const reign of m.read.file.reigns ?? []) {
    const championshipId = m.idOf.get(reign.championship) as string;
    const sameStart = `${championshipId}#${reign.from}`;
    const n = reignN.get(sameStart) ?? 0;
    reignN.set(sameStart, n + 1);
    want(
      'reign',
      reignItem(
        {
          championshipId,
          holderIds: ids(reign.holders),
          from: reign.from,
          to: reign.to,
          showId: reign.show ? (m.idOf.get(reign.show) as string) : null,
          matchId: null,
          demo: reign.demo ?? false,
        },
        n,
      ),
    );
  }
  return desired;
}

/** What the run writes: each changed entity's transaction, and the relation writes. */
export interface ImportWrites {
  entityTransactions: CatalogueWrites[];
  requests: RelationWrite[];
}

/**
 * The writes of a matched file (`count` hears of every item's change): the changed entities'
 * transactions and the relations' puts and deletes, against what is stored.
 */
export async function planWrites(
  db: Db,
  m: Matched,
  entities: readonly EntityChange[],
  now: string,
  count: (kind: EntityChange['kind'] | RelationKind, change: Change) => void,
): Promise<ImportWrites> {
  const entityTransactions: CatalogueWrites[] = [];
  for (const e of entities) {
    count(e.kind, e.change);
    if (e.change !== 'unchanged') entityTransactions.push(entityWrites(db, e.item, e.previous));
  }
  const owned = await ownedBy(db, m);
  const requests = relationWrites(desiredRelations(m, owned, now), owned, count);
  return { entityTransactions, requests };
}
