/** GET /api/auth/user (and /api/user): the signed-in fan (the profile is created on the first call; a confirmed address clears the notice). */
import * as routes from '../../shared/manifest/http-route-entries';
import { getDb } from '../data/client';
import { currentUser } from '../domain/users';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getCurrentUser, {}, async ({ caller }) =>
  json(200, await currentUser(getDb(), caller.user, caller.identity)),
);
