/** POST /api/shows/{showId}/room/messages {text, matchId?}: checked, stored, published in the next frame. */
import * as routes from '../../shared/manifest/http-route-entries';
import { roomMessageInputSchema, roomParamsSchema } from '../../shared/schemas/rooms';
import { getDb } from '../data/client';
import { postRoomMessage } from '../domain/rooms/rooms';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.postRoomMessage,
  { params: roomParamsSchema, body: roomMessageInputSchema },
  async ({ params, body, caller }) =>
    json(201, await postRoomMessage(getDb(), caller.user, params.showId, body)),
);
