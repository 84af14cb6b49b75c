/** GET /api/users/suggested?limit&offset: fans the caller might follow, most followed first. */
import * as routes from '../../shared/manifest/http-route-entries';
import { pageQuerySchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { suggestUsers } from '../domain/follows';
import { json, route } from '../lib/http';

export const handler = route(
  routes.getSuggestedUsers,
  { query: pageQuerySchema },
  async ({ query, caller }) => json(200, await suggestUsers(getDb(), caller.user.id, query)),
);
