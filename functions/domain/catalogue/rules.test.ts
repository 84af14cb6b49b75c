import { describe, expect, it } from 'vitest';
import { CATALOGUE_RULE_TEXTS as R } from '../../../shared/messages-wrestling';
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

describe('the rules of a catalogue fact', () => {
  it('a show ends after it starts', () => {
    expect(showTimeProblems('2026-11-23T01:00:00Z', '2026-11-23T04:00:00Z')).toEqual([]);
    expect(showTimeProblems('2026-11-23T01:00:00Z', '2026-11-23T01:00:00Z')).toEqual([R.showEndsBeforeStart]);
    // Offsets count: 02:00+02:00 is before 01:00Z.
    expect(showTimeProblems('2026-11-23T01:00:00Z', '2026-11-23T02:00:00+02:00')).toEqual([
      R.showEndsBeforeStart,
    ]);
  });

  it('a member is listed once and does not leave before joining (unknown dates pass)', () => {
    expect(
      memberProblems([
        { ref: 'a', from: '2020-01-01', to: '2020-01-01' },
        { ref: 'b', from: null, to: '2019-01-01' },
        { ref: 'c' },
      ]),
    ).toEqual([]);
    expect(memberProblems([{ ref: 'a', from: '2024-05-01', to: '2024-01-01' }])).toEqual([
      R.memberLeavesBeforeJoining('a'),
    ]);
    expect(memberProblems([{ ref: 'a' }, { ref: 'b' }, { ref: 'a' }])).toEqual([R.memberTwice('a')]);
  });

  it('a card position once, nobody twice on a match, a winner among the sides, a result finishes', () => {
    expect(positionProblems(2, [1, 3])).toEqual([]);
    expect(positionProblems(3, [1, 3])).toEqual([R.positionTaken(3)]);
    expect(sidesProblems([['a', 'b'], ['c']])).toEqual([]);
    expect(sidesProblems([['a'], ['b', 'a']])).toEqual([R.twiceOnMatch('a')]);
    expect(resultProblems({ winnerSide: 1 }, 2, undefined)).toEqual([]);
    expect(resultProblems({ winnerSide: 1, method: 'count-out' }, 2, undefined)).toEqual([]);
    expect(resultProblems({ winnerSide: 2 }, 2, 'live')).toEqual([
      R.noSuchSide(2, 2),
      R.resultNotFinished('live'),
    ]);
  });

  it('a result without a winner says how it ended; one with a winner is not a draw', () => {
    for (const method of ['draw', 'no-contest', 'double-count-out', 'double-disqualification'])
      expect(resultProblems({ winnerSide: null, method }, 2, 'finished'), method).toEqual([]);
    expect(resultProblems({ winnerSide: null }, 2, 'finished')).toEqual([R.noWinnerNeedsOutcome]);
    expect(resultProblems({ winnerSide: null, method: null }, 2, undefined)).toEqual([
      R.noWinnerNeedsOutcome,
    ]);
    expect(resultProblems({ winnerSide: null, method: 'pinfall' }, 2, undefined)).toEqual([
      R.noWinnerNeedsOutcome,
    ]);
    expect(resultProblems({ winnerSide: 0, method: 'draw' }, 2, undefined)).toEqual([
      'Draw means no winner: leave the winner side out',
    ]);
    expect(resultProblems({ winnerSide: 1, method: 'double-count-out' }, 2, undefined)).toEqual([
      R.outcomeHasNoWinner('Double count-out'),
    ]);
  });

  it('a show is finished only with a result for every match', () => {
    expect(finishProblems(0)).toEqual([]);
    expect(finishProblems(1)).toEqual(['1 match has no result yet: enter it or remove it first']);
    expect(finishProblems(2)).toEqual(['2 matches have no result yet: enter them or remove them first']);
  });

  it('holders are listed once; a reign does not end before it starts (ending the day it starts is fine)', () => {
    expect(holderProblems(['a', 'b'])).toEqual([]);
    expect(holderProblems(['a', 'b', 'b'])).toEqual([R.holderTwice('b')]);
    expect(reignProblems({ from: '2025-06-01', to: null })).toEqual([]);
    expect(reignProblems({ from: '2025-06-01', to: '2025-06-01' })).toEqual([]);
    expect(reignProblems({ from: '2025-06-01', to: '2025-01-01' })).toEqual([
      R.reignEndsBeforeStart('2025-06-01', '2025-01-01'),
    ]);
  });
});
