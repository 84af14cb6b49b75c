/** GET /api/shows/{showId}/watch: the fan's watch status of a show and the protection that applies. */
import * as routes from '../../shared/manifest/http-route-entries';
import { showIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { getShowWatch } from '../domain/spoilers/watch';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getShowWatch,
  { params: showIdParamsSchema },
  async ({ params, viewer }) => json(200, await getShowWatch(getDb(), viewer, params.showId)),
);
