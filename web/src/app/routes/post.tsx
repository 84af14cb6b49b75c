import { POST_NOT_FOUND } from '@shared/messages-social';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import type { MemberRouteProps } from '@/app/email-notice';
import { NotFound } from '@/components/errors/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { postPath } from '@/config/paths';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { postQueryOptions } from '@/lib/posts/get-post';

/**
 * /posts/:postId: a post by its id alone (a notification knows no more). It goes to the post's place
 * on its author's profile (postPath), or, for a post that is not there (deleted, its author gone or
 * hidden from the fan), shows the app's not-found screen: "Post Not Found" and the way home.
 */
export function PostRoute({ user, notice }: MemberRouteProps) {
  const { postId = '' } = useParams();
  const post = useQuery(postQueryOptions(postId));
  if (post.data) return <Navigate to={postPath(post.data)} replace />;
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      {post.isError ? (
        <NotFound heading={POST_NOT_FOUND.heading} text={POST_NOT_FOUND.text} />
      ) : (
        <PageLoader label="Loading post" />
      )}
    </MemberLayout>
  );
}
