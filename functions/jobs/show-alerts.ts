/**
 * Scheduled job (every minute in AWS and locally, or `npm run job -- show-alerts`): the shows
 * starting within the next 15 minutes get their show-night start alert, once per show
 * (domain/rooms/alerts.ts `runStartAlerts`; the pages of fans run as work items).
 */
import middy from '@middy/core';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { getDb } from '../data/client';
import { runStartAlerts } from '../domain/rooms/alerts';
import { clockNow } from '../lib/clock';
import { logger, observe } from '../lib/observability';

export const handler = middy<ScheduledEvent, unknown, Error, Context>()
  .use(observe())
  .handler(async () => {
    const result = await runStartAlerts({ db: getDb(), now: clockNow });
    logger.info('Show alerts done', { shows: result.shows.length });
    return result;
  });
