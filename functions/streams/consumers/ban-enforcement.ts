/** Consumer (live lane): a banned fan's open live connections are closed (see domain/connections.ts). */
import { getDb } from '../../data/client';
import { onUserChanged } from '../../domain/connections';
import type { ChangeRecord } from '../../lib/stream';
import { closeConnectionAt, getManagementClient } from '../../realtime/send';

export const consume = async (change: ChangeRecord) => {
  await onUserChanged(
    {
      db: getDb(),
      disconnect: async (connectionId) => closeConnectionAt(await getManagementClient(), connectionId),
    },
    change,
  );
};
