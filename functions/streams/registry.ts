/**
 * Every stream consumer of the manifest and the module that runs it. A consumer joins a lane with
 * one manifest entry (shared/manifest/stream-consumers.ts) and one module here: leaving either out
 * is a type error.
 */
import type { LaneName } from '../../shared/manifest/stream-consumers';
import { getDb } from '../data/client';
import { parkedRecords, unparkRecord } from '../data/parked';
import type { LaneConsumer } from '../lib/lane';
import { changeOf } from '../lib/stream';
import { DERIVED_CONSUMERS } from './derived-consumers';
import { LIVE_CONSUMERS } from './live-consumers';
import { consumersFrom } from './wiring';

export { parkingInTable } from './wiring';

/**
 * Every lane's consumers (tests, `npm run redrive`). A lane's function imports only its own lane's
 * modules (./live-consumers.ts, ./derived-consumers.ts), so neither bundle carries the other's.
 */
export const laneConsumers = (lane: LaneName): LaneConsumer[] =>
  lane === 'live' ? consumersFrom('live', LIVE_CONSUMERS) : consumersFrom('derived', DERIVED_CONSUMERS);

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
