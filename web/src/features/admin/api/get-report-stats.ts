import * as routes from '@shared/manifest/http-route-entries';
import { type ReportStats, reportStatsSchema } from '@shared/schemas/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { adminKeys } from './admin-keys';

/** GET /api/admin/reports/stats: how many reports there are, by status (the tab's count, Analytics). */
export async function getReportStats(): Promise<ReportStats> {
  return reportStatsSchema.parse(await apiJson('GET', apiPath(routes.getReportStats)));
}

export const reportStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: getReportStats });

export function useReportStats() {
  return useQuery(reportStatsQueryOptions());
}
