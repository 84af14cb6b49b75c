/** PUT /api/shows/{showId}/alerts {on}: the show page's bell (alerts for its start and its matches going live). */
import * as routes from '../../shared/manifest/http-route-entries';
import { roomParamsSchema, showAlertInputSchema } from '../../shared/schemas/rooms';
import { getDb } from '../data/client';
import { setShowAlert } from '../domain/rooms/alerts';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.setShowAlert,
  { params: roomParamsSchema, body: showAlertInputSchema },
  async ({ params, body, caller }) =>
    json(200, await setShowAlert(getDb(), caller.user.id, params.showId, body.on)),
);
