/**
 * The Uppy Dashboard of the picture upload dialog (SPEC 2): one image, a preview, the image
 * editor, upload only on the fan's press, progress and messages inside. The file goes straight to
 * storage with a presigned PUT from POST /api/objects/upload (multipart is off).
 *
 * Loaded on demand: Uppy and its styles are only fetched when a fan opens the dialog.
 */
import { Box } from '@mui/material';
import AwsS3, { type AwsBody } from '@uppy/aws-s3';
import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import Dashboard from '@uppy/dashboard';
import ImageEditor from '@uppy/image-editor';
import { useEffect, useRef, useState } from 'react';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import '@uppy/image-editor/css/style.min.css';
import { toast } from '@/components/ui/toast/toast-store';
import { BRAND } from '@/config/theme';
import { requestUploadUrl } from '@/lib/uploads/request-upload-url';
import { isUploadableType, PICTURE_RESTRICTIONS, pictureProblem } from './picture-rules';

export const UNSUPPORTED_IMAGE = 'Please choose a JPEG, PNG, GIF or WebP image.';
const THUMBNAIL_WIDTH = 200;

/** Ringside's gold for Uppy's accents (its dark theme's selectors are repeated so these win). */
const DARK = '& [data-uppy-theme=dark]';
const UPPY_SX = {
  // The inline dashboard fills the dialog's box (its inner part is sized 100% of this root).
  '& .uppy-Root, & .uppy-Dashboard': { height: '100%' },
  // Dashboard 6.0.3 renders its Informer twice: keep one, so each message is announced once.
  '& .uppy-Dashboard-progressindicators > .uppy-Informer ~ .uppy-Informer': { display: 'none' },
  [`${DARK} .uppy-StatusBar.is-waiting .uppy-StatusBar-actionBtn--upload`]: {
    backgroundColor: BRAND.gold,
    color: '#15110a',
    fontWeight: 700,
  },
  [`${DARK} .uppy-StatusBar.is-waiting .uppy-StatusBar-actionBtn--upload:hover`]: {
    backgroundColor: BRAND.goldDark,
  },
  [`${DARK} .uppy-Dashboard-browse, ${DARK} .uppy-DashboardContent-back, ${DARK} .uppy-DashboardContent-save`]:
    {
      color: BRAND.gold,
    },
};

type PictureFile = UppyFile<Meta, AwsBody>;

export interface PictureUploaderProps {
  /** The uploaded object's address (the presigned URL without its query string). */
  onUploaded: (uploadURL: string) => void;
  /** The upload could not be done (the address request or the PUT failed; Uppy shows why). */
  onFailed: () => void;
}

/** One Uppy per opened dialog: closing the dialog destroys it, which clears the chosen file. */
function createPictureUppy(): Uppy<Meta, AwsBody> {
  const uppy = new Uppy<Meta, AwsBody>({
    id: 'profile-picture',
    autoProceed: false,
    restrictions: PICTURE_RESTRICTIONS,
    onBeforeFileAdded: (file, files) => {
      // image/* passes Uppy's own check, but the API signs only the four web image types.
      if (file.type?.startsWith('image/') && !isUploadableType(file.type)) {
        uppy.info(UNSUPPORTED_IMAGE, 'error', 5000);
        return false;
      }
      return !Object.hasOwn(files, file.id);
    },
  });
  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    limit: 1,
    // The key names the file so the signer can read its exact size; the server picks the real key.
    generateObjectKey: (file) => file.id,
    signRequest: async (request) => {
      const file = uppy.getFile(request.key) as PictureFile | undefined;
      const data = file && !file.isRemote ? file.data : null;
      const contentType =
        request.method === 'PUT' && !('uploadId' in request) ? request.contentType : undefined;
      if (!data || !isUploadableType(contentType)) {
        throw new Error(UNSUPPORTED_IMAGE);
      }
      const url = await requestUploadUrl({ contentType, contentLength: data.size, purpose: 'profile' });
      // Type and length are signed: send exactly the signed Content-Type (the browser sets the length).
      return { url, headers: { 'content-type': contentType } };
    },
  });
  return uppy;
}

export default function PictureUploader({ onUploaded, onFailed }: PictureUploaderProps) {
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const handlers = useRef({ onUploaded, onFailed });
  useEffect(() => {
    handlers.current = { onUploaded, onFailed };
  });

  useEffect(() => {
    if (!target) return;
    const uppy = createPictureUppy();
    uppy.use(Dashboard, {
      inline: true,
      target,
      width: '100%',
      height: '100%',
      thumbnailWidth: THUMBNAIL_WIDTH,
      theme: 'dark',
      note: 'One image (JPEG, PNG, GIF or WebP), up to 5 MB',
      proudlyDisplayPoweredByUppy: false,
      doneButtonHandler: null,
    });
    uppy.use(ImageEditor);
    uppy.on('restriction-failed', (file) => {
      const problem = pictureProblem(file);
      if (problem) toast(problem);
    });
    uppy.on('complete', (result) => {
      const uploadURL = result.successful?.[0]?.uploadURL;
      if (uploadURL) handlers.current.onUploaded(uploadURL);
      else if (result.failed?.length) handlers.current.onFailed();
    });
    // Dashboard 6.0.3 renders a single file as role="listitem" in a container without role="list" (its
    // multi-file list has one): give the container its role, so the item has the parent it claims.
    const listRole = new MutationObserver(() => {
      for (const files of target.querySelectorAll('.uppy-Dashboard-files:not([role])')) {
        files.setAttribute('role', 'list');
      }
    });
    listRole.observe(target, { childList: true, subtree: true });
    return () => {
      listRole.disconnect();
      uppy.destroy();
    };
  }, [target]);

  return <Box ref={setTarget} sx={{ height: '100%', width: '100%', ...UPPY_SX }} />;
}
