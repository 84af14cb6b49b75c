import { describe, expect, it } from 'vitest';
import {
  isoWeekOf,
  leaderboardBuckets,
  movePick,
  pickLocked,
  pointsPerSide,
  showRecord,
  sideOnCard,
  upsetPoints,
} from './picks';

const START = Date.parse('2026-11-30T01:00:00.000Z');

describe('a pick', () => {
  it('locks when its match goes live, or at the show start at the latest', () => {
    expect(pickLocked({ matchStatus: 'upcoming', showStartsAt: START }, START - 1)).toBe(false);
    expect(pickLocked({ matchStatus: 'upcoming', showStartsAt: START }, START)).toBe(true);
    expect(pickLocked({ matchStatus: 'live', showStartsAt: START }, START - 3_600_000)).toBe(true);
    expect(pickLocked({ matchStatus: 'finished', showStartsAt: START }, START - 1)).toBe(true);
  });

  it('names a side on the card', () => {
    expect(sideOnCard(0, 2)).toBe(true);
    expect(sideOnCard(2, 3)).toBe(true);
    expect(sideOnCard(2, 2)).toBe(false);
    expect(sideOnCard(-1, 2)).toBe(false);
    expect(sideOnCard(0.5, 2)).toBe(false);
  });

  it('moves the counters when changed', () => {
    expect(movePick([3, 1], null, 1)).toEqual([3, 2]);
    expect(movePick([3, 2], 1, 0)).toEqual([4, 1]);
    expect(movePick([3, 2], 1, 1)).toEqual([3, 2]);
  });
});

describe('points', () => {
  it('are 10 x (1 + the share of the other side), rounded', () => {
    expect(upsetPoints([10, 0], 0)).toBe(10);
    expect(upsetPoints([5, 5], 0)).toBe(15);
    expect(upsetPoints([90, 10], 1)).toBe(19);
    expect(upsetPoints([90, 10], 0)).toBe(11);
    expect(upsetPoints([1, 999], 0)).toBe(20);
    expect(upsetPoints([7, 2, 1], 2)).toBe(19);
    expect(upsetPoints([0, 4], 0)).toBe(0);
  });

  it('are the same for every fan on the winning side, none for the others or a match with no winner', () => {
    expect(pointsPerSide({ matchId: 'm', sideCounts: [75, 25], winnerSide: 1 })).toEqual([0, 18]);
    expect(pointsPerSide({ matchId: 'm', sideCounts: [75, 25], winnerSide: null })).toEqual([0, 0]);
  });
});

describe("a fan's record at a show", () => {
  const scored = [
    { matchId: 'a', sideCounts: [8, 2], winnerSide: 0 },
    { matchId: 'b', sideCounts: [5, 5], winnerSide: 1 },
    { matchId: 'c', sideCounts: [3, 7], winnerSide: 0 },
    { matchId: 'd', sideCounts: [4, 6], winnerSide: null },
  ];

  it('counts the decided matches, the correct picks and their points ("You went 2/3")', () => {
    const picks = [
      { matchId: 'a', side: 0 },
      { matchId: 'b', side: 0 },
      { matchId: 'c', side: 0 },
      { matchId: 'd', side: 1 },
      { matchId: 'not-yet-scored', side: 0 },
    ];
    expect(showRecord(picks, scored)).toEqual({ correct: 2, decided: 3, points: 12 + 17 });
  });

  it('is 0/0 without picks', () => {
    expect(showRecord([], scored)).toEqual({ correct: 0, decided: 0, points: 0 });
  });
});

describe('leaderboard buckets', () => {
  it('are ISO weeks in UTC', () => {
    expect(isoWeekOf('2026-11-28T14:00:00.000Z')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-30T00:00:00.000Z')).toBe('2026-W49');
    expect(isoWeekOf('2026-11-29T23:59:59.999Z')).toBe('2026-W48');
    expect(isoWeekOf('2021-01-01T12:00:00.000Z')).toBe('2020-W53');
    expect(isoWeekOf('2024-12-30T00:00:00.000Z')).toBe('2025-W01');
    expect(isoWeekOf('2026-01-01T00:00:00.000Z')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-03T00:00:00.000Z')).toBe('2026-W53');
    expect(isoWeekOf(Date.parse('2023-01-01T00:00:00.000Z'))).toBe('2022-W52');
  });

  it("are everyone's and the promotion's, of the show's week and of all time", () => {
    expect(leaderboardBuckets('2026-11-30T01:00:00.000Z', 'wwe')).toEqual([
      { promotionId: null, period: 'week', bucket: '2026-W49' },
      { promotionId: null, period: 'all', bucket: 'all' },
      { promotionId: 'wwe', period: 'week', bucket: '2026-W49' },
      { promotionId: 'wwe', period: 'all', bucket: 'all' },
    ]);
  });
});
