/** Consumer (derived lane): the user search index (see domain/search.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleSearchChange } from '../../domain/search';

export const consume = (record: StreamRecord) => handleSearchChange(getDb(), record);
