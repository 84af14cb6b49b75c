import { describe, expect, it } from 'vitest';
import { PICK_TEXTS } from '../../../shared/messages-ratings';
import { cursorOf, rank, resumeOf } from './leaderboards';
import { pickDeltas } from './show-picks';

describe('leaderboard ranks', () => {
  it('share a rank on a tie and go on from the cursor', () => {
    const first = rank(
      [
        { userId: 'a', points: 30 },
        { userId: 'b', points: 20 },
        { userId: 'c', points: 20 },
      ],
      null,
    );
    expect(first.map((r) => [r.position, r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 2],
    ]);
    const last = first[2];
    if (!last) throw new Error('no last entry');
    const from = resumeOf(cursorOf(last));
    expect(from).toEqual({ position: 3, rank: 2, points: 20, userId: 'c' });
    const next = rank(
      [
        { userId: 'd', points: 20 },
        { userId: 'e', points: 5 },
      ],
      from,
    );
    expect(next.map((r) => [r.position, r.rank])).toEqual([
      [4, 2],
      [5, 5],
    ]);
  });

  it('refuses a cursor it did not make', () => {
    expect(resumeOf(undefined)).toBeNull();
    for (const bad of ['x', '1.1.1.', '-1.1.1.a', '1.1.x.a'])
      expect(() => resumeOf(bad)).toThrow(PICK_TEXTS.badCursor);
    // An id with dots survives.
    expect(resumeOf('2.2.10.a.b')?.userId).toBe('a.b');
  });
});

describe('pick counts moved by a change of picks', () => {
  it('a first pick adds one, a changed pick moves one, an unchanged pick moves nothing', () => {
    expect(pickDeltas({}, { m1: 1 })).toEqual([{ matchId: 'm1', side: 1, by: 1 }]);
    expect(pickDeltas({ m1: 1, m2: 0 }, { m1: 0, m2: 0 })).toEqual([
      { matchId: 'm1', side: 0, by: 1 },
      { matchId: 'm1', side: 1, by: -1 },
    ]);
    expect(pickDeltas({ m1: 2 }, { m1: 2 })).toEqual([]);
  });
});
