/** Consumer (derived lane): the suggested-users directory (see domain/follows.ts). */
import { getDb } from '../../data/client';
import { handleDirectoryChange } from '../../domain/follows';
import type { ChangeRecord } from '../../lib/stream';

export const consume = (change: ChangeRecord) => handleDirectoryChange(getDb(), change);
