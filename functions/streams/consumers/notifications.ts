/** Consumer (live lane): notifications, stored and pushed in one go (see domain/notifications.ts). */
import { getDb } from '../../data/client';
import { handleNotificationChange } from '../../domain/notifications';
import type { ChangeRecord } from '../../lib/stream';
import { getManagementClient, sendToUser } from '../../realtime/send';

export const consume = (change: ChangeRecord) =>
  handleNotificationChange(
    {
      db: getDb(),
      push: async (userId, message) =>
        sendToUser({ db: getDb(), api: await getManagementClient() }, userId, message),
    },
    change,
  );
