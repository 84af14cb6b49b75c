/** Stream consumer: home feed fan-out (see domain/feed-fanout.ts). */
import { FEED_BIG_ACCOUNT_FOLLOWERS } from '../../shared/constants';
import { getDb } from '../data/client';
import { handleFeedChange } from '../domain/feed-fanout';
import { numberEnv } from '../lib/env';
import { streamHandler } from '../lib/stream';

const bigAccountFollowers = numberEnv('FEED_BIG_ACCOUNT_FOLLOWERS', FEED_BIG_ACCOUNT_FOLLOWERS);

export const handler = streamHandler('feed-fanout', (change) =>
  handleFeedChange({ db: getDb(), bigAccountFollowers }, change),
);
