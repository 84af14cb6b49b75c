import { useMutation } from '@tanstack/react-query';
import { authReady } from '@/lib/session/auth';

/**
 * Whether Cognito refused because of the address, not the request: no such account
 * (UserNotFoundException, which the local emulator answers) or an address never confirmed, which
 * Cognito sends no code to ("no registered/verified email").
 */
export const silentRefusal = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'UserNotFoundException' ||
    (error.name === 'InvalidParameterException' && /verified/i.test(error.message)));

/**
 * Cognito ForgotPassword: e-mails a code to set a new password, to a confirmed address only. An
 * address without an account or not confirmed counts as sent: the screen never says whether an
 * e-mail has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const ready = authReady();
  const { resetPassword } = await import('./cognito');
  await ready;
  try {
    await resetPassword({ username: email.trim() });
  } catch (error) {
    if (silentRefusal(error)) return;
    throw error;
  }
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
