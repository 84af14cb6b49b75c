/** Consumer (derived lane): the user search index (see domain/search.ts). */
import { getDb } from '../../data/client';
import { handleSearchChange } from '../../domain/search';
import type { ChangeRecord } from '../../lib/stream';

export const consume = (change: ChangeRecord) => handleSearchChange(getDb(), change);
