/** GET /api/shows/{showId}/alerts: whether the show page's bell is on for the fan. */
import * as routes from '../../shared/manifest/http-route-entries';
import { roomParamsSchema } from '../../shared/schemas/rooms';
import { getDb } from '../data/client';
import { getShowAlert } from '../domain/rooms/alerts';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getShowAlert, { params: roomParamsSchema }, async ({ params, viewer }) =>
  json(200, await getShowAlert(getDb(), viewer, params.showId)),
);
