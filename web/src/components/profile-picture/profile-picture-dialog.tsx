import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { PICTURE_TOASTS } from '@shared/messages-account';
import type { CurrentUser } from '@shared/schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { type ToastInput, toast } from '@/components/ui/toast/toast-store';
import { setSessionUser } from '@/lib/session/get-current-user';
import { useUpdateProfilePicture } from '@/lib/session/update-profile-picture';

const PictureUploader = lazy(() => import('./picture-uploader'));

/** Uppy's default dashboard size (SPEC 2). */
const DASHBOARD = { width: 750, height: 550 };

/** Which wording the toasts use (SPEC 8): the profile screen's, or onboarding's and the header's. */
export type PictureToastStyle = 'uploader' | 'profile';

const TOASTS: Record<PictureToastStyle, Record<'saved' | 'uploadFailed' | 'saveFailed', ToastInput>> = {
  uploader: {
    saved: { title: PICTURE_TOASTS.updated, description: PICTURE_TOASTS.updatedText, variant: 'success' },
    uploadFailed: {
      title: PICTURE_TOASTS.failed,
      description: PICTURE_TOASTS.uploadFailedText,
      variant: 'destructive',
    },
    saveFailed: {
      title: PICTURE_TOASTS.failed,
      description: PICTURE_TOASTS.updateFailedText,
      variant: 'destructive',
    },
  },
  profile: {
    saved: { title: PICTURE_TOASTS.profileUpdated, variant: 'success' },
    uploadFailed: { title: PICTURE_TOASTS.profileFailed, variant: 'destructive' },
    saveFailed: { title: PICTURE_TOASTS.profileFailed, variant: 'destructive' },
  },
};

/**
 * The picture upload dialog (SPEC 2 and 4), shared by onboarding step 1, the header avatar and
 * the profile screen: closed -> open -> a file is uploaded -> the profile is updated. It closes
 * after success or failure, and closing clears the chosen file.
 */
export function ProfilePictureDialog({
  open,
  onClose,
  toastStyle = 'uploader',
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  toastStyle?: PictureToastStyle;
  /** Receives the updated fan; by default it becomes the session user at once. */
  onSaved?: (user: CurrentUser) => void;
}) {
  const queryClient = useQueryClient();
  const save = useUpdateProfilePicture();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toasts = TOASTS[toastStyle];

  const onUploaded = (uploadURL: string) => {
    save.mutate(
      { profileImageURL: uploadURL },
      {
        onSuccess: (user) => {
          if (onSaved) onSaved(user);
          else setSessionUser(queryClient, user);
          toast(toasts.saved);
          onClose();
        },
        onError: () => {
          toast(toasts.saveFailed);
          onClose();
        },
      },
    );
  };

  const onFailed = () => {
    toast(toasts.uploadFailed);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby="picture-dialog-title"
      slotProps={{
        paper: { sx: phone ? undefined : { width: DASHBOARD.width + 48, maxWidth: 'calc(100% - 64px)' } },
      }}
    >
      <DialogTitle id="picture-dialog-title" sx={{ pr: 7, pb: 1 }}>
        Update profile picture
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          px: { xs: 1.5, sm: 3 },
          pb: { xs: 1.5, sm: 3 },
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Choose one image, crop or rotate it if you like, then press upload.
        </Typography>
        <Box sx={{ flex: { xs: 1, sm: 'none' }, minHeight: 0, height: { sm: DASHBOARD.height } }}>
          <Suspense
            fallback={
              <Box sx={{ height: '100%', minHeight: 200, display: 'grid', placeItems: 'center' }}>
                <CircularProgress aria-label="Loading the uploader" />
              </Box>
            }
          >
            <PictureUploader onUploaded={onUploaded} onFailed={onFailed} />
          </Suspense>
        </Box>
        {save.isPending && (
          <Box role="status">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              Saving your new picture...
            </Typography>
            <LinearProgress aria-label="Saving your new picture" />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
