import * as routes from '@shared/manifest/http-route-entries';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { useAdminAction } from './use-admin-action';

/** PATCH /api/admin/reports/{reportId} {status}: a pending report becomes reviewed or resolved. */
export async function updateReportStatus(input: {
  reportId: string;
  status: 'reviewed' | 'resolved';
}): Promise<void> {
  await apiJson('PATCH', apiPath(routes.updateReportStatus, { reportId: input.reportId }), {
    status: input.status,
  });
}

export function useUpdateReportStatus() {
  return useAdminAction(updateReportStatus, { posts: false });
}
