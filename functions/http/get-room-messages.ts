/** GET /api/shows/{showId}/room/messages?after=N|before=N&limit: a page of messages by sequence. */
import * as routes from '../../shared/manifest/http-route-entries';
import { roomMessagesQuerySchema, roomParamsSchema } from '../../shared/schemas/rooms';
import { getDb } from '../data/client';
import { getRoomMessages } from '../domain/rooms/rooms';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getRoomMessages,
  { params: roomParamsSchema, query: roomMessagesQuerySchema },
  async ({ params, query, viewer }) =>
    json(200, await getRoomMessages(getDb(), viewer, params.showId, query)),
);
