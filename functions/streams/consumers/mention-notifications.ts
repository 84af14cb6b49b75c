/** Consumer (live lane): mention notifications, stored and pushed in one go (domain/mention-notifications.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { handleMentionChange } from '../../domain/mention-notifications';
import { getManagementClient, sendToUser } from '../../realtime/send';

export const consume = (record: StreamRecord) =>
  handleMentionChange(
    {
      db: getDb(),
      push: async (userId, message) =>
        sendToUser({ db: getDb(), api: await getManagementClient() }, userId, message),
    },
    record,
  );
