import { AuthLayout } from '@/components/layouts/auth-layout';
import { SignupForm } from '@/features/auth/components/signup-form';
import { LegalFooter } from '@/features/legal/components/legal-footer';

export function SignupRoute() {
  return (
    <AuthLayout footer={<LegalFooter />}>
      <SignupForm />
    </AuthLayout>
  );
}
