/** Consumer (derived lane): the suggested-users directory (see domain/follows.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleDirectoryChange } from '../../domain/follows';

export const consume = (record: StreamRecord) => handleDirectoryChange(getDb(), record);
