/** Consumer (derived lane): one queued page of background work (see domain/work.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleWorkItem } from '../../domain/work';

export const consume = (record: StreamRecord) => handleWorkItem({ db: getDb() }, record);
