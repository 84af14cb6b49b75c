import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import { ADMIN_TEXTS } from '@shared/messages-moderation';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import type { Report, ReportStatus } from '@shared/schemas/moderation';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { fanHandle, fanName } from '@/components/ui/user-avatar';
import { profilePath } from '@/config/paths';
import { useBanUser } from '@/features/admin/api/ban-user';
import { useDeleteComment } from '@/features/admin/api/delete-comment';
import { useDeletePost } from '@/features/admin/api/delete-post';
import { useDeleteRoomMessage } from '@/features/admin/api/delete-room-message';
import { useUpdateReportStatus } from '@/features/admin/api/update-report-status';
import { banTarget, reportedContent } from '@/features/admin/utils/report-fields';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { relativeTime } from '@/lib/relative-time';

/** Pending needs a look (warning), reviewed has had one (info), resolved is done (success). */
const STATUS_COLORS = { pending: 'warning', reviewed: 'info', resolved: 'success' } as const;

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={ADMIN_TEXTS.statuses[status]}
      data-status={status}
      sx={{ fontWeight: 700 }}
    />
  );
}

function When({ iso, prefix = '' }: { iso: string; prefix?: string }) {
  return (
    <Box component="time" dateTime={iso} title={formatDateTime(iso)}>
      {prefix}
      {relativeTime(iso)}
    </Box>
  );
}

/** One line of the details box: a label over (phone) or beside (wider) its value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 }, '&:first-of-type': { mt: 0 } }}
      >
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Handle({ handle }: { handle: string }) {
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      @{fanHandle(handle)}
    </Box>
  );
}

/** Shows the outcome of an admin action: the spec's toast, with the server's reason on a refusal. */
function settle(action: Promise<unknown>, success: string, failure: string) {
  action.then(
    () => toast({ title: success, variant: 'success' }),
    (error: unknown) =>
      toast({ title: failure, description: apiErrorMessage(error) ?? undefined, variant: 'destructive' }),
  );
}

/**
 * A report as admins see it (SPEC 2): the status badge and when it came in, the details (reason, the optional
 * description, who reported whom; a room message's room and number, linked to the room), the reported
 * post, comment or room message, and the actions: Review and Resolve on a
 * pending report, the takedown while the content is still up, and Ban while its author is not banned yet.
 * A takedown and a ban ask the browser's confirmation first.
 */
export function ReportCard({ report }: { report: Report }) {
  const status = useUpdateReportStatus();
  const deletePost = useDeletePost();
  const deleteComment = useDeleteComment();
  const deleteMessage = useDeleteRoomMessage();
  const ban = useBanUser();
  const busy =
    status.isPending ||
    deletePost.isPending ||
    deleteComment.isPending ||
    deleteMessage.isPending ||
    ban.isPending;

  const content = reportedContent(report);
  const authorId = banTarget(report);
  const reported = report.reportedUser;
  const kindWord =
    content?.kind === 'comment' ? 'comment' : content?.kind === 'roomMessage' ? 'room message' : 'post';
  // A room message deleted for everyone (or gone with its room) reads as taken down.
  const removed = report.removedAt !== null || (content?.kind === 'roomMessage' && content.deleted);

  const setStatus = (next: 'reviewed' | 'resolved') =>
    settle(
      status.mutateAsync({ reportId: report.id, status: next }),
      ADMIN_TEXTS.statusUpdated,
      ADMIN_TEXTS.statusFailed,
    );
  const takeDown = () => {
    if (!content) return;
    if (content.kind === 'roomMessage') {
      if (!window.confirm(ROOM_TEXTS.confirmDeleteMessage)) return;
      settle(
        deleteMessage.mutateAsync({ showId: content.showId, seq: content.seq }),
        ROOM_TEXTS.messageDeletedToast,
        ROOM_TEXTS.messageDeleteFailed,
      );
    } else if (content.kind === 'post') {
      if (!window.confirm(ADMIN_TEXTS.confirmDeletePost)) return;
      settle(deletePost.mutateAsync(content.id), ADMIN_TEXTS.postDeleted, ADMIN_TEXTS.postDeleteFailed);
    } else {
      if (!window.confirm(ADMIN_TEXTS.confirmDeleteComment)) return;
      settle(
        deleteComment.mutateAsync(content.id),
        ADMIN_TEXTS.commentDeleted,
        ADMIN_TEXTS.commentDeleteFailed,
      );
    }
  };
  const banAuthor = () => {
    if (!authorId || !window.confirm(ADMIN_TEXTS.confirmBan(reported.displayName))) return;
    settle(ban.mutateAsync(authorId), ADMIN_TEXTS.userBanned, ADMIN_TEXTS.banFailed);
  };

  return (
    <Card
      component="article"
      aria-label={`Report on a ${kindWord} by ${fanName(reported.displayName)}`}
      data-report-id={report.id}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <ReportStatusBadge status={report.status} />
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
            {content?.kind === 'comment'
              ? 'Comment report'
              : content?.kind === 'roomMessage'
                ? ROOM_TEXTS.roomMessageReport
                : 'Post report'}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 'auto' }}>
            <When iso={report.createdAt} />
          </Typography>
        </Box>

        <Box
          component="dl"
          aria-label="Report details"
          sx={{
            m: 0,
            mt: 2,
            p: { xs: 1.5, sm: 2 },
            borderRadius: 2,
            bgcolor: 'rgba(255,255,255,0.04)',
            border: 1,
            borderColor: 'divider',
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
          }}
        >
          <Detail label="Reason">
            <Box component="span" sx={{ fontWeight: 700 }}>
              {report.reasonLabel}
            </Box>
          </Detail>
          {report.description && (
            <Detail label="Description">
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {report.description}
              </Box>
            </Detail>
          )}
          <Detail label="Reported by">
            {fanName(report.reporter.displayName)} <Handle handle={report.reporter.handle} />
          </Detail>
          <Detail label="Reported fan">
            <Link
              component={RouterLink}
              to={profilePath(reported.id)}
              color="inherit"
              sx={{ fontWeight: 700 }}
            >
              {fanName(reported.displayName)}
            </Link>{' '}
            <Handle handle={reported.handle} />
            {reported.banned && (
              <Chip
                size="small"
                color="error"
                variant="outlined"
                label={ADMIN_TEXTS.banned}
                sx={{ ml: 1, height: 20, fontWeight: 700 }}
              />
            )}
          </Detail>
          {content?.kind === 'roomMessage' && (
            <Detail label={ROOM_TEXTS.inRoom}>
              <Link component={RouterLink} to={content.link} color="inherit" sx={{ fontWeight: 700 }}>
                {content.showName}
              </Link>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                · {ROOM_TEXTS.messageNumber(content.seq)}
              </Box>
            </Detail>
          )}
        </Box>

        {content && (
          <Box
            component="section"
            aria-label={`Reported ${kindWord}`}
            sx={{
              mt: 1.5,
              pl: 1.5,
              borderLeft: 3,
              borderColor: removed ? 'error.main' : 'primary.main',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                Reported {kindWord}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
              >
                ID {content.id}
              </Typography>
              {content.kind === 'roomMessage' && content.deleted && !report.removedAt && (
                <Chip
                  size="small"
                  color="error"
                  label={ROOM_TEXTS.deletedForEveryone}
                  sx={{ height: 20, fontWeight: 700 }}
                />
              )}
              {report.removedAt && (
                <>
                  <Chip
                    size="small"
                    color="error"
                    label={ADMIN_TEXTS.removed}
                    sx={{ height: 20, fontWeight: 700 }}
                  />
                  <Typography variant="caption" color="text.secondary">
                    <When iso={report.removedAt} />
                  </Typography>
                </>
              )}
            </Box>
            <Typography
              variant="body2"
              sx={{
                mt: 0.5,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                color: removed ? 'text.secondary' : 'text.primary',
              }}
            >
              {content.content}
            </Typography>
          </Box>
        )}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {report.status === 'pending' && (
            <>
              <Button
                size="small"
                variant="outlined"
                color="info"
                startIcon={<VisibilityOutlinedIcon />}
                disabled={busy}
                onClick={() => setStatus('reviewed')}
              >
                {ADMIN_TEXTS.review}
              </Button>
              <Button
                size="small"
                variant="contained"
                color="success"
                startIcon={<CheckCircleOutlineIcon />}
                disabled={busy}
                onClick={() => setStatus('resolved')}
              >
                {ADMIN_TEXTS.resolve}
              </Button>
            </>
          )}
          {content && !removed && (
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              disabled={busy}
              onClick={takeDown}
            >
              {content.kind === 'post'
                ? ADMIN_TEXTS.deletePost
                : content.kind === 'roomMessage'
                  ? ROOM_TEXTS.deleteMessage
                  : ADMIN_TEXTS.deleteComment}
            </Button>
          )}
          {authorId && !reported.banned && (
            <Button
              size="small"
              variant="contained"
              color="error"
              startIcon={<BlockIcon />}
              disabled={busy}
              onClick={banAuthor}
            >
              {ADMIN_TEXTS.banUser}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
