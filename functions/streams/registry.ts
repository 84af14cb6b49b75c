/**
 * Every stream consumer of the manifest and the module that runs it. A consumer joins a lane with
 * one manifest entry (shared/manifest/stream-consumers.ts) and one module here: leaving either out
 * is a type error.
 */
import { consumersOf, type LaneName, type StreamConsumerName } from '../../shared/manifest/stream-consumers';
import { getDb } from '../data/client';
import { countAttempt, parkedRecords, parkRecord, unparkRecord } from '../data/parked';
import type { LaneConsumer, Parking } from '../lib/lane';
import { type ChangeRecord, changeOf } from '../lib/stream';
import * as accountPurge from './consumers/account-purge';
import * as banEnforcement from './consumers/ban-enforcement';
import * as feedFanout from './consumers/feed-fanout';
import * as mediaCleanup from './consumers/media-cleanup';
import * as notifications from './consumers/notifications';
import * as postCascade from './consumers/post-cascade';
import * as trendingActivity from './consumers/trending-activity';
import * as userDirectory from './consumers/user-directory';
import * as userSearch from './consumers/user-search';
import * as workItems from './consumers/work-items';

const MODULES: Record<StreamConsumerName, { consume: (change: ChangeRecord) => Promise<void> }> = {
  'account-purge': accountPurge,
  'ban-enforcement': banEnforcement,
  'feed-fanout': feedFanout,
  'media-cleanup': mediaCleanup,
  notifications,
  'post-cascade': postCascade,
  'user-directory': userDirectory,
  'user-search': userSearch,
  'trending-activity': trendingActivity,
  'work-items': workItems,
};

/** The consumers of a lane with their filters and code. */
export const laneConsumers = (lane: LaneName): LaneConsumer[] =>
  consumersOf(lane).map((c) => ({
    name: c.name,
    filters: c.filters,
    consume: MODULES[c.name as StreamConsumerName].consume,
  }));

/** Attempts and parked records live in the table (data/parked.ts). */
export const parkingInTable = (): Parking => ({
  countAttempt: (lane, eventId, consumer) => countAttempt(getDb(), lane, eventId, consumer),
  park: (input) => parkRecord(getDb(), input),
});

/**
 * Replays the records parked on a lane through the consumer that parked them (`npm run redrive`);
 * a record that now succeeds is unparked, one that fails again stays parked.
 */
export async function redriveLane(lane: LaneName): Promise<{ replayed: number; stillFailing: number }> {
  const db = getDb();
  const consumers = new Map(laneConsumers(lane).map((c) => [c.name, c]));
  let replayed = 0;
  let stillFailing = 0;
  for (const parked of await parkedRecords(db, lane)) {
    const consumer = consumers.get(parked.consumer);
    try {
      if (!consumer) throw new Error(`No consumer ${parked.consumer} on the ${lane} lane`);
      await consumer.consume(changeOf(JSON.parse(parked.record)));
      await unparkRecord(db, parked);
      replayed++;
    } catch {
      stillFailing++;
    }
  }
  return { replayed, stillFailing };
}
