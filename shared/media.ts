/**
 * Images as the server keeps them (docs/safety.md, "Images"): every upload is re-encoded by the
 * server before anyone sees it, into two WebP files under a key only the server writes:
 *
 *   uploads/{userId}/{id}.full.webp    the image, at most IMAGE_SIZES[purpose].max px a side
 *   uploads/{userId}/{id}.thumb.webp   its thumbnail (feeds on phones, avatars)
 *
 * Served at /media/uploads/...; a key never changes content, so both are cached as immutable.
 * Images from before re-encoding keep their URL and have no thumbnail: thumbnailUrl() gives the
 * image itself for them.
 */
import { MEDIA_BASE_PATH, UPLOADS_KEY_PREFIX } from './constants';

export type ImagePurpose = 'post' | 'profile';

/** Longest side of the image, and the thumbnail (a post's: its width; a picture's: a square). */
export const IMAGE_SIZES = {
  post: { max: 2048, thumb: 640 },
  profile: { max: 512, thumb: 128 },
} as const satisfies Record<ImagePurpose, { max: number; thumb: number }>;

/** WebP quality of both files. */
export const IMAGE_QUALITY = 80;
/**
 * Decompression bombs: a picture that decodes to more pixels than this (all frames of an animated
 * GIF together) is refused before it is decoded. A 12 MP phone photo is far inside; 40 MP keeps a
 * decoded frame near 160 MB.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** An animated GIF keeps its animation (WebP is animated too) up to this many frames. */
export const IMAGE_MAX_FRAMES = 300;
/** Uploads a fan may start a day (each presigned URL counts one), beyond the hourly rate limit. */
export const IMAGE_UPLOADS_PER_DAY = 50;
/** Cache-Control of processed images: the key is new for every image, so forever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const FULL_IMAGE_SUFFIX = '.full.webp';
export const THUMBNAIL_SUFFIX = '.thumb.webp';

const PROCESSED_MEDIA = new RegExp(
  `^${MEDIA_BASE_PATH}/${UPLOADS_KEY_PREFIX}[^/?#]+/[^/?#]+${FULL_IMAGE_SUFFIX.replace(/\./g, '\\.')}$`,
);

/** The thumbnail of a processed image (a /media URL ending .full.webp); the URL itself otherwise. */
export function thumbnailUrl<T extends string | null | undefined>(url: T): T | string {
  if (!url || !PROCESSED_MEDIA.test(url)) return url;
  return `${url.slice(0, -FULL_IMAGE_SUFFIX.length)}${THUMBNAIL_SUFFIX}`;
}
