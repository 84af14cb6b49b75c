/** Stream consumer: home feed fan-out (see domain/feed-fanout.ts). */
import { FEED_CELEBRITY_FOLLOWERS } from '../../shared/constants';
import { getDb } from '../data/client';
import { handleFeedChange } from '../domain/feed-fanout';
import { streamHandler } from '../lib/stream';

const celebrityFollowers = Number(process.env.FEED_CELEBRITY_FOLLOWERS) || FEED_CELEBRITY_FOLLOWERS;

export const handler = streamHandler('feed-fanout', (change) =>
  handleFeedChange({ db: getDb(), celebrityFollowers }, change),
);
