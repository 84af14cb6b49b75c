/** The admin panel's tabs, in order; the chosen one is kept in the address (?tab=), Reports by default. */
export const ADMIN_TABS = ['reports', 'analytics', 'audit', 'catalogue', 'ratings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const isAdminTab = (value: string | null): value is AdminTab =>
  value !== null && (ADMIN_TABS as readonly string[]).includes(value);

/** The tab of ?tab=, falling back to Reports for a missing or unknown value. */
export function readAdminTab(params: URLSearchParams): AdminTab {
  const tab = params.get('tab');
  return isAdminTab(tab) ? tab : 'reports';
}

/** The address's parameters with this tab (Reports, the default, leaves ?tab= out). */
export function writeAdminTab(params: URLSearchParams, tab: AdminTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'reports') next.delete('tab');
  else next.set('tab', tab);
  return next;
}
