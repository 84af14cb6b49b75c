import { useParams, useSearchParams } from 'react-router';
import type { CurrentUser } from '../../../../shared/schemas';
import { ComingSoonCard } from '../../components/ui/coming-soon-card';
import { MemberLayout } from '../../features/layout/components/member-layout';

/** Member screens that later releases build out; each is a real screen inside the layout today. */
export function SearchRoute({ user }: { user: CurrentUser }) {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim();
  return (
    <MemberLayout user={user} maxWidth="md">
      <ComingSoonCard title="Search & Discovery">
        {q ? `Results for "${q}" are coming soon.` : 'Searching fans and #hashtags is coming soon.'}
      </ComingSoonCard>
    </MemberLayout>
  );
}

export function HashtagRoute({ user }: { user: CurrentUser }) {
  const { hashtag = '' } = useParams();
  return (
    <MemberLayout user={user} maxWidth="md">
      <ComingSoonCard title={`#${hashtag}`}>Posts tagged #{hashtag} are coming soon.</ComingSoonCard>
    </MemberLayout>
  );
}

export function TrendingRoute({ user }: { user: CurrentUser }) {
  return (
    <MemberLayout user={user} maxWidth="md">
      <ComingSoonCard title="Trending & Discovery">
        Trending hashtags, popular content and creators are coming soon.
      </ComingSoonCard>
    </MemberLayout>
  );
}

export function AdminRoute({ user }: { user: CurrentUser }) {
  return (
    <MemberLayout user={user} maxWidth="md">
      <ComingSoonCard title="Admin Panel">Reports and analytics are coming soon.</ComingSoonCard>
    </MemberLayout>
  );
}
