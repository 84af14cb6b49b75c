import { describe, expect, it } from 'vitest';
import type { NamedEntity } from '../../data/catalogue/tag-index';
import { buildNamesIndex, namedIn, showsTagged } from './tag-suggestions';

const colors = { primary: '#000000', secondary: '#ffffff' };
const e = (id: string, name: string, facts: Partial<NamedEntity> = {}): NamedEntity => ({
  id,
  kind: 'wrestler',
  slug: id,
  name,
  colors,
  ...facts,
});

describe('tag suggestions', () => {
  const index = buildNamesIndex([
    e('rhea', 'Rhea Ripley', { akas: ['Mami'] }),
    e('iyo', 'IYO SKY'),
    e('cody', 'Cody Rhodes'),
    e('rey', 'Rey Mysterio'),
    e('wwe', 'World Wrestling Entertainment', { kind: 'promotion', shortName: 'WWE' }),
    e('aj', 'AJ'),
  ]);

  it('finds names and also-known-as names as whole words, folded, in order of mention', () => {
    expect(namedIn(index, 'MAMI is back! Then Rhea ripley vs IYO Sky on wwe').map((x) => x.id)).toEqual([
      'rhea',
      'iyo',
      'wwe',
    ]);
    expect(namedIn(index, 'Réy Mystério!').map((x) => x.id)).toEqual(['rey']);
  });

  it('does not match part of a word, a name cut short, or names under three characters', () => {
    expect(namedIn(index, 'Codyrhodes and Rheas and cody at the gym, AJ')).toEqual([]);
  });

  it('maps a show hashtag to that hashtag’s show nearest now', () => {
    const now = new Date('2026-11-23T20:00:00Z');
    const shows = [
      e('raw-last', 'Raw', { kind: 'show', hashtag: 'WWERaw', startsAt: '2026-11-16T01:00:00Z' }),
      e('raw', 'Raw', { kind: 'show', hashtag: 'WWERaw', startsAt: '2026-11-24T01:00:00Z' }),
      e('dyn', 'Dynamite', { kind: 'show', hashtag: 'AEWDynamite', startsAt: '2026-11-24T01:00:00Z' }),
    ];
    expect(showsTagged(shows, 'Tonight #wweraw!', now).map((s) => s.id)).toEqual(['raw']);
    expect(showsTagged(shows, 'no tag WWERaw', now)).toEqual([]);
  });
});
