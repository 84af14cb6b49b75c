/** Consumer (derived lane): a rating folded into its target's counters once (domain/ratings/counting.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { countRating } from '../../domain/ratings/counting';
import { clockNow } from '../../lib/clock';

export const consume = async (record: StreamRecord) => {
  if (record.item === 'rating') await countRating({ db: getDb(), now: clockNow }, record);
};
