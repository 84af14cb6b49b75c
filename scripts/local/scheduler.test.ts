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

  it('refuses unknown jobs', async () => {
    const scheduler = startScheduler([], () => undefined);
    await expect(scheduler.runOnce('nope')).rejects.toThrow('No job named nope');
    await scheduler.stop();
  });
});
