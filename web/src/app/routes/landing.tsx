import { AuthLayout } from '@/components/layouts/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { LegalDialog } from '@/features/legal/components/legal-dialog';
import { LegalFooter } from '@/features/legal/components/legal-footer';
import { cookiePolicy } from '@/features/legal/content/cookie-policy';

/** "/" for visitors: the log-in screen. */
export function LandingRoute() {
  return (
    <AuthLayout footer={<LegalFooter />}>
      <LoginForm />
    </AuthLayout>
  );
}

/**
 * The legal footer's Cookie Policy modal on its own, for the cookie banner and the settings' cookie
 * choice (app/cookie-policy.ts). It lives in this module because every first load fetches this chunk
 * anyway (the log-in screen shows while the session loads): opening the policy costs nothing more, and no
 * new chunk splits the legal texts off the log-in screen's.
 */
export function CookiePolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <LegalDialog document={open ? cookiePolicy : null} onClose={onClose} />;
}
