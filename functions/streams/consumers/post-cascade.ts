/** Consumer (derived lane): removes the comments and Pops of deleted posts and comments. */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleCascadeChange } from '../../domain/post-cascade';

export const consume = (record: StreamRecord) => handleCascadeChange({ db: getDb() }, record);
