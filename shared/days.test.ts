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
});
