import { useMutation } from '@tanstack/react-query';
import { authReady } from '@/lib/session/auth';

export interface PasswordResetInput {
  email: string;
  code: string;
  newPassword: string;
}

/** Cognito ConfirmForgotPassword: the e-mailed code sets the new password. */
export async function confirmPasswordReset({ email, code, newPassword }: PasswordResetInput): Promise<void> {
  const ready = authReady();
  const { confirmResetPassword } = await import('./cognito');
  await ready;
  await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
