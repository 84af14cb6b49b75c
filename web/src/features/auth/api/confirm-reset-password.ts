import { useMutation } from '@tanstack/react-query';
import { confirmResetPassword } from 'aws-amplify/auth';

export interface PasswordResetInput {
  email: string;
  code: string;
  newPassword: string;
}

/** Cognito ConfirmForgotPassword: the e-mailed code sets the new password. */
export async function confirmPasswordReset({ email, code, newPassword }: PasswordResetInput): Promise<void> {
  await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
