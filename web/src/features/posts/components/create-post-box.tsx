import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import YouTubeIcon from '@mui/icons-material/YouTube';
import {
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { LIMITS, POST_IMAGE_ACCEPT, YOUTUBE_PREVIEW_DEBOUNCE_MS } from '@shared/constants';
import { POST_TEXTS, POST_TOASTS } from '@shared/messages';
import { type CreatePostInput, type CurrentUser, createPostSchema } from '@shared/schemas';
import { findYoutubeUrl } from '@shared/youtube';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { fanName, UserAvatar } from '@/components/ui/user-avatar';
import { POST_BOX_ID } from '@/config/dom-ids';
import { useCreatePost } from '@/features/posts/api/create-post';
import { useYoutubePreview } from '@/features/posts/api/get-youtube-preview';
import { type PostImage, usePostImage } from '@/features/posts/hooks/use-post-image';
import { apiErrorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { LinkPreviewCard } from './link-preview-card';

/**
 * SPEC 4's YouTube link preview: asked for 500 ms after the text holds a YouTube link; a dismissed
 * link is not asked for again until the link changes. Only the link the text holds now is previewed:
 * for 500 ms after it changes (or after the dialog reopens) the debounced link is still the previous
 * one, whose cached preview must neither show, nor be dismissed, nor be posted in its place.
 */
function useLinkPreview(content: string) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const current = findYoutubeUrl(content);
  const link = useDebouncedValue(current, YOUTUBE_PREVIEW_DEBOUNCE_MS);
  const active = link && link === current && link !== dismissed ? link : null;
  const preview = useYoutubePreview(active);
  return {
    preview: active && preview.isSuccess ? preview.data : null,
    dismiss: () => setDismissed(link),
    reset: () => setDismissed(null),
  };
}

/**
 * The photo chooser (image/jpeg, image/jpg, image/png, image/gif). It lives outside the dialog so
 * the box's own Photo button can open it directly; the dialog opens once a file is chosen.
 */
function ImageInput({
  inputRef,
  onChoose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={POST_IMAGE_ACCEPT}
      hidden
      data-testid="post-image-input"
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onChoose(file);
      }}
    />
  );
}

const PhotoIcon = <ImageIcon sx={{ color: '#4caf50' }} />;
const VideoIcon = <YouTubeIcon sx={{ color: '#ff3d3d' }} />;

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

function VideoDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (url: string) => void;
}) {
  const [url, setUrl] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!url.trim()) return;
    onAdd(url.trim());
    setUrl('');
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="video-dialog-title">
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

/**
 * The create-post box (SPEC 2 and 4): opens the "Create a post" dialog and the "Add a YouTube video"
 * dialog. Idle, uploading an image, or posting; Post is disabled while posting or uploading, or
 * while the text is blank.
 */
export function CreatePostBox({ user }: { user: CurrentUser }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [dialog, setDialog] = useState<'post' | 'video' | null>(null);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const image = usePostImage();
  const imageInput = useRef<HTMLInputElement>(null);
  const pickPhoto = () => imageInput.current?.click();
  const link = useLinkPreview(dialog === 'post' ? content : '');
  const create = useCreatePost();
  const name = fanName(user.displayName);
  const busy = create.isPending || image.uploading;

  const reset = () => {
    setContent('');
    setError(null);
    image.clear();
    link.reset();
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy) return;
    const input: CreatePostInput = { content, imageURL: image.url };
    if (link.preview) {
      input.linkPreviewUrl = link.preview.url;
      input.linkPreviewTitle = link.preview.title;
      input.linkPreviewDescription = link.preview.description;
    }
    const parsed = createPostSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues.find((i) => i.path[0] === 'content')?.message ?? POST_TOASTS.createFailed);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: POST_TOASTS.created, variant: 'success' });
        reset();
        setDialog(null);
      },
      onError: (error) =>
        toast({
          title: POST_TOASTS.createFailed,
          description: apiErrorMessage(error) ?? undefined,
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card component="section" aria-label="Create a post">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar name={user.displayName} src={user.profileImageUrl} size={44} />
          <ButtonBase
            id={POST_BOX_ID}
            onClick={() => setDialog('post')}
            sx={{
              flex: 1,
              minWidth: 0,
              justifyContent: 'flex-start',
              textAlign: 'left',
              px: 2,
              height: 44,
              borderRadius: 22,
              bgcolor: 'rgba(255,255,255,0.06)',
              border: 1,
              borderColor: 'divider',
              color: 'text.secondary',
              fontSize: '0.95rem',
              '&:hover, &:focus, &.Mui-focusVisible': { borderColor: 'primary.main' },
            }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {content.trim() || `What's happening in the ring, ${name.split(' ')[0]}?`}
            </Box>
          </ButtonBase>
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, ml: { sm: 6.5 } }}>
          <Button color="inherit" startIcon={PhotoIcon} disabled={image.uploading} onClick={pickPhoto}>
            Photo
          </Button>
          <Button color="inherit" startIcon={VideoIcon} onClick={() => setDialog('video')}>
            Video
          </Button>
        </Stack>
      </CardContent>
      <ImageInput
        inputRef={imageInput}
        onChoose={(file) => {
          image.choose(file);
          setDialog('post');
        }}
      />

      <Dialog
        open={dialog === 'post'}
        onClose={() => !busy && setDialog(null)}
        fullWidth
        fullScreen={phone}
        maxWidth="sm"
        aria-labelledby="create-post-title"
      >
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
        >
          <DialogTitle id="create-post-title" sx={{ display: 'flex', alignItems: 'center' }}>
            <Box sx={{ flex: 1 }}>{POST_TEXTS.createTitle}</Box>
            <IconButton aria-label="Close" onClick={() => setDialog(null)} disabled={busy} edge="end">
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
              multiline
              minRows={4}
              placeholder="Share your take on the latest match, a hot #hashtag, or a YouTube link..."
              value={content}
              onChange={(e) => {
                setContent(e.target.value);
                if (error) setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit();
              }}
              error={Boolean(error)}
              helperText={error ?? `${content.trim().length}/${LIMITS.postContent}`}
              slotProps={{ htmlInput: { 'aria-label': 'Post text', maxLength: LIMITS.postContent } }}
            />
            <ImagePreview image={image} />
            {link.preview && (
              <Box sx={{ mt: 2 }}>
                <LinkPreviewCard preview={link.preview} onDismiss={link.dismiss} />
              </Box>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 2, py: 1.5, gap: 1 }}>
            <Button color="inherit" startIcon={PhotoIcon} disabled={busy} onClick={pickPhoto}>
              Photo
            </Button>
            <Button color="inherit" startIcon={VideoIcon} onClick={() => setDialog('video')} disabled={busy}>
              Video
            </Button>
            <Box sx={{ flex: 1 }} />
            <SubmitButton
              pending={create.isPending}
              pendingLabel={POST_TEXTS.posting}
              disabled={image.uploading || !content.trim()}
              sx={{ minWidth: 96 }}
            >
              {POST_TEXTS.post}
            </SubmitButton>
          </DialogActions>
        </Box>
      </Dialog>

      <VideoDialog
        open={dialog === 'video'}
        onClose={() => setDialog(content ? 'post' : null)}
        onAdd={(url) => {
          setContent(`${POST_TEXTS.videoPrefix}${url}`);
          setDialog('post');
        }}
      />
    </Card>
  );
}
