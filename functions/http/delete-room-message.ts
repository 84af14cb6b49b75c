/** DELETE /api/admin/rooms/{showId}/messages/{messageId}: an admin deletes a message for everyone. */
import * as routes from '../../shared/manifest/http-route-entries';
import { roomMessageParamsSchema } from '../../shared/schemas/rooms';
import { getDb } from '../data/client';
import { deleteRoomMessage } from '../domain/rooms/admin';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.deleteRoomMessage,
  { params: roomMessageParamsSchema },
  async ({ params, caller }) =>
    json(200, await deleteRoomMessage(getDb(), caller.user, params.showId, Number(params.messageId))),
);
