import * as routes from '@shared/manifest/http-route-entries';
import { type DeleteAccountInput, deleteAccountSchema } from '@shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/**
 * DELETE /api/account {password}: closes the account for good (200 {deleted: true}); a wrong password is
 * 400 {"message": "Incorrect password"}. Afterwards every call of this fan answers 401.
 */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiJson('DELETE', apiPath(routes.deleteAccount), deleteAccountSchema.parse(input));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
