import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import ShareIcon from '@mui/icons-material/Share';
import { Box, Button, Card, CardContent, Divider, IconButton, Typography } from '@mui/material';
import { POST_EDIT_WINDOW_MINUTES, POST_MAX_EDITS } from '@shared/constants';
import { POST_TEXTS, POST_TOASTS } from '@shared/messages-social';
import type { Post } from '@shared/schemas/posts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { authorOf, Byline } from '@/components/ui/byline';
import { toast } from '@/components/ui/toast/toast-store';
import { fanName } from '@/components/ui/user-avatar';
import { usePopPost } from '@/features/posts/api/toggle-pop';
import { sharePost } from '@/features/posts/utils/share';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { relativeTime } from '@/lib/relative-time';
import { HiddenNotice } from './hidden-notice-loader';
import { LinkPreviewCard } from './link-preview-card';
import { PopButton } from './pop-button';
import { PostContent } from './post-content';
import { EditedMark, preloadEdits } from './post-edits-loader';
import { PostImage } from './post-image';
import { PostMenu } from './post-menu-loader';
import { PostTags } from './post-tags';
import { ShieldedNotice } from './shielded-notice-loader';

/** Whether the author may still edit the post's text: within the window after posting, edits left. */
const editable = (post: Post) =>
  Date.now() - Date.parse(post.createdAt) < POST_EDIT_WINDOW_MINUTES * 60_000 &&
  (post.editCount ?? 0) < POST_MAX_EDITS;
/** The comments load with the first post whose comments a fan opens: a feed's first load carries none. */
const CommentSection = lazy(() => import('./comment-section').then((m) => ({ default: m.CommentSection })));

/**
 * The post's "Post options" button. Its menu and dialogs (post-menu.tsx) load when a fan points at,
 * focuses or opens it: the author may edit (within the window) or delete the post, anyone else may
 * report it or mute or block its author.
 */
function PostOptions({ post, own }: { post: Post; own: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const canEdit = own && editable(post);
  const preload = () => {
    PostMenu.preload();
    if (canEdit) preloadEdits();
  };
  return (
    <>
      <IconButton
        aria-label="Post options"
        aria-haspopup="menu"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          preload();
          setAnchor(e.currentTarget);
        }}
        disabled={busy}
        sx={{ color: 'text.secondary', mr: -1 }}
      >
        <MoreHorizIcon />
      </IconButton>
      <PostMenu
        post={post}
        own={own}
        canEdit={canEdit}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onBusy={setBusy}
      />
    </>
  );
}

/**
 * A post (SPEC 2): author, text with hashtag links, image, link preview, who may reply when its author
 * limited replies, Pop, comments, share.
 */
export function PostCard({ post: listed, meId, badge }: { post: Post; meId: string; badge?: ReactNode }) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  // A post a muted word covers, or Spoiler Guard shields, comes without its content; Show (or "Reveal
  // this post") fetches it for this view (docs/safety.md, "Muted words"; docs/spoilers.md).
  const [revealed, setRevealed] = useState<Post | null>(null);
  const post: Post = revealed
    ? {
        ...revealed,
        shielded: undefined,
        popCount: listed.popCount,
        userReacted: listed.userReacted,
        commentCount: listed.commentCount,
      }
    : listed;
  const pop = usePopPost();
  const author = authorOf(post);
  const name = fanName(post.authorDisplayName);
  const own = post.authorId === meId;

  const onShare = async () => {
    try {
      if ((await sharePost(post)) === 'copied') toast({ title: POST_TOASTS.linkCopied, variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'The post link could not be copied.', variant: 'destructive' });
    }
  };

  return (
    <Card
      component="article"
      id={`post-${post.id}`}
      aria-label={`Post by ${name}`}
      sx={{ scrollMarginTop: 80 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 1, sm: 1.5 } } }}>
        <Byline
          fan={author}
          avatarSize={44}
          wrapName
          meta={
            <Box component="time" dateTime={post.createdAt} title={formatDateTime(post.createdAt)}>
              {relativeTime(post.createdAt)}
            </Box>
          }
          end={
            <>
              {badge}
              <PostOptions post={post} own={own} />
            </>
          }
        />
        <Box sx={{ mt: 1.5 }}>
          {post.shielded ? (
            <ShieldedNotice shield={post.shielded} postId={post.id} onRevealed={setRevealed} />
          ) : post.filtered ? (
            <HiddenNotice
              word={post.filtered.word}
              target={{ kind: 'post', postId: post.id }}
              onRevealed={(item) => setRevealed(item as Post)}
            />
          ) : (
            <PostContent text={post.content} mentions={post.mentions} />
          )}
          {post.editedAt && !post.filtered && !post.shielded && (
            <Suspense fallback={null}>
              <EditedMark post={post} />
            </Suspense>
          )}
        </Box>
        <PostTags tags={post.tags ?? []} />
        {post.imageUrl && <PostImage post={post} alt={`Image posted by ${name}`} />}
        {post.linkPreviewUrl && (
          <Box sx={{ mt: 1.5 }}>
            <LinkPreviewCard
              preview={{
                url: post.linkPreviewUrl,
                title: post.linkPreviewTitle,
                description: post.linkPreviewDescription,
              }}
            />
          </Box>
        )}
        {post.replyPolicy !== 'everyone' && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <ChatBubbleOutlineIcon aria-hidden sx={{ fontSize: 16 }} />
            {POST_TEXTS.whoMayReply(post.replyPolicy, own ? null : post.authorHandle)}
          </Typography>
        )}
        <Divider sx={{ mt: 1.5, mb: 0.5 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PopButton
            count={post.popCount}
            popped={post.userReacted}
            pending={pop.isPending}
            onPop={() =>
              pop.mutate(post.id, {
                onError: (error) =>
                  toast({
                    title: POST_TOASTS.reactionFailed,
                    description: apiErrorMessage(error) ?? undefined,
                    variant: 'destructive',
                  }),
              })
            }
          />
          <Button
            color="inherit"
            aria-expanded={commentsOpen}
            aria-label={`Comments ${post.commentCount}`}
            onClick={() => setCommentsOpen((open) => !open)}
            startIcon={<ChatBubbleOutlineIcon />}
            sx={{ color: commentsOpen ? 'primary.main' : 'text.secondary', fontWeight: 700 }}
          >
            <span aria-hidden="true">{post.commentCount}</span>
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button
            color="inherit"
            aria-label="Share"
            onClick={onShare}
            startIcon={<ShareIcon />}
            sx={{ color: 'text.secondary' }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Share
            </Box>
          </Button>
        </Box>
        {commentsOpen && (
          <Suspense fallback={<Box aria-busy="true" aria-label="Loading comments" sx={{ height: 48 }} />}>
            <CommentSection post={post} meId={meId} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
