/** Consumer (live lane): a banned fan's open live connections are closed (see domain/connections.ts). */
import { getDb } from '../../data/client';
import type { StreamRecord } from '../../data/record';
import { onUserChanged } from '../../domain/connections';
import { closeConnectionAt, getManagementClient } from '../../realtime/send';

export const consume = async (record: StreamRecord) => {
  await onUserChanged(
    {
      db: getDb(),
      disconnect: async (connectionId) => closeConnectionAt(await getManagementClient(), connectionId),
    },
    record,
  );
};
