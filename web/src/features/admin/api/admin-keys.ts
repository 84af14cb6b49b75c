import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

const reports = apiKey(apiPath(routes.getAdminReports));

/**
 * Query keys of the admin panel, from the manifest's addresses. Everything it reads lives under
 * '/api/admin' (`all`): after a review, a takedown or a ban, invalidating it refreshes the reports, their
 * counts and the audit log together.
 */
export const adminKeys = {
  /** ['/api/admin'] */
  all: [reports[0]] as const,
  /** ['/api/admin', 'reports'], every page of the newest-first list. */
  reports: () => reports,
  /** ['/api/admin', 'reports', 'stats'] */
  stats: () => apiKey(apiPath(routes.getReportStats)),
  /** ['/api/admin', 'audit'] */
  audit: () => apiKey(apiPath(routes.getAuditLog)),
};
