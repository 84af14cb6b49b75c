import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { Box, Button, Typography } from '@mui/material';
import { WORD_TEXTS } from '@shared/messages-controls';
import type { Comment, Post } from '@shared/schemas/posts';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { revealComment } from '@/features/posts/api/get-comments';
import { apiErrorMessage } from '@/lib/api-client';
import { getPost } from '@/lib/posts/get-post';

export type HiddenTarget =
  | { kind: 'post'; postId: string }
  | { kind: 'comment'; postId: string; commentId: string };

export type HiddenNoticeProps = {
  /** The muted word the item mentions, as the fan typed it. */
  word: string;
  size?: 'small' | 'medium';
} & (
  | {
      target: HiddenTarget;
      /** The item as it is, fetched on Show. */
      onRevealed: (item: Post | Comment) => void;
    }
  /** What Show does, for a text that is not a post or comment of its own (a post's earlier texts). */
  | { onShow: () => Promise<unknown> }
);

/**
 * What a post or comment covered by a muted word shows: "Hidden: mentions 'word'" and Show, which
 * fetches the item without its cover (the covered answer has no content to show). Its own chunk:
 * loaded only when such an item is on screen.
 */
export default function HiddenNotice(props: HiddenNoticeProps) {
  const { word, size = 'medium' } = props;
  const [pending, setPending] = useState(false);
  const reveal = async () => {
    if ('onShow' in props) return props.onShow();
    const { target, onRevealed } = props;
    onRevealed(
      target.kind === 'post'
        ? await getPost(target.postId, true)
        : await revealComment(target.postId, target.commentId),
    );
  };
  const onShow = async () => {
    setPending(true);
    try {
      await reveal();
    } catch (error) {
      toast({
        title: WORD_TEXTS.showFailed,
        description: apiErrorMessage(error) ?? undefined,
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
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
      <VisibilityOffOutlinedIcon fontSize="small" aria-hidden="true" />
      <Typography
        variant={size === 'small' ? 'body2' : 'body1'}
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {WORD_TEXTS.hidden(word)}
      </Typography>
      <Button size="small" onClick={onShow} disabled={pending}>
        {WORD_TEXTS.show}
      </Button>
    </Box>
  );
}
