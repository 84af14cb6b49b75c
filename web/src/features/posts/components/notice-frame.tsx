import { Box, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage } from '@/lib/api-client';

/**
 * The frame of a note drawn in place of a post's or comment's text (a muted word's HiddenNotice,
 * Spoiler Guard's ShieldedNotice): an icon, the words, and the note's buttons. Imported by those two
 * lazy chunks only.
 */
export function NoticeFrame({
  icon,
  text,
  size,
  children,
}: {
  icon: ReactNode;
  text: string;
  size: 'small' | 'medium';
  children: ReactNode;
}) {
  return (
    <Box
      role="note"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        color: 'text.secondary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        px: size === 'small' ? 1 : 1.5,
        py: size === 'small' ? 0.25 : 0.75,
      }}
    >
      {icon}
      <Typography
        variant={size === 'small' ? 'body2' : 'body1'}
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {text}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A note's fetch on a tap: pending while it runs, the error toast (`failed` its title) when it fails.
 */
export function useNoticeAction(
  failed: string,
): [pending: boolean, run: (action: () => Promise<unknown>) => void] {
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      toast({ title: failed, description: apiErrorMessage(error) ?? undefined, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return [pending, (action) => void run(action)];
}
