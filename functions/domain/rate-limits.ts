/**
 * Per-fan rate limits (docs/safety.md): one call of a limited action counted against the fan's
 * window; past the limit a `rateLimited` domain error (429 with Retry-After and the minutes to wait).
 */
import { SAFETY_TEXTS } from '../../shared/messages';
import type { Db } from '../data/client';
import { type RateWindow, takeRate } from '../data/rate';
import { rateLimited } from '../lib/errors';

export type { RateWindow } from '../data/rate';

/** Counts one call of `action` by the fan; throws `rateLimited` once the window's limit is reached. */
export async function spendRate(
  db: Db,
  action: string,
  userId: string,
  rate: RateWindow,
  now = new Date(),
): Promise<void> {
  const result = await takeRate(db, action, userId, rate, now);
  if (!result.allowed)
    throw rateLimited(
      SAFETY_TEXTS.rateLimited(Math.ceil(result.retryAfterSeconds / 60)),
      result.retryAfterSeconds,
    );
}
