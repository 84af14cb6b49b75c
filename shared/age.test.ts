import { describe, expect, it } from 'vitest';
import { ageBandOf, isOldEnough } from './age';

describe('age band (PreSignUp: the band is stored, never the birthdate)', () => {
  const today = new Date('2026-06-15T12:00:00Z');

  it('is teen from 13 to the day before the 18th birthday, adult from that day', () => {
    expect(ageBandOf('2013-06-15', today)).toBe('teen');
    expect(isOldEnough('2013-06-15', today)).toBe(true);
    expect(ageBandOf('2008-06-16', today)).toBe('teen');
    expect(ageBandOf('2008-06-15', today)).toBe('adult');
    expect(ageBandOf('1970-01-01', today)).toBe('adult');
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageBandOf('2008-02-29', new Date('2026-02-28T00:00:00Z'))).toBe('teen');
    expect(ageBandOf('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBe('adult');
  });
});
