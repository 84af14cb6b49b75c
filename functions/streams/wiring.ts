/** What a lane's function is made of: its consumers' modules bound to the manifest, and parking. */
import { consumersOf, type LaneName, type STREAM_CONSUMERS } from '../../shared/manifest/stream-consumers';
import { getDb } from '../data/client';
import { countAttempt, parkRecord } from '../data/parked';
import { recordOf, type StreamRecord } from '../data/record';
import type { LaneConsumer, Parking } from '../lib/lane';

/** The names of the consumers the manifest puts on `lane`. */
export type ConsumerOf<L extends LaneName> = Extract<(typeof STREAM_CONSUMERS)[number], { lane: L }>['name'];

/** A consumer's module (functions/streams/consumers/): it gets each record parsed (data/record.ts). */
export interface ConsumerModule {
  consume: (record: StreamRecord) => Promise<void>;
}

/**
 * The lane's consumers in manifest order, each with its module's `consume`, given the record as
 * `recordOf` reads it (a record of no item a consumer knows reaches none).
 */
export const consumersFrom = <L extends LaneName>(
  lane: L,
  modules: Record<ConsumerOf<L>, ConsumerModule>,
): LaneConsumer[] =>
  consumersOf(lane).map((c) => {
    const module = modules[c.name as ConsumerOf<L>];
    return {
      name: c.name,
      filters: c.filters,
      consume: async (change) => {
        const record = recordOf(change);
        if (record) await module.consume(record);
      },
    };
  });

export const parkingInTable = (): Parking => ({
  countAttempt: (lane, eventId, consumer) => countAttempt(getDb(), lane, eventId, consumer),
  park: (input) => parkRecord(getDb(), input),
});

/** The table's client, whose calls a lane's trace shows. */
export const tableClient = () => getDb().doc;
