import type { CurrentUser } from '@shared/schemas/users';
import { lazy, type ReactNode, Suspense } from 'react';

const Notice = lazy(() => import('@/features/email-confirm/components/email-notice'));

/** What a member screen gets from the router: the fan, and the notice above its content. */
export interface MemberRouteProps {
  user: CurrentUser;
  notice?: ReactNode;
}

/**
 * The "Confirm your email" notice of the member screens (features/email-confirm), its code fetched
 * only for a fan whose address waits for its code: a confirmed fan's first load does not carry it.
 * The router puts it on every member screen (routesFor), so it is part of the entry, not a chunk of
 * its own that every screen would fetch.
 */
export function EmailNotice({ user }: { user: CurrentUser }) {
  if (!user.confirmEmailBy) return null;
  return (
    <Suspense fallback={null}>
      <Notice user={user} />
    </Suspense>
  );
}
