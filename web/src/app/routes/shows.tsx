import { Box, Link, Stack } from '@mui/material';
import { PICK_TEXTS } from '@shared/messages-ratings';
import { CATALOGUE_TEXTS, SHOW_TEXTS, WRESTLING_LABELS } from '@shared/messages-wrestling';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import type { MemberRouteProps } from '@/app/email-notice';
import { AfterFanActs } from '@/components/after-fan-acts';
import { NotFound } from '@/components/errors/not-found';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { entityPostsQueryOptions } from '@/features/posts/api/get-entity-posts';
import { CreatePostBox } from '@/features/posts/components/create-post-box';
import { PostList } from '@/features/posts/components/post-list';
import { showRatingsReserve } from '@/features/ratings/utils/reserve';
import { AlertBell } from '@/features/rooms/components/alert-bell';
import { LiveNowChip, RoomLink, roomOpenAt } from '@/features/rooms/components/room-link';
import { CalendarScreen } from '@/features/shows/components/calendar-screen';
import { ShowScreen } from '@/features/shows/components/show-screen';
import { useShowWatch } from '@/features/spoilers/api/get-show-watch';
import { ProtectedOffers } from '@/features/spoilers/components/protected-offers';
import { WatchButtons } from '@/features/spoilers/components/watch-buttons';
import { WatchMenuButton } from '@/features/spoilers/components/watch-menu-button';
import { airedLately } from '@/features/spoilers/utils/airing';
import { useShow } from '@/lib/shows/get-show';

/** Issue 39: a match's page, loaded with the show page's chunk (its screen is a chunk of its own). */
export { MatchRoute } from './matches';

/** Issue 39: the matches' and the show's ratings under the card, their own chunk loaded after it. */
const ShowRatings = lazy(() => import('@/features/ratings/components/show-ratings'));

/** Issue 39: the show page's "Your picks", its own chunk, loaded below the card. */
const PicksSection = lazy(() => import('@/features/ratings/components/picks-section'));

/**
 * Issue 39: /leaderboards (routes/leaderboards.tsx, its own chunk). The router sends the path to
 * ShowsRoute, which draws it: a route of its own in the entry chunk cost the returning fan's first
 * load 26 bytes gzip (a lazy import and its chunk list), this 3.
 */
const LeaderboardsRoute = lazy(() =>
  import('./leaderboards').then((m) => ({ default: m.LeaderboardsRoute })),
);

/**
 * /shows: the calendar (issue 28), with Spoiler Guard's watch menu beside shows on or aired lately;
 * /leaderboards (above) too.
 */
export function ShowsRoute({ user, notice }: MemberRouteProps) {
  const { pathname } = useLocation();
  if (pathname === '/leaderboards') return <LeaderboardsRoute user={user} notice={notice} />;
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <CalendarScreen
        aside={
          <Link component={RouterLink} to="/leaderboards" underline="hover">
            {PICK_TEXTS.leaderboard}
          </Link>
        }
        renderShowAction={(show) => {
          const now = Date.now();
          // Issue 38: "Live now" on a show whose room is open, from its own times (no request).
          const open = roomOpenAt(show, now);
          const aired = airedLately(show, now);
          if (!open && !aired) return null;
          return (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              {open && <LiveNowChip show={show} />}
              {aired && <WatchMenuButton showId={show.id} showName={show.name} />}
            </Stack>
          );
        }}
      />
    </MemberLayout>
  );
}

/**
 * /shows/:showId: a show and its card, results behind a switch (for a fan Spoiler Guard protects from
 * the show, "I've watched Raw" and "Show results anyway" instead), the watch buttons and the
 * show-night alerts' bell (docs/rooms.md); an unknown show
 * is the app's not-found screen ("Show Not Found"), in the layout. The show's own query (the screen
 * asks the same one first) says whether it exists.
 */
export function ShowRoute({ user, notice }: MemberRouteProps) {
  const { showId = '' } = useParams();
  const show = useShow(showId, false);
  // Spoiler Guard: the fan's status, and whether the show's results are hidden from them now.
  const watch = useShowWatch(showId);
  const label = WRESTLING_LABELS.kind.show;
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      {show.isError && !show.data ? (
        <NotFound
          heading={CATALOGUE_TEXTS.notFoundHeading(label)}
          text={CATALOGUE_TEXTS.notFoundText(label)}
        />
      ) : (
        <ShowScreen
          key={showId}
          showId={showId}
          renderPosts={(id, empty) => (
            <PostList query={entityPostsQueryOptions(id)} meId={user.id} empty={empty} label="Tagged posts" />
          )}
          renderComposer={(show) => <CreatePostBox user={user} tags={[show]} button={SHOW_TEXTS.postAbout} />}
          renderWatch={(ref) => (
            <Stack spacing={1.5}>
              {/* Issue 38: the way into the show's room (open, archive, or when it opens). */}
              {show.data && <RoomLink show={show.data.show} />}
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <WatchButtons showId={ref.id} showName={ref.name} />
                <AlertBell showId={ref.id} />
              </Stack>
            </Stack>
          )}
          renderRatings={(page) =>
            // A show with something finished to rate. Its height kept before it draws: the posts below
            // do not move; drawn once the fan acts on the page, so neither its code nor its request is
            // part of the show page's first load (docs/ratings.md).
            page.show.status === 'finished' || page.card.some((m) => m.status === 'finished') ? (
              <Box sx={{ minHeight: showRatingsReserve(page, watch.data?.protected === true) }}>
                <AfterFanActs>
                  <Suspense fallback={null}>
                    <ShowRatings page={page} />
                  </Suspense>
                </AfterFanActs>
              </Box>
            ) : null
          }
          protectedFromResults={watch.data?.protected === true}
          renderPicks={(picks) => (
            <PicksSection
              showId={picks.show.id}
              showName={picks.show.name}
              card={picks.card}
              names={picks.names}
              started={picks.started}
              resultsShown={picks.results}
            />
          )}
          renderProtected={(show, offers) => (
            <ProtectedOffers
              showId={show.id}
              showName={show.name}
              onWatched={offers.showResults}
              onShowAnyway={offers.showAnyway}
            />
          )}
        />
      )}
    </MemberLayout>
  );
}
