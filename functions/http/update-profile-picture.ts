/** PUT /api/profile-picture: sets the caller's picture to one of their own uploads. */
import { profilePictureSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { updateUserProfile } from '../data/user';
import { acceptUploadedImage } from '../domain/uploads';
import { toCurrentUser } from '../domain/users';
import { json, route } from '../lib/http';
import { getS3, uploadsBucket } from '../lib/s3';

export const handler = route({ access: 'member', body: profilePictureSchema }, async ({ body, caller }) => {
  const profileImageUrl = await acceptUploadedImage(
    { s3: getS3(), bucket: uploadsBucket() },
    caller.user.id,
    body.profileImageURL,
  );
  const user = await updateUserProfile(getDb(), caller.user.id, { profileImageUrl });
  return json(200, toCurrentUser(user, caller.identity));
});
