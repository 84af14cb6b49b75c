import type { RegisterInput } from '@shared/schemas/auth';
import type { CurrentUser } from '@shared/schemas/users';
import { cleanDisplayName } from '@shared/text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authReady } from '@/lib/session/auth';
import { refetchSessionUser, signInWithPassword } from './log-in';

export interface SignUpInput extends RegisterInput {
  /** YYYY-MM-DD. Checked by the PreSignUp trigger (13+), never stored. */
  birthdate: string;
}

/**
 * Registers with Cognito: the e-mail is the one attribute (the only one the app client may write);
 * the display name, cleaned as every path cleans it, and the birthdate travel as client metadata to
 * the PreSignUp trigger, which checks both and records the name. Gender is never sent.
 */
export async function registerAccount({
  email,
  password,
  displayName,
  birthdate,
}: SignUpInput): Promise<void> {
  const username = email.trim();
  const ready = authReady();
  const { signUp } = await import('./cognito');
  await ready;
  await signUp({
    username,
    password,
    options: {
      userAttributes: { email: username },
      clientMetadata: { birthdate, displayName: cleanDisplayName(displayName) },
    },
  });
}

export function useSignUp(options: {
  onSuccess?: (user: CurrentUser) => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await registerAccount(input);
      // The pool auto-confirms, so the fan is signed straight in and sent to onboarding (their e-mail
      // waits for its code: the "Confirm your email" notice).
      // A new account has no two-step verification: Cognito signs it straight in.
      await signInWithPassword({ email: input.email, password: input.password });
      return refetchSessionUser(queryClient);
    },
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
