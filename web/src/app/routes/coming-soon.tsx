import type { CurrentUser } from '@shared/schemas';
import { ComingSoonCard } from '@/components/ui/coming-soon-card';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';

/** A member screen that a later release builds out; a real screen inside the layout today. */
export function AdminRoute({ user }: { user: CurrentUser }) {
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} maxWidth="md">
      <ComingSoonCard title="Admin Panel">Reports and analytics are coming soon.</ComingSoonCard>
    </MemberLayout>
  );
}
