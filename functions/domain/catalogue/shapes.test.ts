import { describe, expect, it } from 'vitest';
import type { HolderMark, ReignItem } from '../../data/catalogue/items';
import { holdsTitle, type Revealed, reignsSeen, revealResults } from './shapes';

const at = (showId: string) => ({ showId, matchId: `M-${showId}` });
const won = (showId: string): HolderMark => ({ wonAt: at(showId) });
const lost = (showId: string): HolderMark => ({ lostAt: at(showId) });
const all = revealResults(true);
const none = revealResults(false);
/** Spoiler Guard's kind of answer: these shows' results, not the others'. */
const only =
  (...shows: string[]): Revealed =>
  (showId) =>
    shows.includes(showId);

describe('holder links as a fan sees them', () => {
  it('a fact holds with or without results', () => {
    expect(holdsTitle({}, all)).toBe(true);
    expect(holdsTitle({}, none)).toBe(true);
  });

  it('a title lost at a result is held until that result is revealed; one won, from it', () => {
    expect(holdsTitle({ resultMarks: [lost('S1')] }, none)).toBe(true);
    expect(holdsTitle({ resultMarks: [lost('S1')] }, all)).toBe(false);
    expect(holdsTitle({ resultMarks: [won('S1')] }, none)).toBe(false);
    expect(holdsTitle({ resultMarks: [won('S1')] }, all)).toBe(true);
  });

  it('lost at one show and won back at the next: each show decides for itself', () => {
    const link = { resultMarks: [lost('S1'), won('S2')] };
    expect(holdsTitle(link, none)).toBe(true);
    expect(holdsTitle(link, only('S1'))).toBe(false);
    expect(holdsTitle(link, all)).toBe(true);
    const challenger = { resultMarks: [won('S1'), lost('S2')] };
    expect(holdsTitle(challenger, none)).toBe(false);
    expect(holdsTitle(challenger, only('S1'))).toBe(true);
    expect(holdsTitle(challenger, all)).toBe(false);
  });
});

describe('reigns as a fan sees them (newest first)', () => {
  const reign = (
    from: string,
    to: string | null,
    marks: Partial<Pick<ReignItem, 'wonAt' | 'lostAt'>> = {},
  ) => ({
    from,
    to,
    ...marks,
  });
  const dates = (list: { from: string; to: string | null }[]) => list.map((r) => [r.from, r.to]);
  const history = [
    reign('2026-03-01', null, { wonAt: at('S2') }),
    reign('2026-02-01', '2026-03-01', { wonAt: at('S1'), lostAt: at('S2') }),
    reign('2025-01-01', '2026-02-01', { lostAt: at('S1') }),
  ];

  it('leaves out the reigns hidden results began, and lets the reign they ended last', () => {
    expect(dates(reignsSeen(history, all))).toEqual([
      ['2026-03-01', null],
      ['2026-02-01', '2026-03-01'],
      ['2025-01-01', '2026-02-01'],
    ]);
    expect(dates(reignsSeen(history, none))).toEqual([['2025-01-01', null]]);
    expect(dates(reignsSeen(history, only('S1')))).toEqual([
      ['2026-02-01', null],
      ['2025-01-01', '2026-02-01'],
    ]);
  });

  it('a reign a hidden result ended lasts until the next fact began (a crowning)', () => {
    const crowned = [
      reign('2026-06-01', null),
      reign('2026-03-01', '2026-06-01', { wonAt: at('S2') }),
      ...history.slice(1),
    ];
    expect(dates(reignsSeen(crowned, none))).toEqual([
      ['2026-06-01', null],
      ['2025-01-01', '2026-06-01'],
    ]);
  });
});
