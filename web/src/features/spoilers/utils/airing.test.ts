import { describe, expect, it } from 'vitest';
import { airedLately, airing } from './airing';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const HOUR = 3600_000;
const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();

describe('airing', () => {
  it('is on while live, or started and not ended', () => {
    expect(airing({ status: 'live', startsAt: at(-1), endsAt: at(-0.5) }, NOW)).toBe('on');
    expect(airing({ status: 'scheduled', startsAt: at(-1), endsAt: at(2) }, NOW)).toBe('on');
    expect(airing({ startsAt: at(-1) }, NOW)).toBe('on');
  });

  it('just aired for 24 hours after its end (a finished show without an end: from its start)', () => {
    expect(airing({ status: 'finished', startsAt: at(-5), endsAt: at(-2) }, NOW)).toBe('aired');
    expect(airing({ status: 'scheduled', startsAt: at(-5), endsAt: at(-23.9) }, NOW)).toBe('aired');
    expect(airing({ status: 'finished', startsAt: at(-20) }, NOW)).toBe('aired');
    expect(airing({ status: 'finished', startsAt: at(-30), endsAt: at(-25) }, NOW)).toBeNull();
  });

  it('is nothing before it starts', () => {
    expect(airing({ status: 'scheduled', startsAt: at(1), endsAt: at(4) }, NOW)).toBeNull();
    expect(airing({ status: 'scheduled' }, NOW)).toBeNull();
  });

  it('aired lately: on, or ended within the longest automatic lift (7 days)', () => {
    expect(airedLately({ status: 'live' }, NOW)).toBe(true);
    expect(airedLately({ status: 'finished', startsAt: at(-100), endsAt: at(-97) }, NOW)).toBe(true);
    expect(airedLately({ status: 'finished', startsAt: at(-200), endsAt: at(-170) }, NOW)).toBe(false);
    expect(airedLately({ status: 'scheduled', startsAt: at(3) }, NOW)).toBe(false);
  });
});
