import type { CurrentUser } from '@shared/schemas/users';
import { lazy, Suspense } from 'react';

const Notice = lazy(() => import('@/features/email-confirm/components/email-notice'));

/**
 * The "Confirm your email" notice of the member screens (features/email-confirm), its code fetched
 * only for a fan whose address waits for its code: a confirmed fan's first load does not carry it.
 */
export function EmailNotice({ user }: { user: CurrentUser }) {
  if (!user.confirmEmailBy) return null;
  return (
    <Suspense fallback={null}>
      <Notice user={user} />
    </Suspense>
  );
}
