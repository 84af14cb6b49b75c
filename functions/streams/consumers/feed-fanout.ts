/** Consumer (derived lane): home feed fan-out of the authors fans follow (see domain/feed-fanout.ts). */
import { FEED_BIG_ACCOUNT_FOLLOWERS } from '../../../shared/constants';
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleFeedChange } from '../../domain/feed-fanout';
import { numberEnv } from '../../lib/env';

const bigFollowers = numberEnv('FEED_BIG_ACCOUNT_FOLLOWERS', FEED_BIG_ACCOUNT_FOLLOWERS);

export const consume = (record: StreamRecord) =>
  handleFeedChange({ db: getDb(), bigFollowers }, 'author', record);
