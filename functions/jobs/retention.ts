/**
 * Scheduled job (daily in AWS; locally every 10 minutes, or `npm run job -- retention`): deletes
 * parked stream records and trending hours whose retention is over (domain/retention.ts).
 */
import middy from '@middy/core';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { getDb } from '../data/client';
import { runRetention } from '../domain/retention';
import { logger, observe } from '../lib/observability';

export const handler = middy<ScheduledEvent, unknown, Error, Context>()
  .use(observe())
  .handler(async (_event, context) => {
    // Leave a quarter of the invocation's time for the last hour and the cursor.
    const budgetMs = Math.max(5_000, context.getRemainingTimeInMillis() * 0.75);
    const result = await runRetention({ db: getDb(), now: () => new Date() }, budgetMs);
    logger.info('Retention done', { ...result });
    return result;
  });
