import { AuthLayout } from '@/components/layouts/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { LegalFooter } from '@/features/legal/components/legal-footer';

/** "/" for visitors: the log-in screen. */
export function LandingRoute() {
  return (
    <AuthLayout footer={<LegalFooter />}>
      <LoginForm />
    </AuthLayout>
  );
}
