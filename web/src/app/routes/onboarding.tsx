import type { CurrentUser } from '@shared/schemas/users';
import { EmailNotice } from '@/app/email-notice';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';

export function OnboardingRoute({ user }: { user: CurrentUser }) {
  return (
    <MemberLayout
      user={user}
      notificationPanel={NotificationPanel}
      notice={<EmailNotice user={user} />}
      maxWidth="sm"
    >
      <OnboardingWizard user={user} />
    </MemberLayout>
  );
}
