import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { ADMIN_TEXTS } from '@shared/messages-moderation';
import type { ReportStats } from '@shared/schemas/moderation';
import { ErrorCard } from '@/components/ui/error-card';
import { IconBadge } from '@/components/ui/icon-badge';
import { useReportStats } from '@/features/admin/api/get-report-stats';
import { percentOf } from '@/features/admin/utils/stats';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

/**
 * One number with what it counts and a note under it, a coloured accent on top. On a phone the three cards
 * stack as short rows (label and note on the left, the number on the right).
 */
function StatCard({
  label,
  value,
  note,
  color,
}: {
  label: string;
  value: number;
  note: string;
  color: string;
}) {
  return (
    <Card component="li" aria-label={label} sx={{ borderTop: 3, borderTopColor: color }}>
      <CardContent
        sx={{
          display: 'grid',
          alignItems: 'center',
          columnGap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr)' },
          gridTemplateAreas: { xs: '"label value" "note value"', sm: '"label" "value" "note"' },
          py: { xs: 1.5, sm: 2 },
          '&:last-child': { pb: { xs: 1.5, sm: 2 } },
        }}
      >
        <Typography variant="overline" color="text.secondary" component="h3" sx={{ gridArea: 'label' }}>
          {label}
        </Typography>
        <Typography
          data-testid="stat-value"
          sx={{
            gridArea: 'value',
            fontWeight: 800,
            fontSize: { xs: '1.9rem', sm: '2.2rem' },
            lineHeight: 1.1,
          }}
        >
          {value.toLocaleString('en-US')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'note', mt: { sm: 0.5 } }}>
          {note}
        </Typography>
      </CardContent>
    </Card>
  );
}

function StatCards({ stats }: { stats: ReportStats }) {
  return (
    <Box component="ul" sx={GRID} aria-label="Report numbers">
      <StatCard
        label={ADMIN_TEXTS.totalReports}
        value={stats.total}
        note={`${stats.pending.toLocaleString('en-US')} pending`}
        color="warning.main"
      />
      <StatCard
        label={ADMIN_TEXTS.resolved}
        value={stats.resolved}
        note={`${percentOf(stats.resolved, stats.total)}% of total`}
        color="success.main"
      />
      <StatCard
        label={ADMIN_TEXTS.underReview}
        value={stats.reviewed}
        note={`${percentOf(stats.reviewed, stats.total)}% of total`}
        color="info.main"
      />
    </Box>
  );
}

/**
 * The Analytics tab (SPEC 2): total reports with the pending count, resolved and under review (reviewed)
 * each with its share of the total, and a placeholder for the detailed analytics to come.
 */
export function AnalyticsTab() {
  const stats = useReportStats();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {stats.isPending ? (
        <Box sx={GRID} aria-busy="true" aria-label="Loading report numbers">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" sx={{ height: { xs: 76, sm: 132 } }} />
          ))}
        </Box>
      ) : stats.data ? (
        <StatCards stats={stats.data} />
      ) : (
        <ErrorCard
          text={ADMIN_TEXTS.statsFailed}
          onRetry={() => void stats.refetch()}
          retrying={stats.isRefetching}
        />
      )}
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <IconBadge>
            <InsightsIcon />
          </IconBadge>
          <Typography variant="h5" component="h2">
            {ADMIN_TEXTS.detailedAnalytics}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Trends over time, the most reported reasons and response times will show here.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
