import { useMutation } from '@tanstack/react-query';
import { updatePassword } from 'aws-amplify/auth';
import { authReady } from '@/lib/session/auth';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Cognito ChangePassword through Amplify: the signed-in fan's current password, then the new one. */
export async function changePassword({ currentPassword, newPassword }: PasswordChange): Promise<void> {
  await authReady();
  await updatePassword({ oldPassword: currentPassword, newPassword });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
