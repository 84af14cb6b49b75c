import { useMutation } from '@tanstack/react-query';
import { authReady } from '@/lib/session/auth';

/**
 * Cognito ForgotPassword: e-mails a code to set a new password. An address without an account
 * (UserNotFoundException, which the local emulator answers) counts as sent: the screen never says
 * whether an e-mail has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const ready = authReady();
  const { resetPassword } = await import('./cognito');
  await ready;
  try {
    await resetPassword({ username: email.trim() });
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return;
    throw error;
  }
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
