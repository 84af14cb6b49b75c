/** GET /api/users/search?q&limit&offset: fans by the start of their handle or of a word of their name. */
import * as routes from '../../shared/manifest/http-route-entries';
import { userSearchQuerySchema } from '../../shared/schemas/users';
import { getDb } from '../data/client';
import { searchUsers } from '../domain/search';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.searchUsers,
  { query: userSearchQuerySchema },
  async ({ query, viewer }) => json(200, await searchUsers(getDb(), viewer, query)),
);
