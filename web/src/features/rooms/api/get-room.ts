import * as routes from '@shared/manifest/http-route-entries';
import { type Room, roomSchema } from '@shared/schemas/rooms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/** ['/api/shows', '{id}', 'room'] */
export const roomKey = (showId: string) => apiKey(apiPath(routes.getRoom, { showId }));

/**
 * GET /api/shows/{showId}/room: the room's window and state, slow mode, Pops, the fan's standing,
 * whom they hide, and the newest messages.
 */
export async function getRoom(showId: string): Promise<Room> {
  return roomSchema.parse(await apiJson('GET', apiPath(routes.getRoom, { showId })));
}

export const roomQueryOptions = (showId: string) =>
  queryOptions({ queryKey: roomKey(showId), queryFn: () => getRoom(showId) });

export const useRoom = (showId: string) => useQuery({ ...roomQueryOptions(showId), enabled: showId !== '' });
