import type { MemberRouteProps } from '@/app/email-notice';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { CatalogueMatches } from '@/features/wrestling/components/catalogue-matches';

export function OnboardingRoute({ user, notice }: MemberRouteProps) {
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="sm">
      <OnboardingWizard
        user={user}
        renderMatches={(text, kind) => <CatalogueMatches text={text} kind={kind} />}
      />
    </MemberLayout>
  );
}
