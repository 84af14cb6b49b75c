/**
 * The admin Catalogue tab's cards (docs/wrestling.md, ./admin.ts): a show's matches added, changed
 * and deleted (each change moves the show's card version on: two changes from one read, one wins),
 * its `appeared` links kept to the card, and its status (scheduled -> live -> finished).
 */

import { CATALOGUE_TEXTS, CATALOGUE_ADMIN_TEXTS as T } from '../../../shared/messages-wrestling';
import type { AdminEntity, MatchUpdate } from '../../../shared/schemas/catalogue-admin';
import type { Match, MatchInput, SHOW_STATUSES } from '../../../shared/schemas/wrestling';
import {
  bumpCard,
  deleteMatchItem,
  newMatchItem,
  putMatch,
  showStatusUpdate,
} from '../../data/catalogue/cards';
import type { EntityItem, MatchItem } from '../../data/catalogue/items';
import { appearedWrites } from '../../data/catalogue/links';
import { readShowPartition } from '../../data/catalogue/shows';
import { commitWrites } from '../../data/catalogue/writes';
import type { Db } from '../../data/client';
import { conflict, invalid, notFound } from '../../lib/errors';
import { ulid } from '../../lib/ulid';
import {
  audit,
  type CatalogueDeps,
  matchOut,
  referenced,
  refuse,
  slugOf,
  statusRank,
  toAdminEntity,
  withoutResult,
} from './admin';
import { finishProblems, positionProblems, sidesProblems } from './rules';

/** A show's partition (the show, its card, its links) for a change: 404 unknown, 400 not a show. */
export async function loadShow(db: Db, showId: string) {
  const part = await readShowPartition(db, showId);
  if (!part.show) throw notFound(CATALOGUE_TEXTS.notFound);
  if (part.show.kind !== 'show') throw invalid(T.notAShow);
  return part as typeof part & { show: EntityItem };
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
  const item = newMatchItem({
    id,
    showId,
    position: input.position,
    sides: input.sides,
    stipulation: input.stipulation,
    championshipId: input.championshipId,
    updatedAt: deps.now().toISOString(),
  });
  await commitWrites(
    deps.db,
    [
      bumpCard(deps.db, show),
      putMatch(deps.db, item),
      ...appearedWrites(deps.db, showId, links, [...matches, item]),
      audit(deps, actorId, 'add-match', show, null, matchOut(item)),
    ],
    cardChanged,
  );
  return matchOut(item);
}

/** The card's match of that id, or 404. */
export function matchOf(matches: MatchItem[], matchId: string): MatchItem {
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
  await commitWrites(
    deps.db,
    [
      bumpCard(deps.db, show),
      putMatch(deps.db, item),
      ...appearedWrites(
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
  await commitWrites(
    deps.db,
    [
      bumpCard(deps.db, show),
      deleteMatchItem(deps.db, showId, matchId),
      ...appearedWrites(
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
  await commitWrites(
    deps.db,
    [
      showStatusUpdate(deps.db, show, status, updatedAt),
      audit(deps, actorId, 'set-status', show, { status: show.status }, { status }),
    ],
    () => conflict(T.stale),
  );
  return toAdminEntity({ ...show, status, updatedAt });
}
