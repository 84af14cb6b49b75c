/**
 * The profile picture's limits (SPEC 5 and 9): one image/* file of at most 5 MB, never uploaded
 * before the fan presses upload. The API signs only these four types, so other images are refused
 * when chosen rather than after an upload attempt.
 */
import { PROFILE_PICTURE_MAX_BYTES, UPLOAD_CONTENT_TYPES } from '@shared/constants';
import { PICTURE_TOASTS } from '@shared/messages-account';
import type { UploadRequest } from '@shared/schemas/uploads';
import type { ToastInput } from '@/components/ui/toast/toast-store';

export const PICTURE_RESTRICTIONS = {
  maxNumberOfFiles: 1,
  maxFileSize: PROFILE_PICTURE_MAX_BYTES,
  allowedFileTypes: ['image/*'],
};

export function isUploadableType(type: string | undefined): type is UploadRequest['contentType'] {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type ?? '');
}

/** The validation toast for a chosen file, or null when it may be uploaded. */
export function pictureProblem(file: { type?: string; size?: number | null } | undefined): ToastInput | null {
  if (!file) return null;
  if (!isUploadableType(file.type)) {
    return {
      title: PICTURE_TOASTS.invalidType,
      description: PICTURE_TOASTS.invalidTypeText,
      variant: 'destructive',
    };
  }
  if ((file.size ?? 0) > PROFILE_PICTURE_MAX_BYTES) {
    return {
      title: PICTURE_TOASTS.tooLarge,
      description: PICTURE_TOASTS.tooLargeText,
      variant: 'destructive',
    };
  }
  return null;
}
