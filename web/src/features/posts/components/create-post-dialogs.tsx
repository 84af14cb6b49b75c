import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { LIMITS } from '@shared/constants';
import { POST_TEXTS } from '@shared/messages-social';
import type { ReplyPolicyValue, YoutubePreview } from '@shared/schemas/posts';
import type { CurrentUser } from '@shared/schemas/users';
import type { EntityRef } from '@shared/schemas/wrestling';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { fanName, UserAvatar } from '@/components/ui/user-avatar';
import type { PostImage } from '@/features/posts/hooks/use-post-image';
import { LinkPreviewCard } from './link-preview-card';
import { useMentionInput } from './mention-suggestions';
import { PhotoIcon, VideoIcon } from './post-icons';
import { ReplyPolicySelect } from './reply-policy-select';
import { TagPicker } from './tag-picker';

/*
 * The create-post box's two dialogs (SPEC 4), loaded the first time one opens (create-post-box.tsx): the
 * home screen's first load carries the box, not its dialogs. The box keeps the state (text, image, link).
 */

function ImagePreview({ image }: { image: PostImage }) {
  if (!image.preview) return null;
  return (
    <Box
      sx={{
        position: 'relative',
        mt: 2,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="img"
        src={image.preview}
        alt="Chosen image preview"
        sx={{
          display: 'block',
          width: '100%',
          maxHeight: { xs: 320, sm: 240 },
          objectFit: 'contain',
          bgcolor: 'rgba(0,0,0,0.35)',
          opacity: image.uploading ? 0.5 : 1,
        }}
      />
      {image.uploading && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label="Uploading image" />
        </Box>
      )}
      <IconButton
        aria-label="Remove image"
        size="small"
        onClick={image.clear}
        sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0,0,0,0.6)' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

export function VideoDialog({
  open,
  onClose,
  onAdd,
  onExited,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (url: string) => void;
  /** Called once the dialog has finished closing (its exit transition ended). */
  onExited?: () => void;
}) {
  const [url, setUrl] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!url.trim()) return;
    onAdd(url.trim());
    setUrl('');
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="video-dialog-title"
      slotProps={{ transition: { onExited } }}
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="video-dialog-title">{POST_TEXTS.videoTitle}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label="YouTube URL"
            placeholder="https://www.youtube.com/watch?v=..."
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { inputMode: 'url', maxLength: LIMITS.url } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!url.trim()}>
            {POST_TEXTS.addVideo}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Focuses a text field with the cursor after its text. */
export function focusAtEnd(field: HTMLTextAreaElement | HTMLInputElement | null): void {
  if (!field) return;
  field.focus();
  field.setSelectionRange(field.value.length, field.value.length);
}

/** The "Create a post" dialog: the text, the chosen image, the YouTube preview, Photo, Video and Post. */
export function PostDialog({
  open,
  onClose,
  user,
  content,
  onContentChange,
  error,
  image,
  preview,
  onDismissPreview,
  onSubmit,
  onPickPhoto,
  onOpenVideo,
  posting,
  replyPolicy,
  onReplyPolicyChange,
  tags,
  onTagsChange,
  onExited,
}: {
  open: boolean;
  onClose: () => void;
  user: CurrentUser;
  content: string;
  onContentChange: (content: string) => void;
  error: string | null;
  image: PostImage;
  preview: YoutubePreview | null;
  onDismissPreview: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onPickPhoto: () => void;
  onOpenVideo: () => void;
  posting: boolean;
  /** Who may reply to the post (beside Post). */
  replyPolicy: ReplyPolicyValue;
  onReplyPolicyChange: (value: ReplyPolicyValue) => void;
  /** The shows and wrestlers the post is tagged with (issue 28). */
  tags: EntityRef[];
  onTagsChange: (tags: EntityRef[]) => void;
  /** Called once the dialog has finished closing (its exit transition ended). */
  onExited?: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const name = fanName(user.displayName);
  const busy = posting || image.uploading;
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  // The field takes the cursor, after its text, the moment it mounts (each opening mounts it): keys
  // typed while the dialog is still sliding in land at the end, not before the text.
  const attachText = useCallback((field: HTMLTextAreaElement | null) => {
    textRef.current = field;
    focusAtEnd(field);
  }, []);
  const mention = useMentionInput(content, onContentChange, textRef);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="create-post-title"
      // Once open, the cursor is in the text, after what is there: the fan types at once, whatever
      // opened the dialog (the box, the bottom bar's Post, a photo, back from the video dialog).
      slotProps={{ transition: { onEntered: () => focusAtEnd(textRef.current), onExited } }}
    >
      <Box
        component="form"
        onSubmit={onSubmit}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <DialogTitle id="create-post-title" sx={{ display: 'flex', alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>{POST_TEXTS.createTitle}</Box>
          <IconButton aria-label="Close" onClick={onClose} disabled={busy} edge="end">
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers sx={{ flex: { xs: 1, sm: 'initial' } }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
            <UserAvatar name={user.displayName} src={user.profileImageUrl} size={40} />
            <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          </Box>
          <TextField
            autoFocus
            inputRef={attachText}
            multiline
            minRows={4}
            placeholder="Share your take on the latest match, a hot #hashtag, or a YouTube link..."
            value={content}
            onChange={(e) => {
              onContentChange(e.target.value);
              mention.track(e);
            }}
            onKeyDown={(e) => {
              if (mention.onKeyDown(e)) return;
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) onSubmit();
            }}
            error={Boolean(error)}
            helperText={error ?? `${content.trim().length}/${LIMITS.postContent}`}
            slotProps={{
              htmlInput: {
                'aria-label': 'Post text',
                maxLength: LIMITS.postContent,
                ...mention.fieldProps,
                onSelect: mention.track,
              },
            }}
          />
          {mention.list}
          <TagPicker content={content} tags={tags} onChange={onTagsChange} disabled={busy} />
          <ImagePreview image={image} />
          {preview && (
            <Box sx={{ mt: 2 }}>
              <LinkPreviewCard preview={preview} onDismiss={onDismissPreview} />
            </Box>
          )}
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 2, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" startIcon={PhotoIcon} disabled={busy} onClick={onPickPhoto}>
            Photo
          </Button>
          <Button color="inherit" startIcon={VideoIcon} onClick={onOpenVideo} disabled={busy}>
            Video
          </Button>
          <Box sx={{ flex: 1 }} />
          {/* On a phone the choice takes a row of its own above the buttons. */}
          <Box sx={{ order: { xs: -1, sm: 0 }, width: { xs: '100%', sm: 'auto' } }}>
            <ReplyPolicySelect value={replyPolicy} onChange={onReplyPolicyChange} disabled={busy} />
          </Box>
          <SubmitButton
            pending={posting}
            pendingLabel={POST_TEXTS.posting}
            disabled={image.uploading || !content.trim()}
            sx={{ minWidth: 96 }}
          >
            {POST_TEXTS.post}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
