/** GET /api/entities/{entityId}/best-rated: a wrestler's or team's best-rated matches. */
import * as routes from '../../shared/manifest/http-route-entries';
import { entityIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { getBestRated } from '../domain/ratings/service';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getBestRated,
  { params: entityIdParamsSchema },
  async ({ params, viewer }) => json(200, await getBestRated(getDb(), viewer, params.entityId)),
);
