/**
 * Presigned uploads and the rule for taking an uploaded image into a post or a profile picture.
 *
 * A fan uploads to uploads/pending/{userId}/{file} (a presigned PUT). When a post or the profile
 * picture takes the image, the URL must name an object of our uploads bucket under the caller's own
 * prefix that really exists and is an image; it is then moved to uploads/{userId}/{file} (copy,
 * then delete the pending object) and the stored URL is /media/uploads/{userId}/{file}. What is
 * never taken stays pending and expires (PENDING_UPLOAD_EXPIRY_HOURS: an S3 lifecycle rule in AWS,
 * the local cloud's sweeper locally). Final objects are deleted with what holds them
 * (domain/media.ts).
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import {
  MEDIA_BASE_PATH,
  PENDING_UPLOADS_PREFIX,
  POST_IMAGE_MAX_BYTES,
  PROFILE_PICTURE_MAX_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  UPLOADS_KEY_PREFIX,
} from '../../shared/constants';
import type { UploadRequest } from '../../shared/schemas';
import { invalid } from '../lib/errors';

const UPLOAD_ERRORS = {
  tooLarge: (max: number) => `Images can be at most ${Math.round(max / (1024 * 1024))} MB`,
  notOurs: 'The image must be one of your own uploads',
  missing: 'The image was not uploaded. Please try again.',
  notImage: 'The uploaded file is not an image',
} as const;

const EXTENSIONS: Record<UploadRequest['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface UploadDeps {
  s3: S3Client;
  bucket: string;
  now?: () => number;
}

const maxBytesFor = (purpose: UploadRequest['purpose']) =>
  purpose === 'profile' ? PROFILE_PICTURE_MAX_BYTES : POST_IMAGE_MAX_BYTES;

/** The one path segment under pending/ that is not a fan (Cognito subs are UUIDs). */
const PENDING_SEGMENT = PENDING_UPLOADS_PREFIX.slice(UPLOADS_KEY_PREFIX.length).replace(/\/$/, '');
const USER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const isUserId = (userId: string) => USER_ID.test(userId) && userId !== PENDING_SEGMENT;
const isFileName = (file: string) => FILE_NAME.test(file) && !file.includes('..');

/** Where an upload of `userId` waits until something takes it. */
export const pendingUploadKey = (userId: string, file: string) =>
  `${PENDING_UPLOADS_PREFIX}${userId}/${file}`;
/** Where an upload of `userId` lives once a post or the profile picture took it. */
export const finalUploadKey = (userId: string, file: string) => `${UPLOADS_KEY_PREFIX}${userId}/${file}`;
/** The path we serve an object at (CloudFront strips /media; locally the HTTP gateway does). */
export const mediaPathOf = (key: string) => `${MEDIA_BASE_PATH}/${key}`;

/**
 * Which upload of `userId` an object key is: pending (uploads/pending/{userId}/{file}) or final
 * (uploads/{userId}/{file}); null for any other key, another fan's included.
 */
export function parseOwnUploadKey(key: string, userId: string): { file: string; pending: boolean } | null {
  if (!isUserId(userId)) return null;
  for (const pending of [true, false]) {
    const prefix = pending ? pendingUploadKey(userId, '') : finalUploadKey(userId, '');
    if (!key.startsWith(prefix)) continue;
    const file = key.slice(prefix.length);
    return isFileName(file) ? { file, pending } : null;
  }
  return null;
}

/** A presigned PUT for one new key under uploads/pending/{userId}/, with type and length signed. */
export async function createUploadUrl(deps: UploadDeps, userId: string, req: UploadRequest): Promise<string> {
  const max = maxBytesFor(req.purpose);
  if (req.contentLength > max) throw invalid(UPLOAD_ERRORS.tooLarge(max));
  const key = pendingUploadKey(userId, `${ulid(deps.now?.())}.${EXTENSIONS[req.contentType]}`);
  return getSignedUrl(
    deps.s3,
    new PutObjectCommand({
      Bucket: deps.bucket,
      Key: key,
      ContentType: req.contentType,
      ContentLength: req.contentLength,
    }),
    { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
}

/** The URL prefixes under which our bucket's objects may be named (query strings are ignored). */
export function bucketUrlPrefixes(bucket: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const prefixes = [`${MEDIA_BASE_PATH}/`];
  const endpoint = env.AWS_ENDPOINT_URL_S3;
  if (endpoint) prefixes.push(`${endpoint.replace(/\/$/, '')}/${bucket}/`);
  else {
    const region = env.AWS_REGION ?? 'us-east-1';
    prefixes.push(`https://${bucket}.s3.${region}.amazonaws.com/`, `https://${bucket}.s3.amazonaws.com/`);
  }
  return prefixes;
}

/**
 * The object key a submitted image URL names, if it is one of the caller's uploads (pending or
 * final, see parseOwnUploadKey); else null.
 */
export function uploadKeyFromUrl(url: string, userId: string, prefixes: string[]): string | null {
  const withoutQuery = url.trim().split(/[?#]/)[0] ?? '';
  const prefix = prefixes.find((p) => withoutQuery.startsWith(p));
  if (!prefix) return null;
  let key: string;
  try {
    key = decodeURIComponent(withoutQuery.slice(prefix.length));
  } catch {
    return null;
  }
  return parseOwnUploadKey(key, userId) ? key : null;
}

/** The object's content type, or null when there is no such object. */
async function headContentType(deps: UploadDeps, key: string): Promise<string | null> {
  try {
    const head = await deps.s3.send(new HeadObjectCommand({ Bucket: deps.bucket, Key: key }));
    return head.ContentType ?? '';
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (err as Error).name === 'NotFound') return null;
    throw err;
  }
}

function requireImage(contentType: string | null): void {
  if (contentType === null) throw invalid(UPLOAD_ERRORS.missing);
  if (!contentType.startsWith('image/')) throw invalid(UPLOAD_ERRORS.notImage);
}

/**
 * Takes one of the caller's uploads for a post or the profile picture and returns the path we
 * serve it at (/media/uploads/{userId}/{file}). A pending upload is moved to the final prefix:
 * copied (content type and metadata kept), then the pending object deleted. Retrying with the same
 * pending URL after the move (the post or profile write failed, a double submit) finds the final
 * object and answers the same path. A URL already final (data from before pending uploads) is
 * accepted as it is.
 */
export async function acceptUploadedImage(deps: UploadDeps, userId: string, url: string): Promise<string> {
  const key = uploadKeyFromUrl(url, userId, bucketUrlPrefixes(deps.bucket));
  const upload = key ? parseOwnUploadKey(key, userId) : null;
  if (!key || !upload) throw invalid(UPLOAD_ERRORS.notOurs);
  const finalKey = finalUploadKey(userId, upload.file);
  if (!upload.pending) {
    requireImage(await headContentType(deps, finalKey));
    return mediaPathOf(finalKey);
  }
  const pendingType = await headContentType(deps, key);
  if (pendingType === null) {
    requireImage(await headContentType(deps, finalKey));
    return mediaPathOf(finalKey);
  }
  requireImage(pendingType);
  await deps.s3.send(
    new CopyObjectCommand({
      Bucket: deps.bucket,
      Key: finalKey,
      CopySource: `${deps.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
      MetadataDirective: 'COPY',
    }),
  );
  await deps.s3.send(new DeleteObjectCommand({ Bucket: deps.bucket, Key: key }));
  return mediaPathOf(finalKey);
}
