/** Consumer (derived lane): a closed account's marker starts its purge (see domain/account.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleAccountChange } from '../../domain/account';

export const consume = (record: StreamRecord) => handleAccountChange(getDb(), record);
