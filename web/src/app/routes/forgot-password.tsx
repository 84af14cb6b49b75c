import { AuthLayout } from '@/components/layouts/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LegalFooter } from '@/features/legal/components/legal-footer';

/** /forgot-password for visitors: a code by e-mail, then a new password (docs/account.md). */
export function ForgotPasswordRoute() {
  return (
    <AuthLayout footer={<LegalFooter />}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
