/**
 * The admin Catalogue tab's titles (docs/wrestling.md, ./admin.ts): a match's result (a title match
 * won by others than the holders is a title change, in the same transaction) and a crowning (new
 * holders from a date; none: vacated). Results are spoilers: what a result changes is marked with it
 * (data/catalogue/titles.ts), a crowning is a fact.
 */
import { dayIn } from '../../../shared/days';
import { parseMatchTime } from '../../../shared/match-time';
import { CATALOGUE_TEXTS, CATALOGUE_ADMIN_TEXTS as T } from '../../../shared/messages-wrestling';
import type { AdminEntity, CrownInput, Reign } from '../../../shared/schemas/catalogue-admin';
import type { Match, MatchResultInput } from '../../../shared/schemas/wrestling';
import { titleHistory } from '../../data/catalogue/audit';
import { putResult } from '../../data/catalogue/cards';
import { getEntity } from '../../data/catalogue/entities';
import type { EntityItem, ReignItem, ResultMark } from '../../data/catalogue/items';
import { titleChangeWrites } from '../../data/catalogue/titles';
import { type CatalogueWrites, commitWrites } from '../../data/catalogue/writes';
import type { Db } from '../../data/client';
import { conflict, invalid, notFound } from '../../lib/errors';
import { audit, type CatalogueDeps, matchOut, referenced, refuse, slugOf, toAdminEntity } from './admin';
import { loadShow, matchOf } from './admin-cards';
import { holderProblems, reignProblems, resultProblems } from './rules';
import { holdsTitle, revealResults } from './shapes';

/**
 * The writes that make `holderIds` the championship's holders from `from` (data/catalogue/titles.ts):
 * the open reign ends on `from`, which is not before it began (the import's rule for any reign).
 * `byResult` (a title change) marks what it changes; without it (a crowning, a fact), the holder links
 * become exactly the new holders', plain: earlier results' marks and the links they kept go.
 */
async function newReignWrites(
  db: Db,
  championship: EntityItem,
  holderIds: string[],
  from: string,
  updatedAt: string,
  where: { showId: string | null; matchId: string | null; demo: boolean },
  byResult: ResultMark | null,
) {
  const { holderLinks, reigns } = await titleHistory(db, championship.id);
  for (const current of reigns.filter((r) => r.to === null))
    refuse(reignProblems({ from: current.from, to: from }));
  // Who holds the title with every result counted: a result's marks are made against it.
  const holds = (link: Parameters<typeof holdsTitle>[0]) => holdsTitle(link, revealResults(true));
  return titleChangeWrites(
    db,
    { championship, holderIds, from, updatedAt, where, byResult, holderLinks, reigns },
    holds,
  );
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

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
  const writes: CatalogueWrites = [];
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
  const { item, write } = putResult(
    deps.db,
    stored,
    {
      winnerSide: input.winnerSide,
      method: input.method ?? null,
      // Entered as "m:ss" (the schema checked it), stored in seconds as ever.
      durationSeconds: input.duration ? parseMatchTime(input.duration) : null,
      titleChange,
    },
    updatedAt,
  );
  writes.unshift(write);
  writes.push(audit(deps, actorId, 'set-result', show, matchOut(stored), matchOut(item)));
  await commitWrites(deps.db, writes, () => conflict(T.stale));
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
  await commitWrites(deps.db, writes, () => conflict(T.stale));
  return { championship: toAdminEntity(after), reign: reign ? toReign(reign) : null };
}
