/** GET /api/rooms/live: the open rooms of shows of promotions the viewer follows (home's "Live now"). */
import * as routes from '../../shared/manifest/http-route-entries';
import { getDb } from '../data/client';
import { getLiveRooms } from '../domain/rooms/rooms';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getLiveRooms, {}, async ({ viewer }) =>
  json(200, await getLiveRooms(getDb(), viewer)),
);
