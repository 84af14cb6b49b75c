import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ADMIN_TEXTS } from '@shared/messages-moderation';
import { RATING_TEXTS } from '@shared/messages-ratings';
import { CATALOGUE_TAB_TEXTS } from '@shared/messages-wrestling';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useReportStats } from '@/features/admin/api/get-report-stats';
import { ADMIN_TABS, type AdminTab, readAdminTab, writeAdminTab } from '@/features/admin/utils/admin-tabs';
import { AnalyticsTab } from './analytics-tab';
import { AuditLogTab } from './audit-log-tab';
import { ReportsTab } from './reports-tab';

/** The Catalogue tab (issue 28) and its texts load when it opens. */
const CatalogueTab = lazy(() => import('./catalogue-tab'));

const tabId = (tab: AdminTab) => `admin-tab-${tab}`;
const panelId = (tab: AdminTab) => `admin-panel-${tab}`;

/** The pending count beside "Reports": a small gold pill (nothing until the numbers are in). */
function PendingCount({ pending }: { pending: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        ml: 1,
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 11,
        display: 'inline-grid',
        placeItems: 'center',
        fontSize: '0.8rem',
        fontWeight: 800,
        bgcolor: pending > 0 ? 'warning.main' : 'action.selected',
        color: pending > 0 ? 'warning.contrastText' : 'text.secondary',
      }}
    >
      {pending > 99 ? '99+' : pending}
    </Box>
  );
}

/**
 * The admin panel (SPEC 2): Reports (with the count of pending ones), Analytics and the Audit Log. The tab
 * is kept in the address (?tab=analytics), so back, reload and a shared link show the same one.
 */
export function AdminPanel({ renderRatings }: { renderRatings?: () => ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const tab = readAdminTab(params);
  const stats = useReportStats();
  const pending = stats.data?.pending;

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
          {ADMIN_TEXTS.title}
        </Typography>
        <Typography color="text.secondary">{ADMIN_TEXTS.intro}</Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: AdminTab) => setParams((current) => writeAdminTab(current, value))}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={ADMIN_TEXTS.title}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {ADMIN_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              id={tabId(value)}
              aria-controls={panelId(value)}
              aria-label={
                value === 'reports' && pending !== undefined
                  ? `${ADMIN_TEXTS.tabs.reports} ${pending} pending`
                  : undefined
              }
              label={
                value === 'reports' ? (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                    {ADMIN_TEXTS.tabs.reports} {pending !== undefined && <PendingCount pending={pending} />}
                  </Box>
                ) : value === 'catalogue' ? (
                  CATALOGUE_TAB_TEXTS.tab
                ) : value === 'ratings' ? (
                  RATING_TEXTS.adminTab
                ) : (
                  ADMIN_TEXTS.tabs[value]
                )
              }
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
          {tab === 'reports' && <ReportsTab />}
          {tab === 'analytics' && <AnalyticsTab />}
          {tab === 'audit' && <AuditLogTab />}
          {tab === 'catalogue' && (
            <Suspense fallback={null}>
              <CatalogueTab />
            </Suspense>
          )}
          {tab === 'ratings' && renderRatings?.()}
        </Box>
      </Box>
    </Stack>
  );
}
