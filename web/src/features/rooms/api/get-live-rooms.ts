import * as routes from '@shared/manifest/http-route-entries';
import { type LiveRooms, liveRoomsSchema } from '@shared/schemas/rooms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { roomKeys } from './room-keys';

/** GET /api/rooms/live: the open rooms of the fan's followed promotions' shows, soonest first. */
export async function getLiveRooms(): Promise<LiveRooms> {
  return liveRoomsSchema.parse(await apiJson('GET', apiPath(routes.getLiveRooms)));
}

export const liveRoomsQueryOptions = () => queryOptions({ queryKey: roomKeys.live, queryFn: getLiveRooms });

export const useLiveRooms = () => useQuery(liveRoomsQueryOptions());
