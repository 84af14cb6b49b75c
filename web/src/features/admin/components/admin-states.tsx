import { Box, Button, Card, CardContent, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { ADMIN_TEXTS } from '@shared/messages-moderation';
import type { ReactNode } from 'react';
import { IconBadge } from '@/components/ui/icon-badge';
import { type MorePages, useLoadMoreOnView } from '@/lib/hooks/use-in-view';

/** A report card's shape while the list loads. */
export function ReportSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="report-skeleton">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={78} height={24} />
          <Skeleton width={90} />
          <Box sx={{ flex: 1 }} />
          <Skeleton width={40} />
        </Box>
        <Skeleton variant="rounded" height={96} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={64} sx={{ mt: 1.5 }} />
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Skeleton variant="rounded" width={84} height={32} />
          <Skeleton variant="rounded" width={84} height={32} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** Several placeholders under one busy label. */
export function Skeletons({ count, label, children }: { count: number; label: string; children: ReactNode }) {
  return (
    <Stack spacing={2} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Box key={i}>{children}</Box>
      ))}
    </Stack>
  );
}

/** Nothing to list: an icon, a heading and a line of text. */
export function AdminEmpty({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <IconBadge>{icon}</IconBadge>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The end of a paged list: the next page loads when this comes into view (infinite scroll) or on "Load more";
 * a spinner while it loads; a failed page says so and offers "Try Again" (no request loop).
 */
export function MoreFooter({ pages, what }: { pages: MorePages; what: string }) {
  const sentinel = useLoadMoreOnView<HTMLDivElement>(pages);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  return (
    <Box ref={sentinel} sx={{ minHeight: 8, display: 'flex', justifyContent: 'center' }}>
      {isFetchingNextPage ? (
        <CircularProgress size={24} aria-label={`Loading more ${what}`} />
      ) : isFetchNextPageError ? (
        <Box sx={{ textAlign: 'center', py: 1 }}>
          <Typography color="text.secondary">More {what} could not be loaded.</Typography>
          <Button variant="outlined" onClick={() => void fetchNextPage()} sx={{ mt: 1 }}>
            {ADMIN_TEXTS.tryAgain}
          </Button>
        </Box>
      ) : (
        hasNextPage && (
          <Button variant="outlined" color="inherit" onClick={() => void fetchNextPage()}>
            {ADMIN_TEXTS.loadMore}
          </Button>
        )
      )}
    </Box>
  );
}
