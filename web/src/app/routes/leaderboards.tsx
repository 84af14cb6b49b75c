import type { MemberRouteProps } from '@/app/email-notice';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { LeaderboardScreen } from '@/features/ratings/components/leaderboard-screen';
import { useFollowedEntities } from '@/features/wrestling/api/get-followed-entities';

/**
 * /leaderboards?scope=&period=&promotion= (issue 39): the picks leaderboards; the promotions to
 * choose from are the ones the fan follows (the catalogue's answer the profile uses too).
 */
export function LeaderboardsRoute({ user, notice }: MemberRouteProps) {
  const followed = useFollowedEntities(user.id);
  const promotions = (followed.data ?? []).filter((e) => e.kind === 'promotion');
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <LeaderboardScreen meId={user.id} promotions={promotions} />
    </MemberLayout>
  );
}
