import * as routes from '@shared/manifest/http-route-entries';
import type { ProfilePictureInput } from '@shared/schemas/uploads';
import { type CurrentUser, currentUserSchema } from '@shared/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** PUT /api/profile-picture with the uploaded object's address; answers the updated fan. */
export async function updateProfilePicture(input: ProfilePictureInput): Promise<CurrentUser> {
  return currentUserSchema.parse(await apiJson('PUT', apiPath(routes.updateProfilePicture), input));
}

export function useUpdateProfilePicture() {
  return useMutation({ mutationFn: updateProfilePicture });
}
