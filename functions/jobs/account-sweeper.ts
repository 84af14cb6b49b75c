/**
 * Scheduled job (daily in AWS; locally every 2 minutes, or `npm run job -- account-sweeper`):
 * verifies or re-runs the purge of closed accounts, and closes accounts whose Cognito user was
 * deleted some other way (domain/account.ts `sweepAccounts`).
 */
import middy from '@middy/core';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { getDb } from '../data/client';
import { sweepAccounts } from '../domain/account';
import { cognitoDirectory } from '../lib/accounts';
import { logger, observe } from '../lib/observability';

const directory = cognitoDirectory();

export const handler = middy<ScheduledEvent, unknown, Error, Context>()
  .use(observe())
  .handler(async (_event, context) => {
    // Leave a quarter of the invocation's time for the last page and the cursor.
    const budgetMs = Math.max(5_000, context.getRemainingTimeInMillis() * 0.75);
    const result = await sweepAccounts({ db: getDb(), directory, now: () => new Date() }, budgetMs);
    logger.info('Account sweep done', { ...result });
    return result;
  });
