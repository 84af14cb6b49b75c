/**
 * Takedowns remove the content (the `media-cleanup` consumer, derived lane): when a post is deleted
 * (by its author or an admin) its image, and when a fan's picture is replaced or the profile
 * removed the old picture, are deleted from the uploads bucket with their smaller copies and
 * invalidated in CloudFront, so the image stops being served at /media/... at once rather than
 * when the (immutable) cache expires.
 *
 * Only our own uploads are touched: a URL of the form /media/uploads/{userId}/{file} whose userId
 * is the post's author or the profile's owner. Nothing outside uploads/{thatUserId}/ is ever deleted
 * (not another fan's object, not a pending upload, not a foreign URL).
 *
 * Idempotent: DeleteObject of a missing key succeeds, and the invalidation's CallerReference is
 * derived from the record's item and the path, so a replayed record repeats the same request,
 * which CloudFront answers with the invalidation it already made.
 */
import { createHash } from 'node:crypto';
import { MEDIA_BASE_PATH } from '../../shared/constants';
import type { StreamRecord } from '../data/record';
import { finalUploadKey, mediaPathOf, parseOwnUploadKey, variantKeysOf } from './uploads';

export interface MediaDeps {
  /** Deletes one object of the uploads bucket (S3 DeleteObject: a missing key is fine). */
  deleteObject: (key: string) => Promise<void>;
  /** Invalidates served paths (CloudFront CreateInvalidation; nothing where there is no CDN). */
  invalidate: (paths: readonly string[], callerReference: string) => Promise<void>;
}

/** Stored image URLs of our uploads are always /media/ paths (domain/uploads.ts). */
const MEDIA_PREFIX = `${MEDIA_BASE_PATH}/`;

/**
 * The object key of a stored image URL if it is a final upload of `userId`
 * (/media/uploads/{userId}/{file}); null for anything else: another fan's upload, a pending one, a
 * foreign or malformed URL.
 */
export function ownedMediaKey(url: unknown, userId: string): string | null {
  if (typeof url !== 'string' || !userId) return null;
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  const upload = parseOwnUploadKey(key, userId);
  if (!upload || upload.pending) return null;
  // Exactly the canonical form: no encoding, query or fragment can smuggle another key in.
  return finalUploadKey(userId, upload.file) === key ? key : null;
}

/** A CallerReference that is the same for the same item and path, whatever the replay. */
export function invalidationReference(item: { PK: string; SK: string }, path: string): string {
  const digest = createHash('sha256').update(`${item.PK}\n${item.SK}\n${path}`).digest('hex');
  return `media-cleanup-${digest.slice(0, 40)}`;
}

/** Deletes one of our objects and invalidates its /media path. */
async function removeMedia(deps: MediaDeps, item: { PK: string; SK: string }, key: string): Promise<void> {
  await deps.deleteObject(key);
  const path = mediaPathOf(key);
  await deps.invalidate([path], invalidationReference(item, path));
}

/** An image's key and, for a processed image, its smaller copies'. */
function withThumbnail(key: string | null): string[] {
  return key ? [key, ...variantKeysOf(key)] : [];
}

/**
 * The object keys a change takes down: a removed post's image (the author's own upload); a
 * profile's old picture when it changed or the profile was removed (the fan's own upload).
 */
export function mediaToRemove(r: StreamRecord): string[] {
  if (r.item === 'post') {
    if (r.event !== 'REMOVE' || !r.before) return [];
    return withThumbnail(ownedMediaKey(r.before.imageUrl, String(r.before.authorId ?? '')));
  }
  if (r.item === 'user') {
    const old = r.before?.profileImageUrl;
    if (!r.before) return [];
    if (r.event === 'MODIFY' && old === r.after?.profileImageUrl) return [];
    if (r.event !== 'MODIFY' && r.event !== 'REMOVE') return [];
    return withThumbnail(ownedMediaKey(old, r.ids.userId));
  }
  return [];
}

/** The consumer's work for one record; throws (the lane retries, then parks) if S3 or CloudFront fails. */
export async function handleMediaChange(deps: MediaDeps, r: StreamRecord): Promise<string[]> {
  const keys = mediaToRemove(r);
  for (const key of keys) await removeMedia(deps, r.keys, key);
  return keys;
}
