/** Consumer (derived lane): unread notifications a new block, mute or muted word hides are marked read (see domain/notifications.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleFilterChange } from '../../domain/notifications';

export const consume = (record: StreamRecord) => handleFilterChange(getDb(), record);
