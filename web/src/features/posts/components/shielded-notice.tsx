import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { Button } from '@mui/material';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import type { Post } from '@shared/schemas/posts';
import type { Shield } from '@shared/schemas/spoilers';
import { revealPost } from '@/features/posts/api/reveal-post';
import { useUpdateShowWatch } from '@/lib/spoilers/update-show-watch';
import { NoticeFrame, useNoticeAction } from './notice-frame';

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
  const [pending, run] = useNoticeAction(SPOILER_TEXTS.revealFailed);
  const watched = useUpdateShowWatch(shield.showId);
  return (
    <NoticeFrame
      icon={<ShieldOutlinedIcon fontSize="small" aria-hidden="true" />}
      text={SPOILER_TEXTS.shieldedAbout(shield.showName)}
      size={size}
    >
      {props.postId !== undefined && (
        <Button
          size="small"
          onClick={() => run(async () => props.onRevealed(await revealPost(props.postId)))}
          disabled={pending}
        >
          {SPOILER_TEXTS.revealPost}
        </Button>
      )}
      <Button size="small" onClick={() => watched.mutate('watched')} disabled={watched.isPending}>
        {SPOILER_TEXTS.watchedShow(shield.showName)}
      </Button>
    </NoticeFrame>
  );
}
