import { describe, expect, it } from 'vitest';
import { OPEN_GUARD, protectionOf, type ShowFacts, type SpoilerState, spoilerGuard } from './guard';

const raw: ShowFacts = {
  id: 'RAW',
  name: 'Raw',
  promotionId: 'WWE',
  startsAt: '2026-11-23T01:00:00.000Z',
  endsAt: '2026-11-23T04:00:00.000Z',
};
const dynamite: ShowFacts = { ...raw, id: 'DYN', name: 'Dynamite', promotionId: 'AEW' };
const state = (over: Partial<SpoilerState> = {}): SpoilerState => ({
  protect: 'followed',
  liftAfter: '3d',
  statuses: {},
  followedPromotions: new Set(['WWE']),
  ...over,
});
const at = (iso: string) => new Date(iso);
const during = at('2026-11-23T02:00:00.000Z');

describe('protectionOf', () => {
  it('protects a followed promotion’s show from its start until 3 days after its end, by default', () => {
    expect(protectionOf(state(), raw, at('2026-11-23T00:59:00.000Z')).protected).toBe(false);
    expect(protectionOf(state(), raw, during)).toEqual({
      protected: true,
      revealAt: '2026-11-26T04:00:00.000Z',
    });
    expect(protectionOf(state(), raw, at('2026-11-26T04:00:00.000Z')).protected).toBe(false);
    expect(protectionOf(state(), dynamite, during).protected).toBe(false);
  });

  it('follows the settings: all shows, none, and each lift choice', () => {
    expect(protectionOf(state({ protect: 'all' }), dynamite, during).protected).toBe(true);
    expect(protectionOf(state({ protect: 'none' }), raw, during).protected).toBe(false);
    expect(protectionOf(state({ liftAfter: '24h' }), raw, during).revealAt).toBe('2026-11-24T04:00:00.000Z');
    expect(protectionOf(state({ liftAfter: '7d' }), raw, during).revealAt).toBe('2026-11-30T04:00:00.000Z');
    const never = protectionOf(state({ liftAfter: 'never' }), raw, at('2027-11-23T00:00:00.000Z'));
    expect(never).toEqual({ protected: true, revealAt: null });
  });

  it('lets the fan’s own word decide: later protects, live, watched and unprotected do not', () => {
    const said = (status: 'live' | 'later' | 'watched' | 'unprotected', show = raw) =>
      state({ protect: 'none', statuses: { [show.id]: { ...show, status, at: during.toISOString() } } });
    expect(protectionOf(said('later'), raw, during).protected).toBe(true);
    // Before the show too: the fan asked.
    expect(protectionOf(said('later'), raw, at('2026-11-22T00:00:00.000Z')).protected).toBe(true);
    for (const status of ['live', 'watched', 'unprotected'] as const)
      expect(protectionOf({ ...said(status), protect: 'all' }, raw, during).protected).toBe(false);
    // Lifting applies to a fan's later too.
    expect(protectionOf(said('later'), raw, at('2026-11-27T00:00:00.000Z')).protected).toBe(false);
  });
});

describe('spoilerGuard', () => {
  it('shields other fans’ items about a protected show, never the fan’s own, nothing without a show', () => {
    const guard = spoilerGuard('me', state(), [raw, dynamite], during);
    const note = { showId: 'RAW', showName: 'Raw', revealAt: '2026-11-26T04:00:00.000Z' };
    expect(guard.shieldOf({ authorId: 'them', showId: 'RAW' })).toEqual(note);
    expect(guard.shieldOf({ authorId: 'me', showId: 'RAW' })).toBeNull();
    expect(guard.shieldOf({ authorId: 'them', showId: 'DYN' })).toBeNull();
    expect(guard.shieldOf({ authorId: 'them', showId: null })).toBeNull();
    expect(guard.resultsOf('RAW')).toBe(false);
    expect(guard.resultsOf('DYN')).toBe(true);
    expect([...guard.shielded.keys()]).toEqual(['RAW']);
  });

  it('knows an older show the fan said later for from the facts kept with the status', () => {
    const old = {
      ...raw,
      id: 'OLD',
      name: 'Old Raw',
      startsAt: '2025-01-01T01:00:00.000Z',
      endsAt: '2025-01-01T04:00:00.000Z',
    };
    const s = state({ liftAfter: 'never', statuses: { OLD: { ...old, status: 'later', at: old.startsAt } } });
    expect(spoilerGuard('me', s, [], during).shieldOf({ authorId: 'x', showId: 'OLD' })?.showName).toBe(
      'Old Raw',
    );
  });

  it('decides a recent show from its current facts, not the ones kept with a status', () => {
    const moved = { ...raw, endsAt: '2026-11-19T04:00:00.000Z', startsAt: '2026-11-19T01:00:00.000Z' };
    const s = state({ statuses: { RAW: { ...raw, status: 'later', at: raw.startsAt } } });
    // Lifted by the show's current end (3 days after Nov 19), though the kept facts say Nov 23.
    expect(spoilerGuard('me', s, [moved], during).resultsOf('RAW')).toBe(true);
  });

  it('OPEN_GUARD hides nothing', () => {
    expect(OPEN_GUARD.shieldOf({ authorId: 'x', showId: 'RAW' })).toBeNull();
    expect(OPEN_GUARD.resultsOf('RAW')).toBe(true);
  });
});
