/**
 * PUT /api/profile: the caller's own profile (display name, handle, bio, favourites). Onboarding may
 * send only the bio or only the two favourites. Identity comes from the token, never the body.
 */
import { updateProfileSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { HandleTakenError, ProfileChangedError, updateProfile } from '../data/user';
import { toCurrentUser } from '../domain/users';
import { conflict } from '../lib/errors';
import { json, route } from '../lib/http';

export const handler = route({ access: 'member', body: updateProfileSchema }, async ({ body, caller }) => {
  try {
    const user = await updateProfile(getDb(), caller.user, body);
    return json(200, toCurrentUser(user, caller.identity));
  } catch (err) {
    if (err instanceof HandleTakenError || err instanceof ProfileChangedError) throw conflict(err.message);
    throw err;
  }
});
