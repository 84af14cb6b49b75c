/** GET /api/shows/{showId}/picks: the fan's picks, the locks, the crowd's split, points and record (shielded). */
import * as routes from '../../shared/manifest/http-route-entries';
import { showIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { getShowPicks } from '../domain/ratings/show-picks';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getShowPicks,
  { params: showIdParamsSchema },
  async ({ params, viewer }) => json(200, await getShowPicks(getDb(), viewer, params.showId)),
);
