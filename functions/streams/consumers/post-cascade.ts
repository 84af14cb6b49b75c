/** Consumer (derived lane): removes the comments and Pops of deleted posts and comments. */
import { getDb } from '../../data/client';
import { handleCascadeChange } from '../../domain/post-cascade';
import type { ChangeRecord } from '../../lib/stream';

export const consume = (change: ChangeRecord) => handleCascadeChange({ db: getDb() }, change);
