import { RATING_TEXTS } from '@shared/messages-ratings';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import type { MemberRouteProps } from '@/app/email-notice';
import { NotFound } from '@/components/errors/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';

/** The match page's screen: its own chunk (the route is in the show page's). */
const MatchScreen = lazy(() =>
  import('@/features/ratings/components/match-screen').then((m) => ({ default: m.MatchScreen })),
);

/**
 * /matches/:matchId (issue 39): a match's page, its score, the fan's rating and the ratings with
 * comments; an unknown match is the app's not-found screen, in the layout. Re-exported by
 * routes/shows.tsx, whose chunk the router loads for it.
 */
export function MatchRoute({ user, notice }: MemberRouteProps) {
  const { matchId = '' } = useParams();
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <Suspense fallback={<PageLoader />}>
        <MatchScreen
          key={matchId}
          matchId={matchId}
          notFound={<NotFound heading={RATING_TEXTS.matchNotFound} text={RATING_TEXTS.matchNotFound} />}
        />
      </Suspense>
    </MemberLayout>
  );
}
