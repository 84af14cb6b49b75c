/** POST /api/admin/rating-bursts/{burstId} {decision}: keep (fold into the score) or leave out. */
import * as routes from '../../shared/manifest/http-route-entries';
import { burstDecisionInputSchema, burstIdParamsSchema } from '../../shared/schemas/ratings';
import { getDb } from '../data/client';
import { reviewRatingBurst } from '../domain/ratings/review';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.reviewRatingBurst,
  { params: burstIdParamsSchema, body: burstDecisionInputSchema },
  async ({ params, body, caller }) =>
    json(200, await reviewRatingBurst(getDb(), caller.user, params.burstId, body.decision)),
);
