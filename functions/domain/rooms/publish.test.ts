/**
 * A publish that fails (the Event API down, throttled, a wrong grant) never fails the fan: the frame
 * is reported as not sent, logged and counted (RoomPublishErrors: the alarm), and the caller goes on
 * (the message is stored; viewers fetch it by sequence). The failure path is mocked; the real
 * publish is tested against the local endpoint (functions/lib/events.test.ts, rooms.int).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomFrame } from '../../../shared/schemas/rooms';
import { decodeFrame } from './frame-codec';

const published: { channel: string; events: string[] }[] = [];
const failWith = vi.hoisted(() => ({ error: null as Error | null }));
vi.mock('../../lib/events', () => ({
  publishEvents: async (channel: string, events: string[]) => {
    if (failWith.error) throw failWith.error;
    published.push({ channel, events });
    return { successful: events.map((_, index) => ({ index })), failed: [] };
  },
}));
const counted: { name: string; value: number }[] = [];
vi.mock('../../lib/observability', () => ({
  countMetric: (name: string, value = 1) => counted.push({ name, value }),
  logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() },
}));

const { hasHole, publishFrame } = await import('./publish');

const frame: RoomFrame = {
  showId: 'show-1',
  messages: [
    {
      seq: 3,
      showId: 'show-1',
      matchId: null,
      phase: null,
      text: 'Here we go',
      authorId: 'fan-1',
      authorHandle: 'fan1',
      authorDisplayName: 'Fan One',
      authorProfileImageUrl: null,
      createdAt: new Date(Date.now() - 400).toISOString(),
    },
  ],
  lastSeq: 3,
};

beforeEach(() => {
  published.length = 0;
  counted.length = 0;
  failWith.error = null;
});

describe('publishFrame', () => {
  it('publishes one event on the room channel, deflated, and records the delivery lag', async () => {
    expect(await publishFrame(frame)).toBe(true);
    expect(published).toHaveLength(1);
    expect(published[0]?.channel).toBe('/rooms/show-1');
    expect(published[0]?.events).toHaveLength(1);
    expect(decodeFrame(published[0]?.events[0] ?? '')).toEqual(frame);
    const lag = counted.find((c) => c.name === 'RoomDeliveryLagMs');
    expect(lag?.value).toBeGreaterThanOrEqual(400);
    expect(counted.some((c) => c.name === 'RoomPublishErrors')).toBe(false);
  });

  it('answers false on a publisher error, counts it for the alarm and never throws', async () => {
    failWith.error = new Error('503 from the Event API');
    await expect(publishFrame(frame)).resolves.toBe(false);
    expect(counted).toEqual([{ name: 'RoomPublishErrors', value: 1 }]);
  });
});

describe('hasHole', () => {
  it('finds a number taken but not written among the messages after the published one', () => {
    expect(hasHole(4, [{ seq: 5 }, { seq: 6 }])).toBe(false);
    expect(hasHole(4, [])).toBe(false);
    expect(hasHole(4, [{ seq: 6 }])).toBe(true);
    expect(hasHole(4, [{ seq: 5 }, { seq: 7 }])).toBe(true);
  });
});
