import * as routes from '@shared/manifest/http-route-entries';
import { type LiveRooms, liveRoomsSchema } from '@shared/schemas/rooms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiKey, apiPath } from '@/lib/api-paths';

/** ['/api/rooms', 'live']: home's "Live now" strip. */
export const liveRoomsKey = apiKey(apiPath(routes.getLiveRooms));

/** GET /api/rooms/live: the open rooms of the fan's followed promotions' shows, soonest first. */
export async function getLiveRooms(): Promise<LiveRooms> {
  return liveRoomsSchema.parse(await apiJson('GET', apiPath(routes.getLiveRooms)));
}

export const liveRoomsQueryOptions = () => queryOptions({ queryKey: liveRoomsKey, queryFn: getLiveRooms });

export const useLiveRooms = () => useQuery(liveRoomsQueryOptions());
