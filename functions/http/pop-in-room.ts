/** POST /api/shows/{showId}/room/pops {matchId}: a Pop, counted and published in the room's next frame. */
import * as routes from '../../shared/manifest/http-route-entries';
import { roomParamsSchema, roomPopInputSchema } from '../../shared/schemas/rooms';
import { getDb } from '../data/client';
import { popInRoom } from '../domain/rooms/rooms';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.popInRoom,
  { params: roomParamsSchema, body: roomPopInputSchema },
  async ({ params, body }) => json(200, await popInRoom(getDb(), params.showId, body.matchId)),
);
