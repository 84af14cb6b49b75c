import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/** Query keys of rooms, from the manifest's addresses. */
export const roomKeys = {
  /** ['/api/shows', '{id}', 'room'] */
  room: (showId: string) => apiKey(apiPath(routes.getRoom, { showId })),
  /** ['/api/rooms', 'live']: home's "Live now" strip. */
  live: apiKey(apiPath(routes.getLiveRooms)),
};
