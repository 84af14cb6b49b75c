import { useParams } from 'react-router';
import type { MemberRouteProps } from '@/app/email-notice';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { RoomScreen } from '@/features/rooms/components/room-screen';

/** /shows/:showId/live: the show's live room (issue 38, docs/rooms.md), its own lazy chunk. */
export function RoomRoute({ user, notice }: MemberRouteProps) {
  const { showId = '' } = useParams();
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="lg">
      <RoomScreen key={showId} showId={showId} meId={user.id} />
    </MemberLayout>
  );
}
