/** Consumer (derived lane): home feed fan-out of the entities fans follow (see domain/feed-fanout.ts). */
import { FEED_BIG_ACCOUNT_FOLLOWERS } from '../../../shared/constants';
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleFeedChange } from '../../domain/feed-fanout';
import { numberEnv } from '../../lib/env';

// One big rule for both kinds of source: the same threshold (lowered by the tests).
const bigFollowers = numberEnv('FEED_BIG_ACCOUNT_FOLLOWERS', FEED_BIG_ACCOUNT_FOLLOWERS);

export const consume = (record: StreamRecord) =>
  handleFeedChange({ db: getDb(), bigFollowers }, 'entity', record);
