/** PUT /api/admin/rooms/{showId}/slow-mode {seconds}: an admin sets a room's slow mode (0-120 s). */
import * as routes from '../../shared/manifest/http-route-entries';
import { roomParamsSchema, slowModeInputSchema } from '../../shared/schemas/rooms';
import { getDb } from '../data/client';
import { setRoomSlowMode } from '../domain/rooms/admin';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.setRoomSlowMode,
  { params: roomParamsSchema, body: slowModeInputSchema },
  async ({ params, body }) => json(200, await setRoomSlowMode(getDb(), params.showId, body.seconds)),
);
