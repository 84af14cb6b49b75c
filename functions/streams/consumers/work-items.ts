/** Consumer (derived lane): one queued page of background work (see domain/work.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleWorkItem } from '../../domain/work';
import { clockNow } from '../../lib/clock';
import { getManagementClient, sendToUser } from '../../realtime/send';

export const consume = (record: StreamRecord) => {
  const db = getDb();
  return handleWorkItem(
    {
      db,
      now: clockNow,
      // Show-night alerts' pages push each alert.
      push: async (userId, message) => sendToUser({ db, api: await getManagementClient() }, userId, message),
    },
    record,
  );
};
