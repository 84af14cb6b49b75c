import { TRENDING_TEXTS } from '@shared/messages-social';
import type { Timeframe } from '@shared/schemas/common';
import { lazy, Suspense } from 'react';
import type { MemberRouteProps } from '@/app/email-notice';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { postListOptions } from '@/features/posts/api/post-pages';
import { PostList } from '@/features/posts/components/post-list';
import { getDiscovery } from '@/features/trending/api/get-discovery';
import { getTrendingContent } from '@/features/trending/api/get-trending-content';
import { TRENDING_STALE_MS, trendingKeys } from '@/features/trending/api/trending-keys';
import { EngagementBadge, NewCreatorTag } from '@/features/trending/components/post-badges';
import { TrendingScreen } from '@/features/trending/components/trending-screen';

/** Issue 39: top rated matches of the week, month or year, their own chunk. */
const TopRatedSection = lazy(() => import('@/features/ratings/components/top-rated-section'));

/** Popular Content: one page (the route is not paged) of the timeframe's posts. */
export const trendingContentQueryOptions = (timeframe: Timeframe) => ({
  ...postListOptions(trendingKeys.content(timeframe), () => getTrendingContent(timeframe)),
  staleTime: TRENDING_STALE_MS,
});

/** Discovery Feed: pages on the server's cursor (X-Next-Cursor, sent back as ?cursor=). */
export const discoveryQueryOptions = (timeframe: Timeframe) => ({
  ...postListOptions(trendingKeys.discovery(timeframe), (cursor) => getDiscovery(timeframe, cursor)),
  staleTime: TRENDING_STALE_MS,
});

/** /trending?timeframe=&tab= (SPEC 2): the trending screen, its post tabs shown as the feed's post cards. */
export function TrendingRoute({ user, notice }: MemberRouteProps) {
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <TrendingScreen
        renderContent={(timeframe, empty) => (
          <PostList
            query={trendingContentQueryOptions(timeframe)}
            meId={user.id}
            empty={empty}
            renderBadge={(post) => <EngagementBadge post={post} />}
            label={TRENDING_TEXTS.tabs.content}
          />
        )}
        renderDiscovery={(timeframe, empty) => (
          <PostList
            query={discoveryQueryOptions(timeframe)}
            meId={user.id}
            empty={empty}
            renderBadge={() => <NewCreatorTag />}
            label={TRENDING_TEXTS.tabs.discovery}
          />
        )}
        renderTopRated={() => (
          <Suspense fallback={null}>
            <TopRatedSection />
          </Suspense>
        )}
      />
    </MemberLayout>
  );
}
