/** Consumer (derived lane): a closed account's marker starts its purge (see domain/account.ts). */
import { getDb } from '../../data/client';
import { handleAccountChange } from '../../domain/account';
import type { ChangeRecord } from '../../lib/stream';

export const consume = (change: ChangeRecord) => handleAccountChange(getDb(), change);
