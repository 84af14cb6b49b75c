import { ADMIN_REDIRECT_MS, LOGGED_OUT_REDIRECT_MS } from '@shared/constants';
import { TOASTS } from '@shared/messages-core';
import type { CurrentUser } from '@shared/schemas/users';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { toast } from '@/components/ui/toast/toast-store';
import { afterToastShows } from '@/components/ui/toast/toast-view-loader';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { hardRedirect, LOGIN_REDIRECT_URL } from '@/lib/redirect';

/** SPEC 4 auth gating: a logged-out visitor on a member screen is sent to /api/login after 500 ms. */
export function LoggedOutRedirect() {
  useEffect(() => {
    toast({ title: TOASTS.unauthorized, description: TOASTS.loggedOut, variant: 'destructive' });
    return afterToastShows(LOGGED_OUT_REDIRECT_MS, () => hardRedirect(LOGIN_REDIRECT_URL));
  }, []);
  return <PageLoader label="Redirecting to log in" />;
}

/** SPEC 6: a non-admin or logged-out visitor on /admin is told so and sent to / after 1000 ms. */
export function AccessDeniedRedirect({ user }: { user: CurrentUser | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast({ title: TOASTS.accessDenied, description: TOASTS.accessDeniedText, variant: 'destructive' });
    return afterToastShows(ADMIN_REDIRECT_MS, () => navigate('/', { replace: true }));
  }, [navigate]);
  const loader = <PageLoader label="Redirecting" />;
  return user ? (
    <MemberLayout user={user} notificationPanel={NotificationPanel}>
      {loader}
    </MemberLayout>
  ) : (
    loader
  );
}
