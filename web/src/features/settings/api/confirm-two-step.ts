import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import { authReady } from '@/lib/session/auth';
import { typedCode } from '@/lib/two-step-code';
import { twoStepKeys } from './get-two-step';

/**
 * Turns two-step verification on: Cognito VerifySoftwareToken with the first code of the new secret (a
 * wrong one: EnableSoftwareTokenMFAException), then SetUserMFAPreference with TOTP preferred, so every
 * log-in asks for a code from then on.
 */
export async function confirmTwoStep(code: string): Promise<void> {
  await authReady();
  await verifyTOTPSetup({ code: typedCode(code) });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

export function useConfirmTwoStep(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoStep,
    onSuccess: () => queryClient.setQueryData(twoStepKeys.status(userId), true),
  });
}
