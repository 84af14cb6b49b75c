import type { CurrentUser } from '@shared/schemas/users';
import { type QueryClient, type QueryFunction, queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { hasStoredSession } from './auth';
import { sessionKeys } from './session-keys';

const readUser = getQueryFn<unknown>({ on401: 'returnNull' });

/** The schemas (and zod) load beside the call. */
const loadSchemas = () => import('@shared/schemas/users');

/**
 * GET /api/user: the signed-in fan, or null when the API answers 401 (no valid token). A browser where
 * Amplify keeps no session has no token to send, so the answer can only be 401: it is null without the
 * round trip (a first-time visitor's log-in screen makes no API call).
 */
export const getCurrentUser: QueryFunction<CurrentUser | null, typeof sessionKeys.user> = async (context) => {
  if (!hasStoredSession()) return null;
  const schemas = loadSchemas();
  const data = await readUser(context);
  if (data === null) return null;
  const { currentUserSchema } = await schemas;
  return currentUserSchema.parse(data);
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.user,
    queryFn: getCurrentUser,
    retry: false,
  });

/** The current user (SPEC 4): authenticated when a user is returned. */
export function useUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * Makes a fan returned by a profile call the session user (the same object GET /api/user would
 * answer), so the header, the route table and completeness update without another round trip.
 */
export function setSessionUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
}
