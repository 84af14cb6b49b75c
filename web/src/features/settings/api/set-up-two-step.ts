import { useMutation } from '@tanstack/react-query';
import { setUpTOTP } from 'aws-amplify/auth';
import { authReady } from '@/lib/session/auth';

/**
 * Cognito AssociateSoftwareToken: a new secret for the fan's authenticator app (base32). Nothing changes
 * for logging in until the fan confirms a code from it (confirm-two-step.ts).
 */
export async function setUpTwoStep(): Promise<string> {
  await authReady();
  const { sharedSecret } = await setUpTOTP();
  return sharedSecret;
}

export function useSetUpTwoStep() {
  return useMutation({ mutationFn: setUpTwoStep });
}
