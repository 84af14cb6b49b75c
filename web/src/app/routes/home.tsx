import type { CurrentUser } from '../../../../shared/schemas';
import { WelcomeCard } from '../../features/home/components/welcome-card';
import { MemberLayout } from '../../features/layout/components/member-layout';

export function HomeRoute({ user }: { user: CurrentUser }) {
  return (
    <MemberLayout user={user} maxWidth="md">
      <WelcomeCard user={user} />
    </MemberLayout>
  );
}
