/**
 * Consumer (live lane): a show's live pages are told to refetch what changed (see
 * domain/catalogue/show-watch.ts), and an open room's channel gets `{card: true}` when its card
 * changes (domain/rooms/card.ts).
 */

import { removeWatch } from '../../data/catalogue/show-watch';
import { getDb } from '../../data/client';
import { removeConnection } from '../../data/connection';
import type { StreamRecord } from '../../data/record';
import { onShowChange } from '../../domain/catalogue/show-watch';
import { onRoomCardChange } from '../../domain/rooms/card';
import { getManagementClient, sendToConnections } from '../../realtime/send';

export const consume = async (record: StreamRecord) => {
  const db = getDb();
  await onShowChange(
    {
      db,
      push: async (connectionIds, message) =>
        sendToConnections(
          {
            api: await getManagementClient(),
            gone: async (id) => {
              await removeWatch(db, message.showId, id);
              await removeConnection(db, id);
            },
          },
          connectionIds,
          message,
        ),
    },
    record,
  );
  await onRoomCardChange(db, record);
};
