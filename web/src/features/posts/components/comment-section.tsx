import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { LIMITS } from '@shared/constants';
import { MENTION_TEXTS } from '@shared/messages-controls';
import { POST_TEXTS, POST_TOASTS, REPORT_TEXTS } from '@shared/messages-social';
import { type Comment, createCommentSchema, type Post } from '@shared/schemas/posts';
import { type FormEvent, useRef, useState } from 'react';
import { authorOf, BylineAvatar, BylineName } from '@/components/ui/byline';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useCreateComment } from '@/features/posts/api/create-comment';
import { useDeleteComment } from '@/features/posts/api/delete-comment';
import { useComments } from '@/features/posts/api/get-comments';
import { usePopComment } from '@/features/posts/api/toggle-pop';
import { useUpdateReplyPolicy } from '@/features/posts/api/update-post';
import { apiErrorMessage } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { HiddenNotice } from './hidden-notice-loader';
import { useMentionInput } from './mention-suggestions';
import { PopButton } from './pop-button';
import { PostContent } from './post-content';
import { ReplyPolicySelect } from './reply-policy-select';
import { ReportDialog } from './report-dialog-loader';
import { ShieldedNotice } from './shielded-notice-loader';

function CommentItem({
  comment: listed,
  postId,
  meId,
  mayDelete,
}: {
  comment: Comment;
  postId: string;
  meId: string;
  /** The comment's author, or the post's (their thread, their call). */
  mayDelete: boolean;
}) {
  const pop = usePopComment(postId);
  const remove = useDeleteComment(postId);
  // A comment a muted word covers comes without its content; Show fetches it.
  const [revealed, setRevealed] = useState<Comment | null>(null);
  const comment: Comment = revealed === null ? listed : { ...listed, ...revealed, filtered: undefined };
  const [reporting, setReporting] = useState(false);
  const author = authorOf(comment);
  const onDelete = () => {
    if (!window.confirm(POST_TEXTS.confirmDeleteComment)) return;
    // The comment leaves the list once deleted, so the outcome is read from the promise.
    remove.mutateAsync(comment.id).then(
      () => toast({ title: POST_TOASTS.commentDeleted, variant: 'success' }),
      (error: unknown) =>
        toast({
          title: POST_TOASTS.commentDeleteFailed,
          description: apiErrorMessage(error) ?? undefined,
          variant: 'destructive',
        }),
    );
  };
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, listStyle: 'none' }}>
      <BylineAvatar fan={author} size={32} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ bgcolor: 'rgba(255,255,255,0.05)', borderRadius: 2, px: 1.5, py: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <BylineName fan={author} sx={{ fontSize: '0.9rem' }} />
            <Typography
              variant="caption"
              color="text.secondary"
              component="time"
              dateTime={comment.createdAt}
            >
              {relativeTime(comment.createdAt)}
            </Typography>
          </Box>
          {comment.shielded ? (
            <Box sx={{ mt: 0.5 }}>
              <ShieldedNotice size="small" shield={comment.shielded} />
            </Box>
          ) : comment.filtered ? (
            <Box sx={{ mt: 0.5 }}>
              <HiddenNotice
                size="small"
                word={comment.filtered.word}
                target={{ kind: 'comment', postId, commentId: comment.id }}
                onRevealed={(item) => setRevealed(item as Comment)}
              />
            </Box>
          ) : (
            <PostContent
              text={comment.content}
              mentions={comment.mentions}
              variant="body2"
              sx={{ mt: 0.25 }}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25 }}>
          <PopButton
            size="small"
            count={comment.popCount}
            popped={comment.userReacted}
            pending={pop.isPending}
            onPop={() =>
              pop.mutate(comment.id, {
                onError: (error) =>
                  toast({
                    title: POST_TOASTS.reactionFailed,
                    description: apiErrorMessage(error) ?? undefined,
                    variant: 'destructive',
                  }),
              })
            }
          />
          {comment.authorId !== meId && (
            <>
              <Tooltip title={REPORT_TEXTS.reportComment}>
                <IconButton
                  size="small"
                  aria-label={REPORT_TEXTS.reportComment}
                  onClick={() => setReporting(true)}
                  sx={{ color: 'text.secondary' }}
                >
                  <FlagOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <ReportDialog
                target={{ kind: 'comment', id: comment.id }}
                open={reporting}
                onClose={() => setReporting(false)}
              />
            </>
          )}
          {mayDelete && (
            <Tooltip title="Delete comment">
              <span>
                <IconButton
                  size="small"
                  aria-label="Delete comment"
                  disabled={remove.isPending}
                  onClick={onDelete}
                  sx={{ color: 'text.secondary' }}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Box>
      </Box>
    </Box>
  );
}

function CommentForm({ postId }: { postId: string }) {
  const create = useCreateComment(postId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement | null>(null);
  const mention = useMentionInput(
    content,
    (value) => {
      setContent(value);
      if (error) setError(null);
    },
    fieldRef,
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createCommentSchema.shape.content.safeParse(content);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setContent('');
        toast({ title: POST_TOASTS.commentAdded, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: POST_TOASTS.commentFailed,
          description: apiErrorMessage(error) ?? undefined,
          variant: 'destructive',
        }),
    });
  };
  return (
    <Box>
      <Box
        component="form"
        onSubmit={onSubmit}
        noValidate
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          placeholder="Write a comment..."
          inputRef={fieldRef}
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            if (error) setError(null);
            mention.track(e);
          }}
          onKeyDown={(e) => void mention.onKeyDown(e)}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{
            htmlInput: {
              'aria-label': 'Write a comment',
              maxLength: LIMITS.commentContent,
              ...mention.fieldProps,
              onSelect: mention.track,
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          aria-label="Add comment"
          disabled={create.isPending}
          sx={{ minWidth: 0, px: 1.5, height: 40 }}
        >
          {create.isPending ? <CircularProgress size={18} color="inherit" /> : <SendIcon fontSize="small" />}
        </Button>
      </Box>
      {mention.list}
    </Box>
  );
}

/** The post's author changes who may reply, at the head of its comments. */
function ReplyControl({ post }: { post: Post }) {
  const update = useUpdateReplyPolicy(post.id);
  return (
    <Box>
      <ReplyPolicySelect
        value={post.replyPolicy}
        disabled={update.isPending}
        onChange={(value) =>
          update.mutate(value, {
            onError: (error) =>
              toast({
                title: MENTION_TEXTS.saveFailed,
                description: apiErrorMessage(error) ?? undefined,
                variant: 'destructive',
              }),
          })
        }
      />
    </Box>
  );
}

/**
 * A post's comments (fetched when opened), the add form (or who may reply, "Only people @macho
 * follows can reply", when the post's reply policy leaves the fan out: then no invitation to start
 * the conversation), Pops, others' Report, and the delete button for the comment's
 * author and, on every comment of their post, the post's author, who also chooses who may reply.
 * Loaded with the first comments opened (post-card.tsx).
 */
export function CommentSection({ post, meId }: { post: Post; meId: string }) {
  const postId = post.id;
  const postAuthorId = post.authorId;
  const comments = useComments(postId, true);
  return (
    <Stack spacing={1.5} sx={{ pt: 1.5 }}>
      {postAuthorId === meId && <ReplyControl post={post} />}
      {comments.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading comments">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : comments.isError ? (
        <Alert severity="error" variant="outlined">
          Comments could not be loaded.
        </Alert>
      ) : comments.data.length ? (
        <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0 }} aria-label="Comments">
          {comments.data.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              postId={postId}
              meId={meId}
              mayDelete={c.authorId === meId || postAuthorId === meId}
            />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {post.canReply ? POST_TEXTS.noComments : POST_TEXTS.noCommentsClosed}
        </Typography>
      )}
      {post.canReply ? (
        <CommentForm postId={postId} />
      ) : (
        <Typography variant="body2" color="text.secondary" role="note">
          {post.replyPolicy === 'everyone'
            ? MENTION_TEXTS.repliesLimited
            : POST_TEXTS.whoMayReply(post.replyPolicy, post.authorId === meId ? null : post.authorHandle)}
        </Typography>
      )}
    </Stack>
  );
}
