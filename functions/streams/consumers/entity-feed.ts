/** Consumer (derived lane): posts tagged with followed entities in home feeds (see domain/entity-feed.ts). */
import { ENTITY_BIG_FOLLOWERS } from '../../../shared/constants';
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleEntityFeedChange } from '../../domain/entity-feed';
import { numberEnv } from '../../lib/env';

// The same knob as big accounts (FEED_BIG_ACCOUNT_FOLLOWERS): one threshold, lowered by the tests.
const bigEntityFollowers = numberEnv('FEED_BIG_ACCOUNT_FOLLOWERS', ENTITY_BIG_FOLLOWERS);

export const consume = (record: StreamRecord) =>
  handleEntityFeedChange({ db: getDb(), bigEntityFollowers }, record);
