import { SHOW_TEXTS } from '@shared/messages-wrestling';
import { useParams } from 'react-router';
import type { MemberRouteProps } from '@/app/email-notice';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { entityPostsQueryOptions } from '@/features/posts/api/get-entity-posts';
import { CreatePostBox } from '@/features/posts/components/create-post-box';
import { PostList } from '@/features/posts/components/post-list';
import { CalendarScreen } from '@/features/shows/components/calendar-screen';
import { ShowScreen } from '@/features/shows/components/show-screen';

/** /shows: the calendar (issue 28). */
export function ShowsRoute({ user, notice }: MemberRouteProps) {
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <CalendarScreen />
    </MemberLayout>
  );
}

/** /shows/:showId: a show and its card, results behind a switch. */
export function ShowRoute({ user, notice }: MemberRouteProps) {
  const { showId = '' } = useParams();
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <ShowScreen
        key={showId}
        showId={showId}
        renderPosts={(id, empty) => (
          <PostList query={entityPostsQueryOptions(id)} meId={user.id} empty={empty} label="Tagged posts" />
        )}
        renderComposer={(show) => <CreatePostBox user={user} tags={[show]} button={SHOW_TEXTS.postAbout} />}
      />
    </MemberLayout>
  );
}
