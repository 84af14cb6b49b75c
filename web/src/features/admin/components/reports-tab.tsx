import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Stack } from '@mui/material';
import { SKELETON_COUNTS } from '@shared/constants';
import { ADMIN_TEXTS } from '@shared/messages-moderation';
import { ErrorCard } from '@/components/ui/error-card';
import { useAdminReports } from '@/features/admin/api/get-admin-reports';
import { AdminEmpty, MoreFooter, ReportSkeleton, Skeletons } from './admin-states';
import { ReportCard } from './report-card';

/**
 * The Reports tab: every report, newest first, a page at a time (infinite scroll, or "Load more"); five
 * skeleton cards while loading, "No Reports" when there are none, an error card with "Try Again".
 */
export function ReportsTab() {
  const list = useAdminReports();
  if (list.isPending)
    return (
      <Skeletons count={SKELETON_COUNTS.adminReports} label="Loading reports">
        <ReportSkeleton />
      </Skeletons>
    );
  if (!list.data)
    return (
      <ErrorCard
        text={ADMIN_TEXTS.reportsFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  const reports = list.data.pages.flatMap((page) => page.items);
  if (!reports.length && !list.hasNextPage)
    return (
      <AdminEmpty icon={<TaskAltIcon />} title={ADMIN_TEXTS.noReports} text={ADMIN_TEXTS.noReportsText} />
    );
  return (
    <Stack component="section" spacing={2} aria-label="Reports">
      {reports.map((report) => (
        <ReportCard key={report.id} report={report} />
      ))}
      <MoreFooter pages={list} what="reports" />
    </Stack>
  );
}
