import { RATING_TEXTS } from '@shared/messages-ratings';
import { useParams } from 'react-router';
import type { MemberRouteProps } from '@/app/email-notice';
import { NotFound } from '@/components/errors/not-found';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { MatchScreen } from '@/features/ratings/components/match-screen';

/**
 * /matches/:matchId (issue 39): a match's page, its score, the fan's rating and the ratings with
 * comments; an unknown match is the app's not-found screen, in the layout.
 */
export function MatchRoute({ user, notice }: MemberRouteProps) {
  const { matchId = '' } = useParams();
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <MatchScreen
        key={matchId}
        matchId={matchId}
        notFound={<NotFound heading={RATING_TEXTS.matchNotFound} text={RATING_TEXTS.matchNotFound} />}
      />
    </MemberLayout>
  );
}
