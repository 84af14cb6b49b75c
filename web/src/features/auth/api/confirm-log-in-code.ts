import type { CurrentUser } from '@shared/schemas/users';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { authReady } from '@/lib/session/auth';
import { refetchSessionUser } from './log-in';

/**
 * The second step of logging in with two-step verification on: Cognito RespondToAuthChallenge
 * (SOFTWARE_TOKEN_MFA) with the code from the fan's authenticator app. A wrong code leaves the step
 * open (CodeMismatchException: the fan types it again); a spent session (NotAuthorizedException)
 * means logging in again.
 */
export async function confirmLogInCode(queryClient: QueryClient, code: string): Promise<CurrentUser> {
  const ready = authReady();
  const { confirmSignIn } = await import('./cognito');
  await ready;
  const result = await confirmSignIn({ challengeResponse: code });
  if (!result.isSignedIn) throw new Error(`Sign-in needs an extra step (${result.nextStep.signInStep}).`);
  return refetchSessionUser(queryClient);
}

export function useConfirmLogInCode(options: {
  onSuccess?: (user: CurrentUser) => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => confirmLogInCode(queryClient, code),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
