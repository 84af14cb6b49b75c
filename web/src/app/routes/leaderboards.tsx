import type { MemberRouteProps } from '@/app/email-notice';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { useFollowedPromotions } from '@/features/ratings/api/get-leaderboard';
import { LeaderboardScreen } from '@/features/ratings/components/leaderboard-screen';

/**
 * /leaderboards?scope=&period=&promotion= (issue 39): the picks leaderboards; the promotions to
 * choose from are the ones the fan follows (the catalogue's answer the profile reads too).
 */
export function LeaderboardsRoute({ user, notice }: MemberRouteProps) {
  const promotions = useFollowedPromotions(user.id).data ?? [];
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <LeaderboardScreen meId={user.id} promotions={promotions} />
    </MemberLayout>
  );
}
