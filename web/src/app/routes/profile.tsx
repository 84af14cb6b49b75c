import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import type { MemberRouteProps } from '@/app/email-notice';
import { ProfileFollowButton } from '@/features/follow/components/profile-follow-button';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { userPostsQueryOptions } from '@/features/posts/api/get-user-posts';
import { PostList } from '@/features/posts/components/post-list';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { FollowedEntities } from '@/features/wrestling/components/followed-entities';

/** Issue 39: the fan's diary (what they rated), its own chunk. */
const DiarySection = lazy(() => import('@/features/ratings/components/diary-section'));

export function ProfileRoute({ user, notice }: MemberRouteProps) {
  const { userId } = useParams();
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <ProfileScreen
        me={user}
        userId={userId}
        renderPosts={(id, empty) => (
          <PostList query={userPostsQueryOptions(id)} meId={user.id} empty={empty} label="Profile posts" />
        )}
        renderFollow={(id) => <ProfileFollowButton userId={id} />}
        renderFollows={(id, own) => <FollowedEntities userId={id} own={own} />}
        renderDiary={(id, own) => (
          <Suspense fallback={null}>
            <DiarySection userId={id} own={own} />
          </Suspense>
        )}
      />
    </MemberLayout>
  );
}
