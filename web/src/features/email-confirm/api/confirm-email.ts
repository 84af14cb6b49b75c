import type { CurrentUser } from '@shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmUserAttribute } from 'aws-amplify/auth';
import { loadAuth } from '@/lib/session/auth';
import { currentUserQueryOptions } from '@/lib/session/get-current-user';

/**
 * Cognito VerifyUserAttribute with the mailed code. The API learns it from Cognito, never from us: a
 * fresh ID token (its `email_verified` now true) is fetched, then GET /api/user, which clears the
 * profile's deadline. Returns the fan as the API now has them.
 */
export async function confirmEmail(
  queryClient: ReturnType<typeof useQueryClient>,
  code: string,
): Promise<CurrentUser | null> {
  const { fetchAuthSession } = await loadAuth();
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
  await fetchAuthSession({ forceRefresh: true });
  return queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (code: string) => confirmEmail(queryClient, code) });
}
