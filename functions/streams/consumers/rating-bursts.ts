/** Consumer (derived lane): a target's newest ratings through the burst detector (domain/ratings/counting.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { detectRatingBursts } from '../../domain/ratings/counting';
import { clockNow } from '../../lib/clock';

export const consume = async (record: StreamRecord) => {
  if (record.item === 'rating') await detectRatingBursts({ db: getDb(), now: clockNow }, record);
};
