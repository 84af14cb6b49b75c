import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hardRedirect, LOGIN_REDIRECT_URL } from '@/lib/redirect';
import { signOutLocally } from '@/lib/session/auth';

/** Ends the Cognito session locally. A failure to reach Cognito must not keep the fan signed in. */
export async function logOut(): Promise<void> {
  await signOutLocally();
}

/** SPEC 4: sign out, clear every cached query, then send the browser to /api/login. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      queryClient.clear();
      hardRedirect(LOGIN_REDIRECT_URL);
    },
  });
}
