import { POST_TOASTS } from '@shared/messages-social';
import { lazy, Suspense } from 'react';
import type { MemberRouteProps } from '@/app/email-notice';
import { AfterFanActs } from '@/components/after-fan-acts';
import { EmptyFeed } from '@/features/home/components/empty-feed';
import { HomeLayout } from '@/features/home/components/home-layout';
import { ProfileSummary } from '@/features/home/components/profile-summary';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { feedQueryOptions } from '@/features/posts/api/get-feed';
import { CreatePostBox } from '@/features/posts/components/create-post-box';
import { PostList } from '@/features/posts/components/post-list';
import { TrendingSidebar } from '@/features/trending/components/trending-sidebar';

/**
 * Who to follow, with its Follow buttons: a chunk of its own, fetched when it is drawn (at once beside the
 * feed on a wide screen; on a phone, under the feed, when the fan scrolls near it: HomeLayout).
 */
const WhoToFollow = lazy(() =>
  import('@/features/follow/components/who-to-follow').then((m) => ({ default: m.WhoToFollow })),
);

/**
 * Spoiler Guard's banner ("Raw is on: Watching live · Watching later · Watched") and issue 38's "Live
 * now" strip: one chunk of their own (./home-after-acts.tsx), fetched with their requests once the
 * fan acts on home (a pointer moves, a touch, a key), not with the first load (docs/spoilers.md,
 * docs/rooms.md, docs/performance.md).
 */
const HomeAfterActs = lazy(() => import('./home-after-acts'));

/** "/" for a fan with a complete profile: the home feed (SPEC 2). */
export function HomeRoute({ user, notice }: MemberRouteProps) {
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="lg">
      <HomeLayout
        left={
          <>
            <ProfileSummary user={user} />
            <TrendingSidebar />
          </>
        }
        right={
          <Suspense fallback={null}>
            <WhoToFollow />
          </Suspense>
        }
      >
        <AfterFanActs>
          <Suspense fallback={null}>
            <HomeAfterActs />
          </Suspense>
        </AfterFanActs>
        <CreatePostBox user={user} />
        <PostList
          query={feedQueryOptions()}
          meId={user.id}
          empty={<EmptyFeed />}
          errorToast={POST_TOASTS.feedFailed}
          label="Feed"
        />
      </HomeLayout>
    </MemberLayout>
  );
}
