/**
 * Every stream consumer of the manifest and the module that runs it. A consumer joins a lane with
 * one manifest entry (shared/manifest/stream-consumers.ts) and one module here: leaving either out
 * is a type error.
 */
import { consumersOf, type LaneName, type StreamConsumerName } from '../../shared/manifest/stream-consumers';
import { getDb } from '../data/client';
import { countAttempt, parkRecord } from '../data/parked';
import type { LaneConsumer, Parking } from '../lib/lane';
import type { ChangeRecord } from '../lib/stream';
import * as feedFanout from './consumers/feed-fanout';
import * as postCascade from './consumers/post-cascade';
import * as userDirectory from './consumers/user-directory';
import * as workItems from './consumers/work-items';

const MODULES: Record<StreamConsumerName, { consume: (change: ChangeRecord) => Promise<void> }> = {
  'feed-fanout': feedFanout,
  'post-cascade': postCascade,
  'user-directory': userDirectory,
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
