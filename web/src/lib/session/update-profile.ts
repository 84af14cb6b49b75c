import * as routes from '@shared/manifest/http-route-entries';
import { type CurrentUser, currentUserSchema, type UpdateProfileInput } from '@shared/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** PUT /api/profile with any subset of the editable fields; answers the updated fan. */
export async function updateProfile(input: UpdateProfileInput): Promise<CurrentUser> {
  return currentUserSchema.parse(await apiJson('PUT', apiPath(routes.updateProfile), input));
}

/**
 * The mutation behind the Edit Profile dialog and the onboarding steps. Each caller decides when
 * the answer becomes the session user (onboarding holds back the one that completes the profile).
 */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
