/** GET /api/shows/{showId}/room: the room, the viewer's standing and the newest messages (domain/rooms/rooms.ts). */
import * as routes from '../../shared/manifest/http-route-entries';
import { roomParamsSchema } from '../../shared/schemas/rooms';
import { getDb } from '../data/client';
import { getRoom } from '../domain/rooms/rooms';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getRoom,
  { params: roomParamsSchema },
  async ({ params, caller, viewer }) =>
    json(200, await getRoom(getDb(), viewer, caller.identity.isAdmin, params.showId)),
);
