/** Consumer (live lane): notifications, stored and pushed in one go (see domain/notifications.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleNotificationChange } from '../../domain/notifications';
import { getManagementClient, sendToUser } from '../../realtime/send';

export const consume = (record: StreamRecord) =>
  handleNotificationChange(
    {
      db: getDb(),
      push: async (userId, message) =>
        sendToUser({ db: getDb(), api: await getManagementClient() }, userId, message),
    },
    record,
  );
