/** Consumer (derived lane): hourly trending activity (see domain/trending.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleTrendingChange } from '../../domain/trending';

export const consume = (record: StreamRecord) =>
  handleTrendingChange({ db: getDb(), now: () => new Date() }, record);
