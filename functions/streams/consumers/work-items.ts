/** Consumer (derived lane): one queued page of background work (see domain/work.ts). */
import { getDb } from '../../data/client';
import { handleWorkItem } from '../../domain/work';
import type { ChangeRecord } from '../../lib/stream';

export const consume = (change: ChangeRecord) => handleWorkItem({ db: getDb() }, change);
