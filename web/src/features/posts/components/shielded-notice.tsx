import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { Box, Button, Typography } from '@mui/material';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import type { Post } from '@shared/schemas/posts';
import type { Shield } from '@shared/schemas/spoilers';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { revealPost } from '@/features/posts/api/reveal-post';
import { apiErrorMessage } from '@/lib/api-client';
import { useUpdateShowWatch } from '@/lib/spoilers/update-show-watch';

export type ShieldedNoticeProps = {
  shield: Shield;
  size?: 'small' | 'medium';
} & (
  | {
      /** A post: "Reveal this post" fetches it whole, for this view. */
      postId: string;
      onRevealed: (post: Post) => void;
    }
  /** A comment: only "I've watched Raw". */
  | { postId?: undefined }
);

/**
 * What a post or comment about a show the fan is protected from shows (docs/spoilers.md): "Spoiler
 * Guard: about Raw", "Reveal this post" (a post only: the whole post, in place, for this view) and
 * "I've watched Raw" (the show is marked watched and every list is fetched again). The server sent no
 * text: there is nothing here to hide. Its own chunk, loaded when such an item is on screen.
 */
export default function ShieldedNotice(props: ShieldedNoticeProps) {
  const { shield, size = 'medium' } = props;
  const [pending, setPending] = useState(false);
  const watched = useUpdateShowWatch(shield.showId);
  const onReveal = async () => {
    if (props.postId === undefined) return;
    setPending(true);
    try {
      props.onRevealed(await revealPost(props.postId));
    } catch (error) {
      toast({
        title: SPOILER_TEXTS.revealFailed,
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
      <ShieldOutlinedIcon fontSize="small" aria-hidden="true" />
      <Typography
        variant={size === 'small' ? 'body2' : 'body1'}
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {SPOILER_TEXTS.shieldedAbout(shield.showName)}
      </Typography>
      {props.postId !== undefined && (
        <Button size="small" onClick={onReveal} disabled={pending}>
          {SPOILER_TEXTS.revealPost}
        </Button>
      )}
      <Button size="small" onClick={() => watched.mutate('watched')} disabled={watched.isPending}>
        {SPOILER_TEXTS.watchedShow(shield.showName)}
      </Button>
    </Box>
  );
}
