/** Live-channel connections: who may connect, and remembering and forgetting a connection. */
import type { Db } from '../data/client';
import { removeConnection, saveConnection } from '../data/connection';
import { getUserById } from '../data/user';

/** A verified fan may open a live channel unless they are banned. */
export async function mayConnect(db: Db, userId: string): Promise<boolean> {
  const user = await getUserById(db, userId);
  return !user?.banned;
}

export const openConnection = (db: Db, userId: string, connectionId: string, now = new Date()) =>
  saveConnection(db, userId, connectionId, now);

export const closeConnection = (db: Db, connectionId: string) => removeConnection(db, connectionId);
