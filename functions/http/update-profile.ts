/**
 * PUT /api/profile: the caller's own profile (display name, handle, bio, favourites). Onboarding may
 * send only the bio or only the two favourites. Identity comes from the token, never the body.
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { updateProfileSchema } from '../../shared/schemas/users';
import { getDb } from '../data/client';
import { editProfile } from '../domain/users';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.updateProfile, { body: updateProfileSchema }, async ({ body, caller }) =>
  json(200, await editProfile(getDb(), caller.user, caller.identity, body)),
);
