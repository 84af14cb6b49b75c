/**
 * Editing a post and reading its earlier texts (docs/social.md, "Edits"): the "Edit" item of the
 * author's menu, the edit dialog, and the card's "Edited" mark that opens the history. Loaded on
 * demand (post-edits-loader.tsx): the feed's first load carries none of it, its texts included
 * (shared/messages-controls.ts).
 */
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { LIMITS, POST_MAX_EDITS } from '@shared/constants';
import { EDIT_TEXTS } from '@shared/messages-controls';
import { type Post, updatePostSchema } from '@shared/schemas/posts';
import { type FormEvent, Fragment, useId, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { usePostHistory } from '@/features/posts/api/get-post-history';
import { useUpdatePost } from '@/features/posts/api/update-post';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { relativeTime } from '@/lib/relative-time';
import { HiddenNotice } from './hidden-notice-loader';
import { PostContent } from './post-content';

/** The "Edit" item's icon and label (the item itself is the menu's, so the menu's keyboard works). */
export function EditItemLabel() {
  return (
    <>
      <ListItemIcon>
        <EditOutlinedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{EDIT_TEXTS.edit}</ListItemText>
    </>
  );
}

export interface EditDialogProps {
  post: Post;
  open: boolean;
  onClose: () => void;
}

function EditForm({ post, onClose }: { post: Post; onClose: () => void }) {
  const update = useUpdatePost(post.id);
  const [content, setContent] = useState(post.content);
  const [error, setError] = useState<string | null>(null);
  const left = POST_MAX_EDITS - (post.editCount ?? 0);
  const length = content.trim().length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = updatePostSchema.safeParse({ content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? EDIT_TEXTS.editFailed);
      return;
    }
    setError(null);
    update.mutate(parsed.data.content ?? '', {
      onSuccess: () => {
        toast({ title: EDIT_TEXTS.editedToast, variant: 'success' });
        onClose();
      },
      // The dialog stays open: the window passed or the edits ran out, said in the server's words.
      onError: (err) =>
        toast({
          title: EDIT_TEXTS.editFailed,
          description: apiErrorMessage(err) ?? undefined,
          variant: 'destructive',
        }),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <TextField
          label={EDIT_TEXTS.title}
          name="content"
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            if (error) setError(null);
          }}
          // The fan opened the dialog to type: the cursor is in the text, at its end.
          autoFocus
          onFocus={(e) => {
            const end = e.currentTarget.value.length;
            e.currentTarget.setSelectionRange(end, end);
          }}
          multiline
          minRows={3}
          maxRows={10}
          fullWidth
          error={Boolean(error) || length > LIMITS.postContent}
          helperText={
            <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
              <span>{error ?? EDIT_TEXTS.editsLeft(left)}</span>
              <span aria-live="polite">
                {length}/{LIMITS.postContent}
              </span>
            </Box>
          }
          slotProps={{ formHelperText: { component: 'div', sx: { mx: 0 } } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={update.isPending}>
          {EDIT_TEXTS.cancel}
        </Button>
        <SubmitButton pending={update.isPending} pendingLabel={EDIT_TEXTS.saving}>
          {EDIT_TEXTS.save}
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}

const dialogPaper = {
  paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } },
};

/** "Edit post": the text, focused, with Cancel and Save; each opening starts from the post's text. */
export function EditDialog({ post, open, onClose }: EditDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={dialogPaper}
    >
      <DialogTitle id={titleId}>{EDIT_TEXTS.title}</DialogTitle>
      {open && <EditForm post={post} onClose={onClose} />}
    </Dialog>
  );
}

function HistoryList({ postId }: { postId: string }) {
  // A text covered by a muted word shows its cover; Show asks for the history uncovered.
  const [reveal, setReveal] = useState(false);
  const history = usePostHistory(postId, true, reveal);
  if (history.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label={EDIT_TEXTS.historyTitle} />
      </Box>
    );
  if (history.isError)
    return (
      <Typography role="alert" color="error">
        {EDIT_TEXTS.historyFailed}
      </Typography>
    );
  const versions = history.data;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {versions.map((v, i) => (
        <Fragment key={v.version}>
          {i > 0 && <Divider component="li" aria-hidden="true" sx={{ my: 1.5 }} />}
          <Box component="li" aria-label={formatDateTime(v.at)}>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
              {i === 0 ? `${EDIT_TEXTS.current} · ` : v.version === 0 ? `${EDIT_TEXTS.original} · ` : ''}
              <time dateTime={v.at} title={formatDateTime(v.at)}>
                {relativeTime(v.at)}
              </time>
            </Typography>
            {v.filtered ? (
              <HiddenNotice word={v.filtered.word} size="small" onShow={async () => setReveal(true)} />
            ) : (
              <PostContent text={v.content} />
            )}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

/** "Edited" beside the post's time: opens the post's texts, newest first, with their times. */
export function EditedMark({ post }: { post: Post }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        variant="text"
        color="inherit"
        size="small"
        aria-haspopup="dialog"
        title={post.editedAt ? formatDateTime(post.editedAt) : undefined}
        onClick={() => setOpen(true)}
        sx={{
          display: 'flex',
          mt: 0.5,
          p: 0,
          minWidth: 0,
          typography: 'caption',
          color: 'text.secondary',
          textDecoration: 'underline dotted',
        }}
      >
        {EDIT_TEXTS.edited}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        scroll="paper"
        aria-labelledby={titleId}
        slotProps={dialogPaper}
      >
        <DialogTitle id={titleId}>{EDIT_TEXTS.historyTitle}</DialogTitle>
        <DialogContent dividers>{open && <HistoryList postId={post.id} />}</DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button color="inherit" onClick={() => setOpen(false)}>
            {EDIT_TEXTS.close}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
