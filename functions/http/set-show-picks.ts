/** PUT /api/shows/{showId}/picks {picks}: a winner per match, each until its match locks; all or nothing. */
import * as routes from '../../shared/manifest/http-route-entries';
import { picksInputSchema } from '../../shared/schemas/ratings';
import { showIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { setShowPicks } from '../domain/ratings/show-picks';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.setShowPicks,
  { params: showIdParamsSchema, body: picksInputSchema },
  async ({ params, body, viewer }) => json(200, await setShowPicks(getDb(), viewer, params.showId, body)),
);
