import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToZoned, zonedToInstant } from './zoned-time';

// The browser is in Tokyo: none of the shows below is, so a conversion through the browser's zone fails.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = browserZone;
});

const LA = 'America/Los_Angeles';

describe("a show's wall-clock time in its own zone", () => {
  it('the browser is somewhere else', () => {
    expect(new Date('2026-07-04T12:00:00Z').getHours()).toBe(21);
  });

  it('20:00 in Los Angeles is 03:00 UTC the next day in summer, 04:00 in winter, and reads back as 20:00', () => {
    expect(zonedToInstant('2026-07-04T20:00', LA)).toBe('2026-07-05T03:00:00.000Z');
    expect(zonedToInstant('2026-01-10T20:00', LA)).toBe('2026-01-11T04:00:00.000Z');
    expect(instantToZoned('2026-07-05T03:00:00.000Z', LA)).toBe('2026-07-04T20:00');
    expect(instantToZoned('2026-01-11T04:00:00.000Z', LA)).toBe('2026-01-10T20:00');
  });

  it('other offsets: half hours, UTC, east of the date line', () => {
    expect(zonedToInstant('2026-07-04T20:00', 'Asia/Kolkata')).toBe('2026-07-04T14:30:00.000Z');
    expect(zonedToInstant('2026-07-04T20:00', 'UTC')).toBe('2026-07-04T20:00:00.000Z');
    expect(zonedToInstant('2026-07-04T05:00', 'Pacific/Kiritimati')).toBe('2026-07-03T15:00:00.000Z');
    expect(instantToZoned('2026-07-03T15:00:00.000Z', 'Pacific/Kiritimati')).toBe('2026-07-04T05:00');
  });

  it('spring forward: the minutes either side of the jump, and a skipped time taken after it', () => {
    // Los Angeles, 8 March 2026: 02:00 PST becomes 03:00 PDT (10:00 UTC).
    expect(zonedToInstant('2026-03-08T01:59', LA)).toBe('2026-03-08T09:59:00.000Z');
    expect(zonedToInstant('2026-03-08T03:00', LA)).toBe('2026-03-08T10:00:00.000Z');
    expect(zonedToInstant('2026-03-08T02:30', LA)).toBe('2026-03-08T10:30:00.000Z');
    expect(instantToZoned('2026-03-08T10:30:00.000Z', LA)).toBe('2026-03-08T03:30');
    // London, 29 March 2026 (01:00 GMT -> 02:00 BST); Sydney, 4 October 2026 (02:00 AEST -> 03:00 AEDT).
    expect(zonedToInstant('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedToInstant('2026-10-04T02:30', 'Australia/Sydney')).toBe('2026-10-03T16:30:00.000Z');
  });

  it('fall back: a time the clocks pass twice is the first of the two', () => {
    // Los Angeles, 1 November 2026: 02:00 PDT becomes 01:00 PST; 01:30 comes at 08:30 and 09:30 UTC.
    expect(zonedToInstant('2026-11-01T01:30', LA)).toBe('2026-11-01T08:30:00.000Z');
    expect(instantToZoned('2026-11-01T08:30:00.000Z', LA)).toBe('2026-11-01T01:30');
    expect(instantToZoned('2026-11-01T09:30:00.000Z', LA)).toBe('2026-11-01T01:30');
    expect(zonedToInstant('2026-11-01T02:00', LA)).toBe('2026-11-01T10:00:00.000Z');
    // Sydney, 5 April 2026: 03:00 AEDT becomes 02:00 AEST.
    expect(zonedToInstant('2026-04-05T02:30', 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z');
  });

  it('nothing for what is not a time or a zone', () => {
    expect(zonedToInstant('2026-07-04', LA)).toBeNull();
    expect(zonedToInstant('2026-07-04T20:00', 'Not/AZone')).toBeNull();
    expect(instantToZoned('nonsense', LA)).toBe('');
    expect(instantToZoned('2026-07-04T20:00:00Z', 'Not/AZone')).toBe('');
  });
});
