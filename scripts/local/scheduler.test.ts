import type { ScheduledEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { startScheduler } from './scheduler';

describe('local scheduler', () => {
  it('runs a job on demand with a scheduled event and never overlaps it with itself', async () => {
    let release: () => void = () => undefined;
    const invoke = vi.fn(
      (_event: ScheduledEvent) =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const scheduler = startScheduler([{ name: 'trending', everySeconds: 3600, invoke }], () => undefined);
    const first = scheduler.runOnce('trending');
    const second = scheduler.runOnce('trending');
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke.mock.calls[0]?.[0]).toMatchObject({
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
    });
    release();
    await Promise.all([first, second]);
    const third = scheduler.runOnce('trending');
    expect(invoke).toHaveBeenCalledTimes(2);
    release();
    await third;
    await scheduler.stop();
  });

  it('runs jobs on their cadence, or only on demand when timers are off', async () => {
    vi.useFakeTimers();
    try {
      const invoke = vi.fn(async (_event: ScheduledEvent) => undefined);
      const timed = startScheduler([{ name: 'trending', everySeconds: 30, invoke }], () => undefined);
      await vi.advanceTimersByTimeAsync(95_000);
      expect(invoke).toHaveBeenCalledTimes(3);
      await timed.stop();

      invoke.mockClear();
      const manual = startScheduler([{ name: 'trending', everySeconds: 30, invoke }], () => undefined, {
        timers: false,
      });
      await vi.advanceTimersByTimeAsync(95_000);
      expect(invoke).not.toHaveBeenCalled();
      await manual.runOnce('trending');
      expect(invoke).toHaveBeenCalledTimes(1);
      await manual.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses unknown jobs', async () => {
    const scheduler = startScheduler([], () => undefined);
    await expect(scheduler.runOnce('nope')).rejects.toThrow('No job named nope');
    await scheduler.stop();
  });
});
