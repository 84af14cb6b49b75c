import { Box, Button, ButtonBase, Card, CardContent, Stack } from '@mui/material';
import { POST_IMAGE_ACCEPT, YOUTUBE_PREVIEW_DEBOUNCE_MS } from '@shared/constants';
import { POST_TEXTS, POST_TOASTS } from '@shared/messages-social';
import { type CreatePostInput, createPostSchema, type ReplyPolicyValue } from '@shared/schemas/posts';
import type { CurrentUser } from '@shared/schemas/users';
import type { EntityRef } from '@shared/schemas/wrestling';
import { findYoutubeUrl } from '@shared/youtube';
import { type ComponentProps, type FormEvent, type RefObject, useRef, useState } from 'react';
import { lazyOnOpen } from '@/components/lazy-on-open';
import { toast } from '@/components/ui/toast/toast-store';
import { fanName, UserAvatar } from '@/components/ui/user-avatar';
import { POST_BOX_ID } from '@/config/dom-ids';
import { useCreatePost } from '@/features/posts/api/create-post';
import { useYoutubePreview } from '@/features/posts/api/get-youtube-preview';
import { usePostImage } from '@/features/posts/hooks/use-post-image';
import { apiErrorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import type { PostDialog as PostDialogView, VideoDialog as VideoDialogView } from './create-post-dialogs';
import { PhotoIcon, VideoIcon } from './post-icons';

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

/** The dialogs load the first time one opens; hovering or focusing the box starts the download. */
const PostDialog = lazyOnOpen<ComponentProps<typeof PostDialogView>>(() =>
  import('./create-post-dialogs').then((m) => m.PostDialog),
);
const VideoDialog = lazyOnOpen<ComponentProps<typeof VideoDialogView>>(() =>
  import('./create-post-dialogs').then((m) => m.VideoDialog),
);

/**
 * The create-post box (SPEC 2 and 4): opens the "Create a post" dialog and the "Add a YouTube video"
 * dialog. Idle, uploading an image, or posting; Post is disabled while posting or uploading, or
 * while the text is blank.
 */
export function CreatePostBox({
  user,
  tags: presetTags,
  button,
}: {
  user: CurrentUser;
  /** Tags the post starts with (a show page's own show), and goes back to after posting. */
  tags?: EntityRef[];
  /** Opened by a button with this label instead of the box ("Post about this show"). */
  button?: string;
}) {
  const [dialog, setDialog] = useState<'post' | 'video' | null>(null);
  // Going from one dialog to the other waits until the first has finished closing: MUI's modal
  // manager, given one dialog leaving while the other arrives, could leave the new one aria-hidden.
  const [next, setNext] = useState<'post' | 'video' | null>(null);
  const switchTo = (to: 'post' | 'video' | null) => {
    setDialog(null);
    setNext(to);
  };
  const opened = () => {
    if (!next) return;
    setDialog(next);
    setNext(null);
  };
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [replyPolicy, setReplyPolicy] = useState<ReplyPolicyValue>(user.replyPolicy);
  const [tags, setTags] = useState<EntityRef[]>(presetTags ?? []);
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
    setReplyPolicy(user.replyPolicy);
    setTags(presetTags ?? []);
    image.clear();
    link.reset();
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy) return;
    const input: CreatePostInput = { content, imageURL: image.url };
    // The server starts a post with the author's own default: only another choice is sent.
    if (replyPolicy !== user.replyPolicy) input.replyPolicy = replyPolicy;
    if (tags.length) input.tags = tags.map((tag) => tag.id);
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

  const dialogs = (
    <>
      <ImageInput
        inputRef={imageInput}
        onChoose={(file) => {
          image.choose(file);
          setDialog('post');
        }}
      />

      <PostDialog
        open={dialog === 'post'}
        onClose={() => !busy && setDialog(null)}
        user={user}
        content={content}
        onContentChange={(value) => {
          setContent(value);
          if (error) setError(null);
        }}
        error={error}
        image={image}
        preview={link.preview}
        onDismissPreview={link.dismiss}
        onSubmit={submit}
        onPickPhoto={pickPhoto}
        onOpenVideo={() => switchTo('video')}
        posting={create.isPending}
        replyPolicy={replyPolicy}
        onReplyPolicyChange={setReplyPolicy}
        tags={tags}
        onTagsChange={setTags}
        onExited={opened}
      />

      <VideoDialog
        open={dialog === 'video'}
        onClose={() => switchTo(content ? 'post' : null)}
        onAdd={(url) => {
          setContent(`${POST_TEXTS.videoPrefix}${url}`);
          switchTo('post');
        }}
        onExited={opened}
      />
    </>
  );

  if (button)
    return (
      <>
        <Button
          variant="outlined"
          onClick={() => setDialog('post')}
          onPointerEnter={PostDialog.preload}
          onFocus={PostDialog.preload}
          onTouchStart={PostDialog.preload}
        >
          {button}
        </Button>
        {dialogs}
      </>
    );

  return (
    <Card
      component="section"
      aria-label="Create a post"
      onPointerEnter={PostDialog.preload}
      onFocus={PostDialog.preload}
      onTouchStart={PostDialog.preload}
    >
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
      {dialogs}
    </Card>
  );
}
