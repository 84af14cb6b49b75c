/** Consumer (live lane): a match gone live -> show-night "in the ring" alerts (see domain/rooms/alerts.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { onMatchLive } from '../../domain/rooms/alerts';
import { startWork } from '../../domain/work';
import { clockNow } from '../../lib/clock';
import { getManagementClient, sendToUser } from '../../realtime/send';

export const consume = (record: StreamRecord) => {
  const db = getDb();
  const deps = {
    db,
    now: clockNow,
    push: async (userId: string, message: Parameters<typeof sendToUser>[2]) =>
      sendToUser({ db, api: await getManagementClient() }, userId, message),
  };
  return onMatchLive({ ...deps, start: (subject) => startWork(deps, 'alerts-ring', subject) }, record);
};
