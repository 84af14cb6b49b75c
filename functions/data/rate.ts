/**
 * Per-fan rate limits: a fixed window counter per action and fan.
 *
 *   RATE#{userId} / {action}#{window start}    calls in that window; expires after it
 *
 * One partition per fan: the account purge deletes it whole (domain/purge.ts, `purge-rates`).
 *
 * One conditional UpdateItem per call (ADD 1 while below the limit) counts exactly under any
 * concurrency and costs one write; a fixed window lets a burst of up to twice the limit straddle
 * a window boundary, which is fine for abuse limits (a token bucket would need a read-modify-write).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Db, isConditionFailed } from './client';
import { KEYS } from './keys';

export interface RateWindow {
  limit: number;
  windowSeconds: number;
}

export type RateResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A fan's counter of one action in one window (the window's start, epoch seconds or an hour). */
export const rateKey = (action: string, userId: string, windowStart: number | string) => ({
  PK: `${KEYS.rate.pk}${userId}`,
  SK: `${action}#${windowStart}`,
});

/** Counts one call of `action` by the fan, unless the window's limit is reached. */
export async function takeRate(
  db: Db,
  action: string,
  userId: string,
  rate: RateWindow,
  now: Date,
): Promise<RateResult> {
  const seconds = Math.floor(now.getTime() / 1000);
  const windowStart = seconds - (seconds % rate.windowSeconds);
  const windowEnd = windowStart + rate.windowSeconds;
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: rateKey(action, userId, windowStart),
        UpdateExpression: 'ADD calls :one SET expiresAt = :ttl',
        ConditionExpression: 'attribute_not_exists(calls) OR calls < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': rate.limit, ':ttl': windowEnd + 60 },
      }),
    );
    return { allowed: true };
  } catch (err) {
    if (isConditionFailed(err))
      return { allowed: false, retryAfterSeconds: Math.max(1, windowEnd - seconds) };
    throw err;
  }
}
