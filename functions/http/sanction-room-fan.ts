/** POST /api/admin/rooms/{showId}/sanctions {userId, sanction}: an admin times a fan out or removes them. */
import * as routes from '../../shared/manifest/http-route-entries';
import { roomParamsSchema, roomSanctionInputSchema } from '../../shared/schemas/rooms';
import { getDb } from '../data/client';
import { sanctionRoomFan } from '../domain/rooms/admin';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.sanctionRoomFan,
  { params: roomParamsSchema, body: roomSanctionInputSchema },
  async ({ params, body, caller }) =>
    json(200, await sanctionRoomFan(getDb(), caller.user, params.showId, body)),
);
