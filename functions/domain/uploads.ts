/**
 * Presigned uploads and the rule for taking an uploaded image into a post or a profile picture.
 *
 * A fan uploads to uploads/pending/{userId}/{id}.{ext} (a presigned PUT; {id} is a ULID the server
 * chose), at most IMAGE_UPLOADS_PER_DAY a day. When a post or the profile picture takes the image,
 * the URL must name an object of our uploads bucket under the caller's own prefix that really
 * exists; it is then re-encoded (domain/images.ts) into uploads/{userId}/{id}.full.webp and its
 * smaller copies {id}.thumb.webp (and for posts {id}.medium.webp), keys no presigned URL can write,
 * and the pending original is deleted.
 * The stored URL is /media/uploads/{userId}/{id}.full.webp.
 *
 * A processed image is never overwritten (S3 conditional write, If-None-Match: *, and a look
 * first): putting a new file at the same pending URL and submitting it again answers the image
 * already accepted and discards the new file, and a retry after a failed post write (a double
 * submit) answers the same path. What is never taken stays pending, is never served and expires
 * (PENDING_UPLOAD_EXPIRY_HOURS: an S3 lifecycle rule in AWS, the local cloud's sweeper locally).
 * Final objects are deleted with what holds them (domain/media.ts).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import {
  MEDIA_BASE_PATH,
  PENDING_UPLOADS_PREFIX,
  POST_IMAGE_MAX_BYTES,
  PROFILE_PICTURE_MAX_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  UPLOADS_KEY_PREFIX,
} from '../../shared/constants';
import {
  FULL_IMAGE_SUFFIX,
  IMAGE_UPLOADS_PER_DAY,
  IMAGE_VARIANTS,
  IMMUTABLE_CACHE_CONTROL,
  type ImagePurpose,
  type ImageVariant,
  variantSuffix,
} from '../../shared/media';
import { IMAGE_TEXTS } from '../../shared/messages';
import { pure } from '../../shared/pure';
import type { UploadRequest } from '../../shared/schemas/uploads';
import type { Db } from '../data/client';
import { takeRate } from '../data/rate';
import { invalid, rateLimited } from '../lib/errors';
import { loadPresigner } from '../lib/lazy';
import { s3Sdk } from '../lib/s3';
import { ulid } from '../lib/ulid';
import { type EncodedImage, processImage } from './images';

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

const maxBytesFor = (purpose: ImagePurpose) =>
  purpose === 'profile' ? PROFILE_PICTURE_MAX_BYTES : POST_IMAGE_MAX_BYTES;
const tooLarge = (max: number) => invalid(IMAGE_TEXTS.tooLarge(Math.round(max / (1024 * 1024))));

// These two are built through pure() (shared/pure.ts): a function that imports this module for one
// helper (every route that loads the caller's profile) leaves them out.

/** The daily upload quota's counter (functions/data/rate.ts), beside the route's hourly limit. */
const DAILY_QUOTA = /* @__PURE__ */ pure(() => ({
  action: 'imagesPerDay',
  limit: IMAGE_UPLOADS_PER_DAY,
  windowSeconds: 24 * 3600,
}));

/** The one path segment under pending/ that is not a fan (Cognito subs are UUIDs). */
const PENDING_SEGMENT = /* @__PURE__ */ pure(() =>
  PENDING_UPLOADS_PREFIX.slice(UPLOADS_KEY_PREFIX.length).replace(/\/$/, ''),
);
const USER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const isUserId = (userId: string) => USER_ID.test(userId) && userId !== PENDING_SEGMENT;
const isFileName = (file: string) => FILE_NAME.test(file) && !file.includes('..');

/** Where an upload of `userId` waits until something takes it. */
export const pendingUploadKey = (userId: string, file: string) =>
  `${PENDING_UPLOADS_PREFIX}${userId}/${file}`;
/** Where an upload of `userId` lives once a post or the profile picture took it. */
export const finalUploadKey = (userId: string, file: string) => `${UPLOADS_KEY_PREFIX}${userId}/${file}`;
/** The key of a processed image's smaller copy. */
const variantKey = (imageKey: string, variant: ImageVariant) =>
  `${imageKey.slice(0, -FULL_IMAGE_SUFFIX.length)}${variantSuffix(variant)}`;
/** The re-encoded image of pending upload {id}.{ext}. */
export const processedKey = (userId: string, pendingFile: string) =>
  finalUploadKey(userId, `${pendingFile.replace(/\.[^.]*$/, '')}${FULL_IMAGE_SUFFIX}`);
/** The keys of a processed image's smaller copies (every variant name: deleting a missing key is fine); none for other keys. */
export const variantKeysOf = (key: string) =>
  key.endsWith(FULL_IMAGE_SUFFIX) ? IMAGE_VARIANTS.map((variant) => variantKey(key, variant)) : [];
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

/**
 * A presigned PUT for one new key under uploads/pending/{userId}/, with type and length signed;
 * each counts against the fan's daily quota (429 with Retry-After beyond it).
 */
export async function createUploadUrl(
  deps: UploadDeps & { db: Db },
  userId: string,
  req: UploadRequest,
): Promise<string> {
  const max = maxBytesFor(req.purpose);
  if (req.contentLength > max) throw tooLarge(max);
  const quota = await takeRate(
    deps.db,
    DAILY_QUOTA.action,
    userId,
    DAILY_QUOTA,
    new Date(deps.now?.() ?? Date.now()),
  );
  if (!quota.allowed)
    throw rateLimited(
      IMAGE_TEXTS.dailyQuota(IMAGE_UPLOADS_PER_DAY, Math.ceil(quota.retryAfterSeconds / 3600)),
      quota.retryAfterSeconds,
    );
  const key = pendingUploadKey(userId, `${ulid(deps.now?.())}.${EXTENSIONS[req.contentType]}`);
  // The presigner and the S3 commands load on first use (lib/lazy.ts).
  const [{ PutObjectCommand }, { getSignedUrl }] = await Promise.all([s3Sdk(), loadPresigner()]);
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

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) =>
  statusOf(err) === 404 || (err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey';

/** The object's content type and metadata, or null when there is no such object. */
async function head(deps: UploadDeps, key: string) {
  const { HeadObjectCommand } = await s3Sdk();
  try {
    const found = await deps.s3.send(new HeadObjectCommand({ Bucket: deps.bucket, Key: key }));
    return { contentType: found.ContentType ?? '', metadata: found.Metadata ?? {} };
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** The object's bytes and content type, or null when there is no such object. */
async function read(deps: UploadDeps, key: string) {
  const { GetObjectCommand } = await s3Sdk();
  try {
    const found = await deps.s3.send(new GetObjectCommand({ Bucket: deps.bucket, Key: key }));
    const bytes = found.Body ? await found.Body.transformToByteArray() : new Uint8Array();
    return { bytes, contentType: found.ContentType ?? '' };
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** Writes a processed file unless the key exists; false when it did (someone accepted it first). */
async function putOnce(deps: UploadDeps, key: string, file: EncodedImage): Promise<boolean> {
  const { PutObjectCommand } = await s3Sdk();
  try {
    await deps.s3.send(
      new PutObjectCommand({
        Bucket: deps.bucket,
        Key: key,
        Body: file.bytes,
        ContentType: 'image/webp',
        CacheControl: IMMUTABLE_CACHE_CONTROL,
        Metadata: { width: String(file.width), height: String(file.height) },
        IfNoneMatch: '*',
      }),
    );
    return true;
  } catch (err) {
    if (statusOf(err) === 412 || (err as Error).name === 'PreconditionFailed') return false;
    throw err;
  }
}

/** What a post or profile stores of an accepted image: the path we serve it at and its size. */
export interface AcceptedImage {
  url: string;
  width: number | null;
  height: number | null;
}

const dimension = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function accepted(key: string, metadata: Record<string, string>): AcceptedImage {
  return { url: mediaPathOf(key), width: dimension(metadata.width), height: dimension(metadata.height) };
}

/**
 * Takes one of the caller's uploads for a post or the profile picture (see the top of this file)
 * and returns what to store. A pending upload is re-encoded, written under its server-owned keys
 * and deleted; if its processed image exists already, that one is the answer (the pending file,
 * if any, is discarded). A URL already final (a processed image, or one from before re-encoding)
 * is accepted as it is if it exists.
 */
export async function acceptUploadedImage(
  deps: UploadDeps,
  userId: string,
  url: string,
  purpose: ImagePurpose,
): Promise<AcceptedImage> {
  const key = uploadKeyFromUrl(url, userId, bucketUrlPrefixes(deps.bucket));
  const upload = key ? parseOwnUploadKey(key, userId) : null;
  if (!key || !upload) throw invalid(IMAGE_TEXTS.notOurs);
  const { DeleteObjectCommand } = await s3Sdk();
  if (!upload.pending) {
    const found = await head(deps, key);
    if (!found) throw invalid(IMAGE_TEXTS.missing);
    if (!found.contentType.startsWith('image/')) throw invalid(IMAGE_TEXTS.notImage);
    return accepted(key, found.metadata);
  }
  const target = processedKey(userId, upload.file);
  const done = await head(deps, target);
  if (done) {
    await deps.s3.send(new DeleteObjectCommand({ Bucket: deps.bucket, Key: key }));
    return accepted(target, done.metadata);
  }
  const original = await read(deps, key);
  if (!original) throw invalid(IMAGE_TEXTS.missing);
  if (!original.contentType.startsWith('image/')) throw invalid(IMAGE_TEXTS.notImage);
  const max = maxBytesFor(purpose);
  if (original.bytes.byteLength > max) throw tooLarge(max);
  const processed = await processImage(original.bytes, purpose);
  // The smaller copies first: an existing image always has them.
  for (const [variant, file] of Object.entries(processed.variants) as [ImageVariant, EncodedImage][])
    await putOnce(deps, variantKey(target, variant), file);
  if (!(await putOnce(deps, target, processed.image))) {
    const winner = await head(deps, target);
    if (!winner) throw invalid(IMAGE_TEXTS.missing);
    return accepted(target, winner.metadata);
  }
  await deps.s3.send(new DeleteObjectCommand({ Bucket: deps.bucket, Key: key }));
  const { width, height } = processed.image;
  return { url: mediaPathOf(target), width, height };
}
