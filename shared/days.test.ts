import { describe, expect, it } from 'vitest';
import { dayIn } from './days';

describe('dayIn', () => {
  it('is the day where the instant happened: a Friday night show in New York is on Friday', () => {
    expect(dayIn('2026-11-28T01:30:00Z', 'America/New_York')).toBe('2026-11-27');
    expect(dayIn('2026-11-28T01:30:00Z', 'UTC')).toBe('2026-11-28');
    expect(dayIn(Date.parse('2026-11-28T01:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-28');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(dayIn('2026-11-28T01:30:00Z', 'Not/AZone')).toBe('2026-11-28');
  });

  it("without a zone is the day in the runtime's own zone, as when that zone is named", () => {
    const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const instant of [
      '2026-11-28T01:30:00Z',
      '2026-03-08T07:59:00Z',
      '2025-12-31T23:59:59Z',
      '2026-06-15T12:00:00Z',
    ]) {
      expect(dayIn(instant)).toBe(dayIn(instant, own));
    }
  });
});
