/** GET /api/auth/user (and /api/user): the signed-in fan (the profile is created on the first call). */
import * as routes from '../../shared/manifest/http-route-entries';
import { toCurrentUser } from '../domain/users';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getCurrentUser, {}, async ({ caller }) =>
  json(200, toCurrentUser(caller.user, caller.identity)),
);
