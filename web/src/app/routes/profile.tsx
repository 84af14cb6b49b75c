import { useParams } from 'react-router';
import type { CurrentUser } from '../../../../shared/schemas';
import { MemberLayout } from '../../features/layout/components/member-layout';
import { ProfileScreen } from '../../features/profile/components/profile-screen';

export function ProfileRoute({ user }: { user: CurrentUser }) {
  const { userId } = useParams();
  return (
    <MemberLayout user={user} maxWidth="md">
      <ProfileScreen me={user} userId={userId} />
    </MemberLayout>
  );
}
