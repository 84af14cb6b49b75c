/** GET /api/users/{userId}/diary?limit&before: a fan's ratings, newest first. */
import * as routes from '../../shared/manifest/http-route-entries';
import { userIdParamsSchema } from '../../shared/schemas/common';
import { diaryQuerySchema } from '../../shared/schemas/ratings';
import { getDb } from '../data/client';
import { getDiary } from '../domain/ratings/service';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getDiary,
  { params: userIdParamsSchema, query: diaryQuerySchema },
  async ({ params, query, viewer }) => json(200, await getDiary(getDb(), viewer, params.userId, query)),
);
