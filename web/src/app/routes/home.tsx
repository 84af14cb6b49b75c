import { POST_TOASTS } from '@shared/messages-social';
import type { MemberRouteProps } from '@/app/email-notice';
import { WhoToFollow } from '@/features/follow/components/who-to-follow';
import { EmptyFeed } from '@/features/home/components/empty-feed';
import { HomeLayout } from '@/features/home/components/home-layout';
import { ProfileSummary } from '@/features/home/components/profile-summary';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { feedQueryOptions } from '@/features/posts/api/get-feed';
import { CreatePostBox } from '@/features/posts/components/create-post-box';
import { PostList } from '@/features/posts/components/post-list';
import { TrendingSidebar } from '@/features/trending/components/trending-sidebar';

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
        right={<WhoToFollow />}
      >
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
