import HistoryIcon from '@mui/icons-material/History';
import { Box, Card, Skeleton, Stack, Typography } from '@mui/material';
import { ADMIN_TEXTS } from '@shared/messages-moderation';
import type { AuditEntry } from '@shared/schemas/moderation';
import { ErrorCard } from '@/components/ui/error-card';
import { fanHandle, fanName } from '@/components/ui/user-avatar';
import { useAuditLog } from '@/features/admin/api/get-audit-log';
import { formatDateTime } from '@/lib/dates';
import { relativeTime } from '@/lib/relative-time';
import { AdminEmpty, MoreFooter } from './admin-states';

const TARGET_WORDS = {
  report: 'Report',
  post: 'Post',
  comment: 'Comment',
  user: 'Fan',
  ratingBurst: 'Rating burst',
} as const;

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        px: { xs: 2, sm: 2.5 },
        py: 1.75,
        '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{ADMIN_TEXTS.auditActions[entry.action]}</Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="time"
          dateTime={entry.createdAt}
          title={formatDateTime(entry.createdAt)}
          sx={{ ml: 'auto' }}
        >
          {relativeTime(entry.createdAt)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        by{' '}
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {fanName(entry.admin.displayName)}
        </Box>{' '}
        @{fanHandle(entry.admin.handle)}
      </Typography>
      {entry.summary && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.summary}
        </Typography>
      )}
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 0.5, fontFamily: 'monospace', wordBreak: 'break-all' }}
      >
        {TARGET_WORDS[entry.target.kind]} ID {entry.target.id}
      </Typography>
    </Box>
  );
}

/** The Audit Log tab: what admins did, newest first, a page at a time. */
export function AuditLogTab() {
  const log = useAuditLog();
  if (log.isPending)
    return (
      <Card aria-busy="true" aria-label="Loading the audit log" sx={{ p: 2 }}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Box key={i} sx={{ py: 1 }}>
            <Skeleton width="45%" />
            <Skeleton width="30%" />
            <Skeleton width="80%" />
          </Box>
        ))}
      </Card>
    );
  if (!log.data)
    return (
      <ErrorCard
        text={ADMIN_TEXTS.auditFailed}
        onRetry={() => void log.refetch()}
        retrying={log.isRefetching}
      />
    );
  const entries = log.data.pages.flatMap((page) => page.items);
  if (!entries.length && !log.hasNextPage)
    return <AdminEmpty icon={<HistoryIcon />} title={ADMIN_TEXTS.noAudit} text={ADMIN_TEXTS.noAuditText} />;
  return (
    <Stack spacing={2}>
      <Card>
        <Box component="ol" aria-label={ADMIN_TEXTS.tabs.audit} sx={{ m: 0, p: 0 }}>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </Box>
      </Card>
      <MoreFooter pages={log} what="entries" />
    </Stack>
  );
}
