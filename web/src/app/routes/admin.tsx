import { lazy, Suspense } from 'react';
import type { MemberRouteProps } from '@/app/email-notice';
import { SESSION_EXPIRED, useSessionLossNotice } from '@/app/session-notice';
import { AdminPanel } from '@/features/admin/components/admin-panel';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';

/** Issue 39: the Ratings tab (held bursts for review), its own chunk. */
const BurstsTab = lazy(() => import('@/features/ratings/components/bursts-tab'));

/**
 * /admin for admins (the router gates it; SPEC 6): the admin panel in the member layout. Losing the session
 * here says "Session Expired" / "Please log in again." and waits 1000 ms before /api/login (SPEC 8).
 */
export function AdminRoute({ user, notice }: MemberRouteProps) {
  useSessionLossNotice(SESSION_EXPIRED);
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <AdminPanel
        renderRatings={() => (
          <Suspense fallback={null}>
            <BurstsTab />
          </Suspense>
        )}
      />
    </MemberLayout>
  );
}
