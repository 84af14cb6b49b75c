import { describe, expect, it } from 'vitest';
import type { ShowFacts, SpoilerState } from './guard';
import { showWatchOf, staleWatchEntries } from './watch';

const raw: ShowFacts = {
  id: 'RAW',
  name: 'Raw',
  promotionId: 'WWE',
  startsAt: '2026-11-23T01:00:00.000Z',
  endsAt: '2026-11-23T04:00:00.000Z',
};
const state = (over: Partial<SpoilerState> = {}): SpoilerState => ({
  protect: 'followed',
  liftAfter: '3d',
  statuses: {},
  followedPromotions: new Set(['WWE']),
  ...over,
});
const said = (status: 'live' | 'later' | 'watched' | 'unprotected') => ({
  RAW: { ...raw, status, at: '2026-11-22T00:00:00.000Z' },
});
const during = new Date('2026-11-23T02:00:00.000Z');

describe('the watch answer', () => {
  it('says nothing said, and the protection the settings give', () => {
    expect(showWatchOf(state(), raw, during)).toEqual({
      showId: 'RAW',
      status: null,
      protected: true,
      revealAt: '2026-11-26T04:00:00.000Z',
    });
    expect(showWatchOf(state({ followedPromotions: new Set() }), raw, during)).toEqual({
      showId: 'RAW',
      status: null,
      protected: false,
      revealAt: null,
    });
  });

  it('says the status, protected only for later (before the show too), and when it lifts', () => {
    const before = new Date('2026-11-22T12:00:00.000Z');
    expect(showWatchOf(state({ statuses: said('later') }), raw, before)).toMatchObject({
      status: 'later',
      protected: true,
    });
    for (const status of ['live', 'watched', 'unprotected'] as const)
      expect(showWatchOf(state({ statuses: said(status) }), raw, during)).toEqual({
        showId: 'RAW',
        status,
        protected: false,
        revealAt: null,
      });
    expect(showWatchOf(state({ statuses: said('later'), liftAfter: 'never' }), raw, during)).toEqual({
      showId: 'RAW',
      status: 'later',
      protected: true,
      revealAt: null,
    });
  });

  it('protects a fan who said nothing only while the show is among the recent ones (30 days), as the guard', async () => {
    const never = state({ liftAfter: 'never', protect: 'all' });
    expect(showWatchOf(never, raw, new Date('2026-12-22T00:00:00.000Z')).protected).toBe(true);
    expect(showWatchOf(never, raw, new Date('2026-12-24T00:00:00.000Z'))).toEqual({
      showId: 'RAW',
      status: null,
      protected: false,
      revealAt: null,
    });
    // Their own `later` holds.
    const later = showWatchOf(
      { ...never, statuses: said('later') },
      raw,
      new Date('2027-06-01T00:00:00.000Z'),
    );
    expect(later).toMatchObject({ status: 'later', protected: true });
  });
});

describe('the entries that no longer decide anything', () => {
  it('are the statuses other than later of shows started more than 30 days ago', () => {
    const entry = (id: string, status: 'live' | 'later' | 'watched' | 'unprotected', startsAt: string) => ({
      ...raw,
      id,
      startsAt,
      status,
      at: '2026-01-01T00:00:00.000Z',
    });
    const statuses = {
      OLDW: entry('OLDW', 'watched', '2026-10-01T00:00:00.000Z'),
      OLDU: entry('OLDU', 'unprotected', '2026-10-01T00:00:00.000Z'),
      OLDL: entry('OLDL', 'later', '2026-10-01T00:00:00.000Z'),
      NEWW: entry('NEWW', 'watched', '2026-11-20T00:00:00.000Z'),
    };
    const now = new Date('2026-11-23T00:00:00.000Z');
    expect(staleWatchEntries(statuses, now).map((e) => e.id)).toEqual(['OLDW', 'OLDU']);
    // What they answer is what no status answers.
    for (const id of ['OLDW', 'OLDU']) {
      const show = { ...raw, id, startsAt: '2026-10-01T00:00:00.000Z' };
      const all = state({ protect: 'all', liftAfter: 'never' });
      expect(showWatchOf({ ...all, statuses }, show, now).protected).toBe(false);
      expect(showWatchOf(all, show, now).protected).toBe(false);
    }
    expect(staleWatchEntries({}, now)).toEqual([]);
  });
});
