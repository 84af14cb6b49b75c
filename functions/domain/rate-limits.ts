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

/**
 * Counts one call of `action` by the fan for a caller that answers a refusal itself (the WebSocket
 * $connect, functions/ws/connect.ts): past the window's limit, the seconds to wait and the message,
 * else null. (spendRate throws instead; it stays apart so the HTTP functions carry only it.)
 */
export async function rateRefusal(
  db: Db,
  action: string,
  userId: string,
  rate: RateWindow,
  now = new Date(),
): Promise<{ retryAfterSeconds: number; message: string } | null> {
  const result = await takeRate(db, action, userId, rate, now);
  if (result.allowed) return null;
  const { retryAfterSeconds } = result;
  return { retryAfterSeconds, message: SAFETY_TEXTS.rateLimited(Math.ceil(retryAfterSeconds / 60)) };
}
