import * as routes from '@shared/manifest/http-route-entries';
import { type AuditEntry, auditEntrySchema } from '@shared/schemas/moderation';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiPath } from '@/lib/api-paths';
import { adminKeys } from './admin-keys';
import { type AdminPage, adminListOptions, fetchAdminPage } from './admin-page';

/** GET /api/admin/audit?before=: what admins did, newest first, a page at a time (X-Next-Cursor). */
export const getAuditLog = (before?: string): Promise<AdminPage<AuditEntry>> =>
  fetchAdminPage(apiPath(routes.getAuditLog, {}, { before }), auditEntrySchema);

export const auditLogQueryOptions = () => adminListOptions(adminKeys.audit(), getAuditLog);

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions());
}
