/** Consumer (derived lane): hourly trending activity (see domain/trending.ts). */
import { getDb } from '../../data/client';
import { handleTrendingChange } from '../../domain/trending';
import type { ChangeRecord } from '../../lib/stream';

export const consume = (change: ChangeRecord) =>
  handleTrendingChange({ db: getDb(), now: () => new Date() }, change);
