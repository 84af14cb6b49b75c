/** GET /api/users/{userId}: a fan's public profile. */
import * as routes from '../../shared/manifest/http-route-entries';
import { userIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { viewUser } from '../domain/users';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getUser, { params: userIdParamsSchema }, async ({ params, viewer }) =>
  json(200, await viewUser(getDb(), viewer, params.userId)),
);
