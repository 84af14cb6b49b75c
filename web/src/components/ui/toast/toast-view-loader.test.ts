import { describe, expect, it, vi } from 'vitest';
import { afterToastShows, toastsReady } from './toast-view-loader';

describe('afterToastShows', () => {
  it('runs the action the given delay after the toast view has loaded', async () => {
    const action = vi.fn();
    const started = Date.now();
    afterToastShows(200, action);
    await toastsReady();
    expect(action).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('never runs a cancelled action (a screen left before its redirect)', async () => {
    const action = vi.fn();
    const cancel = afterToastShows(50, action);
    cancel();
    await toastsReady();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(action).not.toHaveBeenCalled();
  });
});
