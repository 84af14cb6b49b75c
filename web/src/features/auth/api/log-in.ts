import type { LoginInput } from '@shared/schemas/auth';
import type { CurrentUser } from '@shared/schemas/users';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { authReady, signOutLocally } from '@/lib/session/auth';
import { currentUserQueryOptions } from '@/lib/session/get-current-user';

/** Fetches what logging in needs (the schemas, Amplify's sign-in) ahead of the submit. */
export function prefetchLogIn(): void {
  void import('@shared/schemas/auth').catch(() => undefined);
  void import('./cognito').catch(() => undefined);
  void authReady().catch(() => undefined);
}

/**
 * What Cognito answered a right password: the fan is signed in, or (two-step verification on) Cognito
 * waits for the code from their authenticator app (confirmLogInCode).
 */
export type PasswordStep = 'signed-in' | 'code';

/** Cognito sign-in with USER_PASSWORD_AUTH (the local emulator has no SRP). */
export async function signInWithPassword({ email, password }: LoginInput): Promise<PasswordStep> {
  const ready = authReady();
  const { signIn, signOut } = await import('./cognito');
  await ready;
  const attempt = () =>
    signIn({ username: email.trim(), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result: Awaited<ReturnType<typeof attempt>>;
  try {
    result = await attempt();
  } catch (error) {
    // A stale local session (e.g. a fan whose profile never loaded) blocks a new sign-in.
    if (!(error instanceof Error) || error.name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    result = await attempt();
  }
  if (result.isSignedIn) return 'signed-in';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'code';
  throw new Error(`Sign-in needs an extra step (${result.nextStep.signInStep}).`);
}

/** After Cognito accepts the fan, the session is "authenticated" only once /api/user answers. */
export async function refetchSessionUser(queryClient: QueryClient): Promise<CurrentUser> {
  try {
    const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    if (!user) throw new Error('');
    return user;
  } catch (error) {
    await signOutLocally();
    queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
    throw error;
  }
}

/** The fan and their profile, or `code`: Cognito asks for the authenticator app's code first. */
export type LogInResult = { step: 'signed-in'; user: CurrentUser } | { step: 'code' };

export async function logIn(queryClient: QueryClient, input: LoginInput): Promise<LogInResult> {
  if ((await signInWithPassword(input)) === 'code') return { step: 'code' };
  return { step: 'signed-in', user: await refetchSessionUser(queryClient) };
}

export function useLogin(options: {
  onSuccess?: (result: LogInResult) => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => logIn(queryClient, input),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
