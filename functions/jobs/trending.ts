/**
 * Scheduled job (every 5 minutes; locally every 30 s, or once with `npm run job -- trending`):
 * ranks each timeframe's hashtags, posts and creators and writes the snapshots the trending routes
 * read (domain/trending.ts).
 */
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { getDb } from '../data/client';
import { runTrendingJob } from '../domain/trending';
import { countMetric, logger, observe } from '../lib/observability';

export const handler = middy<ScheduledEvent>()
  .use(observe())
  .handler(async () => {
    const started = Date.now();
    const result = await runTrendingJob({ db: getDb(), now: () => new Date() });
    countMetric('TrendingRankingsWritten', Object.keys(result.rankings).length * 4);
    logger.info('Trending rankings written', { hoursRead: result.hoursRead, ms: Date.now() - started });
    logger.debug('Trending rankings', { rankings: result.rankings });
    return result;
  });
