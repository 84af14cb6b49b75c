import { describe, expect, it } from 'vitest';
import type { ShowFacts, SpoilerState } from './guard';
import { showWatchOf } from './watch';

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
});
