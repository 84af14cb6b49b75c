/**
 * The starter catalogue and its generated weeks: a valid import file, the fixture slugs the tests
 * rely on, the two fixed shows, every generated card and result marked demo, weeks on their nights.
 */
import { describe, expect, it } from 'vitest';
import { catalogueFileSchema } from '../../shared/schemas/catalogue-import';
import { generateShows, starterCatalogue } from './generate';
import { readStarter } from './seed';

const now = new Date('2026-11-26T19:00:00Z');
const starter = readStarter();
const file = starterCatalogue(starter, now);
const DAY = 24 * 3600 * 1000;

describe('the starter catalogue', () => {
  it('is a valid import file with the fixture slugs and real facts only (no generated shows)', () => {
    expect(catalogueFileSchema.safeParse(starter).success).toBe(true);
    expect(catalogueFileSchema.safeParse(file).success).toBe(true);
    expect(starter.shows).toEqual([]);
    const refs = new Set(
      [starter.promotions, starter.wrestlers, starter.teams, starter.championships].flatMap((list) =>
        (list ?? []).map((r) => r.ref),
      ),
    );
    for (const slug of [
      'wwe',
      'aew',
      'njpw',
      'tna',
      'roh',
      'stardom',
      'cmll',
      'aaa',
      'nwa',
      'rhea-ripley',
      'iyo-sky',
      'cody-rhodes',
      'cm-punk',
      'jon-moxley',
      'kenny-omega',
      'matt-jackson',
      'nick-jackson',
      'the-young-bucks',
      'wwe-championship',
    ])
      expect(refs, slug).toContain(slug);
    expect(starter.wrestlers?.length).toBeGreaterThanOrEqual(150);
    expect(starter.championships?.find((c) => c.ref === 'wwe-championship')?.holders).toEqual([
      'cody-rhodes',
    ]);
    // Nothing generated in the facts file.
    for (const list of [starter.promotions, starter.wrestlers, starter.teams, starter.championships])
      for (const r of list ?? []) expect(r.demo ?? false).toBe(false);
  });
});

describe('the generated shows', () => {
  const shows = file.shows ?? [];

  it('has yesterday’s finished Raw with the fixture results and the Dynamite in 3 days', () => {
    const raw = shows.find((s) => s.ref === 'wwe-raw-2026-11-25');
    expect(raw).toMatchObject({ name: 'WWE Raw', promotion: 'wwe', status: 'finished', hashtag: 'WWERaw' });
    expect(raw?.card.map((m) => [m.sides, m.result?.winnerSide, m.championship ?? null])).toEqual([
      [[['rhea-ripley'], ['iyo-sky']], 0, null],
      [[['cody-rhodes'], ['cm-punk']], 0, 'wwe-championship'],
    ]);
    const dynamite = shows.find((s) => s.ref === 'aew-dynamite-2026-11-29');
    expect(dynamite).toMatchObject({ status: 'scheduled', startsAt: '2026-11-29T00:00:00.000Z' });
    expect(dynamite?.card.map((m) => m.sides)).toEqual([[['jon-moxley'], ['kenny-omega']]]);
  });

  it('covers the last 2 and next 4 weeks, weekly shows on their nights, and the next premium live events', () => {
    const starts = shows.map((s) => Date.parse(s.startsAt));
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(Date.parse('2026-11-12T00:00:00Z'));
    const weekly = shows.filter((s) => s.showKind === 'weekly');
    expect(Math.max(...weekly.map((s) => Date.parse(s.startsAt)))).toBeLessThan(now.getTime() + 28 * DAY);
    // SmackDown is a Friday night show (Saturday 01:00 UTC); NXT Tuesday (Wednesday 01:00 UTC).
    for (const s of weekly.filter((s) => s.name === 'WWE SmackDown'))
      expect(new Date(s.startsAt).getUTCDay()).toBe(6);
    for (const s of weekly.filter((s) => s.name === 'WWE NXT'))
      expect(new Date(s.startsAt).getUTCDay()).toBe(3);
    expect(weekly.filter((s) => s.name === 'WWE SmackDown')).toHaveLength(6);
    expect(
      shows.filter((s) => s.showKind === 'ple' && Date.parse(s.startsAt) > now.getTime()).length,
    ).toBeGreaterThan(2);
    expect(shows.find((s) => s.ref === 'wwe-survivor-series-2026')).toMatchObject({
      startsAt: '2026-11-29T00:00:00.000Z',
    });
  });

  it('gives finished shows full cards with results and upcoming ones announced cards, all demo', () => {
    for (const show of shows) {
      expect(show.demo).toBe(true);
      const finished = show.status === 'finished';
      expect(finished).toBe(Date.parse(show.endsAt) <= now.getTime());
      for (const match of show.card) {
        expect(match.demo).toBe(true);
        expect(Boolean(match.result), `${show.ref} ${match.position}`).toBe(finished);
      }
      const onCard = show.card.flatMap((m) => m.sides.flat());
      expect(new Set(onCard).size, show.ref).toBe(onCard.length);
      if (!show.ref.startsWith('wwe-raw-2026-11-25') && !show.ref.startsWith('aew-dynamite-2026-11-29'))
        expect(show.card.length, show.ref).toBeGreaterThanOrEqual(finished ? 4 : 2);
      expect(show.card.map((m) => m.position)).toEqual(show.card.map((_, i) => i + 1));
    }
  });

  it('is the same for the same day', () => {
    expect(generateShows(starter, now)).toEqual(
      generateShows(starter, new Date(now.getTime() + 3600 * 1000)),
    );
  });
});
