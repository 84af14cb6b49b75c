/**
 * Presigned uploads and the rule for accepting an uploaded image: it must be an object of our
 * uploads bucket, under the caller's own prefix, that really exists and is an image.
 */
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import {
  MEDIA_BASE_PATH,
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

/** A presigned PUT for one new key under uploads/{userId}/, with type and length signed. */
export async function createUploadUrl(deps: UploadDeps, userId: string, req: UploadRequest): Promise<string> {
  const max = maxBytesFor(req.purpose);
  if (req.contentLength > max) throw invalid(UPLOAD_ERRORS.tooLarge(max));
  const key = `${UPLOADS_KEY_PREFIX}${userId}/${ulid(deps.now?.())}.${EXTENSIONS[req.contentType]}`;
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

/** The object key a submitted image URL names, if it is under the caller's prefix; else null. */
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
  const ownPrefix = `${UPLOADS_KEY_PREFIX}${userId}/`;
  if (!key.startsWith(ownPrefix)) return null;
  const file = key.slice(ownPrefix.length);
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(file) && !file.includes('..') ? key : null;
}

/** Checks an image URL and returns the path we serve it at (/media/uploads/{userId}/{file}). */
export async function acceptUploadedImage(deps: UploadDeps, userId: string, url: string): Promise<string> {
  const key = uploadKeyFromUrl(url, userId, bucketUrlPrefixes(deps.bucket));
  if (!key) throw invalid(UPLOAD_ERRORS.notOurs);
  let contentType: string | undefined;
  try {
    const head = await deps.s3.send(new HeadObjectCommand({ Bucket: deps.bucket, Key: key }));
    contentType = head.ContentType;
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (err as Error).name === 'NotFound') throw invalid(UPLOAD_ERRORS.missing);
    throw err;
  }
  if (!contentType?.startsWith('image/')) throw invalid(UPLOAD_ERRORS.notImage);
  return `${MEDIA_BASE_PATH}/${key}`;
}
