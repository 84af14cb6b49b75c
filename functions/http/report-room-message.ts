/** POST /api/shows/{showId}/room/messages/{messageId}/report {reason}: a room message into the admin queue. */
import * as routes from '../../shared/manifest/http-route-entries';
import { roomMessageParamsSchema, roomReportInputSchema } from '../../shared/schemas/rooms';
import { getDb } from '../data/client';
import { submitRoomReport } from '../domain/moderation';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.reportRoomMessage,
  { params: roomMessageParamsSchema, body: roomReportInputSchema },
  async ({ params, body, caller }) => {
    const result = await submitRoomReport(
      { db: getDb(), now: () => new Date() },
      caller.user,
      { showId: params.showId, seq: Number(params.messageId) },
      body.reason,
    );
    // A repeat of the same report is not an error: it changes nothing.
    return json(result.created ? 201 : 200, result);
  },
);
