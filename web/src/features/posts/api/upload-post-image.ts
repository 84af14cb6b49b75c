import { POST_IMAGE_MAX_BYTES, UPLOAD_CONTENT_TYPES } from '@shared/constants';
import { CLIENT_ERRORS } from '@shared/messages-core';
import type { UploadRequest } from '@shared/schemas/uploads';
import { requestUploadUrl } from '@/lib/uploads/request-upload-url';

const isUploadType = (type: string): type is UploadRequest['contentType'] =>
  (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * SPEC 4's image upload: an upload address is requested, the file is PUT to it with its content
 * type, and the address without its query string becomes the image URL.
 */
export async function uploadPostImage(file: File): Promise<string> {
  const contentType = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!isUploadType(contentType)) throw new Error('Please choose a JPEG, PNG or GIF image.');
  if (file.size > POST_IMAGE_MAX_BYTES) throw new Error('Images can be at most 10 MB');
  const uploadURL = await requestUploadUrl({ contentType, contentLength: file.size, purpose: 'post' });
  let res: Response;
  try {
    res = await fetch(uploadURL, { method: 'PUT', body: file, headers: { 'Content-Type': contentType } });
  } catch (error) {
    throw new Error(CLIENT_ERRORS.uploadFile, { cause: error });
  }
  if (!res.ok) throw new Error(CLIENT_ERRORS.uploadFile);
  return uploadURL.split('?')[0] ?? uploadURL;
}
