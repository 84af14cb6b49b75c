import { describe, expect, it } from 'vitest';
import { type AboutShow, inTaggingWindow, showAbout } from './about';

const raw: AboutShow = {
  id: 'RAW',
  startsAt: '2026-11-23T01:00:00.000Z',
  endsAt: '2026-11-23T04:00:00.000Z',
  live: false,
  hashtag: 'WWERaw',
  card: [
    { entityId: 'RHEA', names: ['Rhea Ripley', 'Mami'] },
    { entityId: 'JD', names: ['The Judgment Day'] },
    { entityId: 'FINN', names: ['Finn Bálor'] },
    { entityId: 'AJ', names: ['AJ'] },
  ],
};
const nxt: AboutShow = {
  id: 'NXT',
  startsAt: '2026-11-23T00:00:00.000Z',
  endsAt: '2026-11-23T02:00:00.000Z',
  live: false,
  hashtag: 'WWENXT',
  card: [
    { entityId: 'RHEA', names: ['Rhea Ripley', 'Mami'] },
    { entityId: 'OBA', names: ['Oba Femi'] },
    { entityId: 'TRICK', names: ['Trick Williams'] },
  ],
};
const at = (iso: string) => new Date(iso);
const during = at('2026-11-23T02:30:00.000Z');
const about = (text: string, when = during, shows = [raw], tagged: string[] = []) =>
  showAbout(shows, text, when, tagged)?.id ?? null;

describe('inTaggingWindow', () => {
  it('runs from the show’s start to 24 hours after its end, and while it is live', () => {
    expect(inTaggingWindow(raw, at('2026-11-23T00:59:59.000Z'))).toBe(false);
    expect(inTaggingWindow(raw, at('2026-11-23T01:00:00.000Z'))).toBe(true);
    expect(inTaggingWindow(raw, at('2026-11-24T03:59:59.000Z'))).toBe(true);
    expect(inTaggingWindow(raw, at('2026-11-24T04:00:00.000Z'))).toBe(false);
    expect(inTaggingWindow({ ...raw, live: true }, at('2026-11-25T00:00:00.000Z'))).toBe(true);
    expect(inTaggingWindow({ ...raw, live: true }, at('2026-11-22T00:00:00.000Z'))).toBe(false);
  });
});

describe('showAbout', () => {
  it('finds the show by its hashtag, whatever its case', () => {
    expect(about('What a night #WWERaw')).toBe('RAW');
    expect(about('what a night #wweraw')).toBe('RAW');
    expect(about('WHAT A NIGHT #WWERAW!')).toBe('RAW');
    // Not a hashtag: a word, or a longer tag.
    expect(about('I watched WWERaw')).toBeNull();
    expect(about('#WWERawRecap')).toBeNull();
  });

  it('finds it by a name on the card, as whole words, case and accents folded', () => {
    expect(about('Rhea Ripley just won')).toBe('RAW');
    expect(about('RHEA RIPLEY!!!')).toBe('RAW');
    expect(about('finn balor is back')).toBe('RAW');
    expect(about('Finn Bálor is back')).toBe('RAW');
    expect(about('the judgment day broke up')).toBe('RAW');
  });

  it('matches also-known-as names', () => {
    expect(about('Mami is always on top')).toBe('RAW');
    expect(about('mAmI')).toBe('RAW');
  });

  it('does not match a name inside other words, a part of a name, or a name too short to tell', () => {
    expect(about('Mamis and papis')).toBeNull();
    expect(about('Rhea')).toBeNull();
    expect(about('Ripley')).toBeNull();
    expect(about('TheJudgmentDay')).toBeNull();
    expect(about('aj was here')).toBeNull();
    expect(about('Nothing about wrestling at all')).toBeNull();
  });

  it('counts an entity of the card the fan tagged as named', () => {
    expect(about('what a match', during, [raw], ['FINN'])).toBe('RAW');
    expect(about('what a match', during, [raw], ['SOMEONE_ELSE'])).toBeNull();
  });

  it('only inside the window', () => {
    expect(about('Rhea Ripley', at('2026-11-23T00:30:00.000Z'))).toBeNull();
    expect(about('#WWERaw', at('2026-11-24T05:00:00.000Z'))).toBeNull();
    expect(about('Rhea Ripley', at('2026-11-24T03:00:00.000Z'))).toBe('RAW');
  });

  it('picks one show among several: the hashtag’s, else the card named most, else the latest started', () => {
    // Named on both cards: the latest started (Raw started after NXT).
    expect(about('Mami!', during, [nxt, raw])).toBe('RAW');
    expect(about('Mami!', during, [raw, nxt])).toBe('RAW');
    // Two of NXT's card against one of Raw's.
    expect(about('Rhea Ripley vs Oba Femi', during, [raw, nxt])).toBe('NXT');
    // The hashtag wins over the names.
    expect(about('Rhea Ripley, Oba Femi, Trick Williams #WWERaw', during, [raw, nxt])).toBe('RAW');
    expect(about('Finn Balor at #wwenxt?', during, [raw, nxt])).toBe('NXT');
    // A show whose window is over does not count: NXT's closed at 02:00 the next day, Raw's at 04:00.
    expect(about('Rhea Ripley vs Oba Femi', at('2026-11-24T01:30:00.000Z'), [raw, nxt])).toBe('NXT');
    expect(about('Rhea Ripley vs Oba Femi', at('2026-11-24T03:00:00.000Z'), [raw, nxt])).toBe('RAW');
    expect(about('Oba Femi', at('2026-11-24T02:30:00.000Z'), [raw, nxt])).toBeNull();
  });
});
