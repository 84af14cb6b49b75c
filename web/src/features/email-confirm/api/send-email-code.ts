import { useMutation } from '@tanstack/react-query';
import { sendUserAttributeVerificationCode } from 'aws-amplify/auth';
import { authReady } from '@/lib/session/auth';

/** Cognito GetUserAttributeVerificationCode: mails a code to the signed-in fan's address. */
export async function sendEmailCode(): Promise<void> {
  await authReady();
  await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
