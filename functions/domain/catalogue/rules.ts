/**
 * The rules a catalogue fact follows, whoever writes it (docs/wrestling.md): the admin routes
 * (domain/catalogue/admin.ts: the first problem refuses the change, 400) and the import
 * (domain/catalogue/import.ts: every problem, each after the name of its record). So the same fact
 * gets the same refusal text on both paths. Each check answers its problems' texts (none: the fact
 * is fine); entities are named by their slug (`ref`), which both writers know.
 *
 * Not here: references (does an id or a slug name an entity of the right kind: each writer names
 * them its own way), and the import's rules between a file's reigns (one open reign per
 * championship, its holders the championship's), which the admin routes keep by construction: a
 * crowning or a title change closes the open reign and moves the holders in one transaction.
 */
import { NO_WINNER_OUTCOME_TEXTS, CATALOGUE_RULE_TEXTS as R } from '../../../shared/messages-wrestling';
import { isNoWinnerMethod } from '../../../shared/schemas/wrestling';

/** The first entry that comes twice, or undefined. */
const twice = (refs: readonly string[]) => refs.find((ref, i) => refs.indexOf(ref) !== i);

/** A show ends after it starts. */
export function showTimeProblems(startsAt: string, endsAt: string): string[] {
  return Date.parse(endsAt) <= Date.parse(startsAt) ? [R.showEndsBeforeStart] : [];
}

/** A team's members: each once, none leaving before joining (dates YYYY-MM-DD, null: not known). */
export function memberProblems(
  members: readonly { ref: string; from?: string | null; to?: string | null }[],
): string[] {
  const problems: string[] = [];
  const double = twice(members.map((m) => m.ref));
  if (double) problems.push(R.memberTwice(double));
  for (const m of members)
    if (m.from && m.to && m.to < m.from) problems.push(R.memberLeavesBeforeJoining(m.ref));
  return problems;
}

/** A match's sides (entity refs per side): nobody on it twice. */
export function sidesProblems(sides: readonly (readonly string[])[]): string[] {
  const double = twice(sides.flat());
  return double ? [R.twiceOnMatch(double)] : [];
}

/** A card position is used once: `taken` are the positions of the card's other matches. */
export function positionProblems(position: number, taken: readonly number[]): string[] {
  return taken.includes(position) ? [R.positionTaken(position)] : [];
}

/**
 * A result's winner is one of the match's sides (0-based); a result without a winner (null) says how
 * it ended (a draw, a no contest, a double count-out or disqualification: NO_WINNER_METHODS), and one
 * with a winner names none of those; a result finishes the match.
 */
export function resultProblems(
  result: { winnerSide: number | null; method?: string | null },
  sides: number,
  status: string | undefined,
): string[] {
  const problems: string[] = [];
  if (result.winnerSide !== null && result.winnerSide >= sides)
    problems.push(R.noSuchSide(result.winnerSide, sides));
  if (result.winnerSide === null && !isNoWinnerMethod(result.method)) problems.push(R.noWinnerNeedsOutcome);
  if (result.winnerSide !== null && isNoWinnerMethod(result.method))
    problems.push(R.outcomeHasNoWinner(NO_WINNER_OUTCOME_TEXTS[result.method]));
  if (status && status !== 'finished') problems.push(R.resultNotFinished(status));
  return problems;
}

/**
 * A finished show's card is settled: every match has a result (a winner, or how it ended without
 * one). `withoutResult` is how many of its matches have none; a show is not marked finished (by the
 * admin routes or in an import file) while any has, so no match stays "live" on a finished show.
 */
export function finishProblems(withoutResult: number): string[] {
  return withoutResult > 0 ? [R.openMatches(withoutResult)] : [];
}

/** Holders (a championship's, a reign's): each once. */
export function holderProblems(holders: readonly string[]): string[] {
  const double = twice(holders);
  return double ? [R.holderTwice(double)] : [];
}

/**
 * A reign does not end before it starts (YYYY-MM-DD). The admin routes ask it of the open reign a
 * crowning or a title change ends on its date: a crowning dated before the current reign began
 * would close it with an end before its start.
 */
export function reignProblems(reign: { from: string; to: string | null }): string[] {
  return reign.to !== null && reign.to < reign.from ? [R.reignEndsBeforeStart(reign.from, reign.to)] : [];
}
