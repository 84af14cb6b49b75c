import type { CurrentUser } from '@shared/schemas/users';
import { useUser } from './get-current-user';

/**
 * The four states of SPEC 2's route table. "loading" and "anonymous" share the visitor routes;
 * the difference matters only for gating (a member screen waits for loading to finish).
 */
export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'incomplete'; user: CurrentUser }
  | { status: 'complete'; user: CurrentUser };

export function sessionStateOf(query: {
  isPending: boolean;
  data: CurrentUser | null | undefined;
}): SessionState {
  if (query.isPending) return { status: 'loading', user: null };
  const user = query.data ?? null;
  if (!user) return { status: 'anonymous', user: null };
  return user.completeness.isComplete ? { status: 'complete', user } : { status: 'incomplete', user };
}

export function useSessionState(): SessionState {
  const query = useUser();
  return sessionStateOf({ isPending: query.isPending, data: query.data });
}
