/** GET /api/users/suggested?limit&offset: fans the caller might follow, most followed first. */
import * as routes from '../../shared/manifest/http-route-entries';
import { pageQuerySchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { suggestUsers } from '../domain/follows';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getSuggestedUsers,
  { query: pageQuerySchema },
  async ({ query, viewer }) => json(200, await suggestUsers(getDb(), viewer, query)),
);
