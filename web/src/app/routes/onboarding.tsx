import type { CurrentUser } from '../../../../shared/schemas';
import { MemberLayout } from '../../features/layout/components/member-layout';
import { OnboardingPlaceholder } from '../../features/onboarding/components/onboarding-placeholder';

export function OnboardingRoute({ user }: { user: CurrentUser }) {
  return (
    <MemberLayout user={user} maxWidth="sm">
      <OnboardingPlaceholder user={user} />
    </MemberLayout>
  );
}
