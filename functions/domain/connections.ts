/** Live-channel connections: who may connect, remembering and forgetting a connection. */
import { MAX_CONNECTIONS_PER_FAN, WS_CONNECT_RATE_LIMIT } from '../../shared/constants';
import { getClosed } from '../data/account';
import type { Db } from '../data/client';
import { listConnections, removeConnection, saveConnection } from '../data/connection';
import type { StreamRecord } from '../data/record';
import { getUserById, isBanMarked } from '../data/user';
import { rateRefusal } from './rate-limits';

/** The rate-limit action of the live channel's $connect: RATE#{userId} / wsConnect#{window}. */
export const CONNECT_ACTION = 'wsConnect';

/** Counts a fan's $connect against WS_CONNECT_RATE_LIMIT: the refusal past it (429), else null. */
export const connectRefusal = (db: Db, userId: string, now = new Date()) =>
  rateRefusal(db, CONNECT_ACTION, userId, WS_CONNECT_RATE_LIMIT, now);

/** A verified fan may open a live channel unless they are banned. */
export async function mayConnect(db: Db, userId: string): Promise<boolean> {
  const user = await getUserById(db, userId);
  if (user) return !user.banned;
  // No profile: a purged banned fan keeps their ban marker, a deleted account its closed marker.
  const [banned, closed] = await Promise.all([isBanMarked(db, userId), getClosed(db, userId)]);
  return !banned && !closed;
}

/**
 * Remembers a new connection of a fan; beyond MAX_CONNECTIONS_PER_FAN the oldest are closed
 * (`disconnect`, API Gateway's DeleteConnection) and forgotten. Returns the ids closed.
 */
export async function openConnection(
  deps: { db: Db; disconnect: (connectionId: string) => Promise<void> },
  userId: string,
  connectionId: string,
  now = new Date(),
): Promise<string[]> {
  await saveConnection(deps.db, userId, connectionId, now);
  const open = await listConnections(deps.db, userId, now);
  const excess = open
    .filter((c) => c.connectionId !== connectionId)
    .slice(0, Math.max(0, open.length - MAX_CONNECTIONS_PER_FAN));
  for (const c of excess) {
    await deps.disconnect(c.connectionId);
    await removeConnection(deps.db, c.connectionId);
  }
  return excess.map((c) => c.connectionId);
}

export const closeConnection = (db: Db, connectionId: string) => removeConnection(db, connectionId);

/**
 * A fan just banned (their profile's `banned` turned true): every open live connection of theirs is
 * closed and forgotten. Idempotent: a replay finds none left (or closes what API Gateway already
 * dropped, which is fine).
 */
export async function onUserChanged(
  deps: { db: Db; disconnect: (connectionId: string) => Promise<void> },
  r: StreamRecord,
): Promise<string[]> {
  if (r.item !== 'user') return [];
  if (!r.after?.banned || r.before?.banned) return [];
  const { userId } = r.ids;
  const open = await listConnections(deps.db, userId);
  for (const c of open) {
    await deps.disconnect(c.connectionId);
    await removeConnection(deps.db, c.connectionId);
  }
  return open.map((c) => c.connectionId);
}
