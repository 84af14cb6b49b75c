/** A show room's rules (./rules.ts): each refusal with its reason and wait, in the rules' order. */
import { describe, expect, it } from 'vitest';
import { ROOM_TEXTS } from '../../../shared/messages-rooms';
import {
  foldForDuplicate,
  messageRefusal,
  phaseOf,
  roomExpiresAt,
  standingRefusal,
  talksFrom,
  textDigest,
  turnRefusal,
  windowEnd,
} from './rules';

const HOUR = 3_600_000;
const now = new Date('2026-11-28T20:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const adult = { createdAt: ago(48 * HOUR), ageBand: 'adult' as const };

describe('the standing of a fan', () => {
  it('lets an adult account talk from 24 hours, a teen account from 7 days', () => {
    expect(standingRefusal(null, { createdAt: ago(25 * HOUR) }, now)).toBeNull();
    const young = standingRefusal(null, { createdAt: ago(23 * HOUR) }, now);
    expect(young).toEqual({
      kind: 'forbidden',
      message: ROOM_TEXTS.tooNew(1),
      until: new Date(now.getTime() + HOUR),
    });
    expect(standingRefusal(null, { createdAt: ago(6 * 24 * HOUR), ageBand: 'teen' }, now)?.message).toBe(
      ROOM_TEXTS.tooNew(24),
    );
    expect(standingRefusal(null, { createdAt: ago(7 * 24 * HOUR + 1), ageBand: 'teen' }, now)).toBeNull();
    expect(talksFrom({ createdAt: now.toISOString(), ageBand: 'teen' }).toISOString()).toBe(
      '2026-12-05T20:00:00.000Z',
    );
  });

  it('refuses a removed fan, then a timed-out one with the minutes left (rounded up)', () => {
    expect(standingRefusal({ removed: true, until: now.getTime() + 1 }, adult, now)?.message).toBe(
      ROOM_TEXTS.removed,
    );
    expect(standingRefusal({ until: now.getTime() + 9 * 60_000 + 1 }, adult, now)?.message).toBe(
      ROOM_TEXTS.timedOut(10),
    );
    expect(standingRefusal({ until: now.getTime() }, adult, now)).toBeNull();
  });
});

describe('a fan’s turn', () => {
  const digest = textDigest('What a match');
  it('makes the fan wait in slow mode, with the seconds left', () => {
    const fan = { lastAt: now.getTime() - 3_500, lastDigest: 'other' };
    expect(turnRefusal(fan, digest, 15, now)?.message).toBe(ROOM_TEXTS.slowMode(12));
    expect(turnRefusal(fan, digest, 0, now)).toBeNull();
    expect(turnRefusal({ ...fan, lastAt: now.getTime() - 15_000 }, digest, 15, now)).toBeNull();
  });

  it('refuses the same text (case and spaces folded) within the duplicate window, as a conflict', () => {
    expect(foldForDuplicate('  What   A\tMATCH ')).toBe('what a match');
    expect(textDigest('  What   A\tMATCH ')).toBe(digest);
    const fan = { lastAt: now.getTime() - 30_000, lastDigest: digest };
    expect(turnRefusal(fan, digest, 0, now)).toEqual({
      kind: 'conflict',
      message: ROOM_TEXTS.duplicate,
      until: null,
    });
    expect(turnRefusal({ ...fan, lastAt: now.getTime() - 61_000 }, digest, 0, now)).toBeNull();
  });

  it('says the first reason in the rules’ order', () => {
    const fan = { removed: true, lastAt: now.getTime(), lastDigest: 'x' };
    const base = { fan, talker: adult, digest: 'x', slowModeSeconds: 60, now };
    expect(messageRefusal({ ...base, state: 'upcoming' })?.message).toBe(ROOM_TEXTS.notOpenYet);
    expect(messageRefusal({ ...base, state: 'archived' })?.message).toBe(ROOM_TEXTS.closed);
    expect(messageRefusal({ ...base, state: 'open' })?.message).toBe(ROOM_TEXTS.removed);
    expect(messageRefusal({ ...base, state: 'open', fan: { ...fan, removed: false } })?.message).toBe(
      ROOM_TEXTS.slowMode(60),
    );
  });
});

describe('threads, windows and the TTL', () => {
  it('names the phase from the match’s status', () => {
    expect([phaseOf('upcoming'), phaseOf('live'), phaseOf('finished')]).toEqual([
      'before',
      'during',
      'after',
    ]);
  });

  it('aligns publish windows to multiples of 500 ms', () => {
    expect(windowEnd(1_000)).toBe(1_500);
    expect(windowEnd(1_499)).toBe(1_500);
    expect(windowEnd(1_500)).toBe(2_000);
  });

  it('keeps a room 30 days after it closes (3 hours after the show’s end)', () => {
    const show = { startsAt: '2026-11-28T20:00:00.000Z', endsAt: '2026-11-28T23:00:00.000Z' };
    expect(new Date(roomExpiresAt(show) * 1000).toISOString()).toBe('2026-12-29T02:00:00.000Z');
  });
});
