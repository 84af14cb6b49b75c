/** PUT /api/profile-picture: sets the caller's picture to one of their own uploads. */
import * as routes from '../../shared/manifest/http-route-entries';
import { profilePictureSchema } from '../../shared/schemas/uploads';
import { getDb } from '../data/client';
import { setProfilePicture } from '../domain/users';
import { json } from '../lib/http';
import { getS3, uploadsBucket } from '../lib/s3';
import { route } from './wiring';

export const handler = route(
  routes.updateProfilePicture,
  { body: profilePictureSchema },
  async ({ body, caller }) => {
    const deps = { db: getDb(), uploads: { s3: await getS3(), bucket: uploadsBucket() } };
    return json(200, await setProfilePicture(deps, caller.user, caller.identity, body.profileImageURL));
  },
);
