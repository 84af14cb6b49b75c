import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import type { MemberRouteProps } from '@/app/email-notice';
import { SuggestedUsersGrid } from '@/features/follow/components/suggested-users-grid';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { hashtagPostsQueryOptions } from '@/features/posts/api/get-hashtag-posts';
import { PostList } from '@/features/posts/components/post-list';
import { SearchScreen } from '@/features/search/components/search-screen';
import { parseSearchQuery } from '@/features/search/utils/parse-query';
import { EntityResults } from '@/features/wrestling/components/entity-results';

function SearchPage({
  user,
  notice,
  query,
  tab = null,
}: MemberRouteProps & { query: string; tab?: string | null }) {
  const queryClient = useQueryClient();
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <SearchScreen
        // A new address starts a new search (the box shows the query it came with).
        key={query}
        query={query}
        tab={tab}
        renderSuggestions={() => <SuggestedUsersGrid />}
        renderWrestling={(text) => <EntityResults query={text} />}
        renderHashtagPosts={(tag, empty) => (
          <PostList
            query={hashtagPostsQueryOptions(tag)}
            meId={user.id}
            empty={empty}
            label="Hashtag posts"
          />
        )}
        onSearch={(next) => {
          const parsed = parseSearchQuery(next);
          if (parsed.kind === 'hashtag' && parsed.tag)
            void queryClient.invalidateQueries({ queryKey: hashtagPostsQueryOptions(parsed.tag).queryKey });
        }}
      />
    </MemberLayout>
  );
}

/** /search?q=&tab= (SPEC 2; the tab: issue 35). */
export function SearchRoute({ user, notice }: MemberRouteProps) {
  const [params] = useSearchParams();
  return <SearchPage user={user} notice={notice} query={params.get('q') ?? ''} tab={params.get('tab')} />;
}

/** /hashtag/{hashtag}: the search screen prefilled with "#" + the hashtag, on the Posts tab. */
export function HashtagRoute({ user, notice }: MemberRouteProps) {
  const { hashtag = '' } = useParams();
  return <SearchPage user={user} notice={notice} query={`#${hashtag}`} />;
}
