import * as routes from '@shared/manifest/http-route-entries';
import { type Report, reportSchema } from '@shared/schemas/moderation';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiPath } from '@/lib/api-paths';
import { adminKeys } from './admin-keys';
import { type AdminPage, adminListOptions, fetchAdminPage } from './admin-page';

/** GET /api/admin/reports?before=: every report, newest first, a page at a time (X-Next-Cursor). */
export const getAdminReports = (before?: string): Promise<AdminPage<Report>> =>
  fetchAdminPage(apiPath(routes.getAdminReports, {}, { before }), reportSchema);

export const adminReportsQueryOptions = () => adminListOptions(adminKeys.reports(), getAdminReports);

export function useAdminReports() {
  return useInfiniteQuery(adminReportsQueryOptions());
}
