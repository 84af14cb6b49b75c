import type { CurrentUser } from '@shared/schemas';
import { ComingSoonCard } from '@/components/ui/coming-soon-card';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';

/** Member screens that later releases build out; each is a real screen inside the layout today. */
export function TrendingRoute({ user }: { user: CurrentUser }) {
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} maxWidth="md">
      <ComingSoonCard title="Trending & Discovery">
        Trending hashtags, popular content and creators are coming soon.
      </ComingSoonCard>
    </MemberLayout>
  );
}

export function AdminRoute({ user }: { user: CurrentUser }) {
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} maxWidth="md">
      <ComingSoonCard title="Admin Panel">Reports and analytics are coming soon.</ComingSoonCard>
    </MemberLayout>
  );
}
