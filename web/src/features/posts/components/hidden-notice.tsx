import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { Button } from '@mui/material';
import { WORD_TEXTS } from '@shared/messages-controls';
import type { Comment, Post } from '@shared/schemas/posts';
import { revealComment } from '@/features/posts/api/get-comments';
import { getPost } from '@/lib/posts/get-post';
import { NoticeFrame, useNoticeAction } from './notice-frame';

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
  const [pending, run] = useNoticeAction(WORD_TEXTS.showFailed);
  const reveal = async () => {
    if ('onShow' in props) return props.onShow();
    const { target, onRevealed } = props;
    onRevealed(
      target.kind === 'post'
        ? await getPost(target.postId, true)
        : await revealComment(target.postId, target.commentId),
    );
  };
  return (
    <NoticeFrame
      icon={<VisibilityOffOutlinedIcon fontSize="small" aria-hidden="true" />}
      text={WORD_TEXTS.hidden(word)}
      size={size}
    >
      <Button size="small" onClick={() => run(reveal)} disabled={pending}>
        {WORD_TEXTS.show}
      </Button>
    </NoticeFrame>
  );
}
