/**
 * Images as the server keeps them (docs/safety.md, "Images"): every upload is re-encoded by the
 * server before anyone sees it, into two WebP files under a key only the server writes:
 *
 *   uploads/{userId}/{id}.full.webp     the image, at most IMAGE_SIZES[purpose].max px a side
 *   uploads/{userId}/{id}.thumb.webp    its thumbnail (desktop feed cards, avatars)
 *   uploads/{userId}/{id}.medium.webp   a post image's middle size (feed cards on dense phones)
 *
 * Served at /media/uploads/...; a key never changes content, so all are cached as immutable.
 * Images from before re-encoding keep their URL and have no smaller copies: variantUrl() gives the
 * image itself for them.
 */
import { MEDIA_BASE_PATH, UPLOADS_KEY_PREFIX } from './constants';
import { pure } from './pure';

export type ImagePurpose = 'post' | 'profile';

export type ImageVariant = 'thumb' | 'medium';
export const IMAGE_VARIANTS: readonly ImageVariant[] = ['thumb', 'medium'];

/**
 * Longest side of the image, and its smaller copies: a post's by width (640 px: a feed card at 1x;
 * 1,280 px: the card on a 3x phone, 390 x 3), a picture's thumbnail a 128 px square.
 */
export const IMAGE_SIZES = {
  post: { max: 2048, variants: { thumb: 640, medium: 1280 } },
  profile: { max: 512, variants: { thumb: 128 } },
} as const satisfies Record<ImagePurpose, { max: number; variants: Partial<Record<ImageVariant, number>> }>;

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
/** The file name ending of a smaller copy: .thumb.webp, .medium.webp. */
export const variantSuffix = (variant: ImageVariant) => `.${variant}.webp`;

/** Built through pure() (shared/pure.ts): left out of the bundles that never make a variant URL. */
const PROCESSED_MEDIA = /* @__PURE__ */ pure(
  () =>
    new RegExp(
      `^${MEDIA_BASE_PATH}/${UPLOADS_KEY_PREFIX}[^/?#]+/[^/?#]+${FULL_IMAGE_SUFFIX.replace(/\./g, '\\.')}$`,
    ),
);

/** A smaller copy of a processed image (a /media URL ending .full.webp); the URL itself otherwise. */
export function variantUrl<T extends string | null | undefined>(url: T, variant: ImageVariant): T | string {
  if (!url || !PROCESSED_MEDIA.test(url)) return url;
  return `${url.slice(0, -FULL_IMAGE_SUFFIX.length)}${variantSuffix(variant)}`;
}

export const thumbnailUrl = <T extends string | null | undefined>(url: T) => variantUrl(url, 'thumb');

/**
 * The `srcset` of a post image of known width: its smaller copies narrower than it, then itself;
 * undefined when it has none (an image from before re-encoding, or one no wider than a thumbnail).
 */
export function postImageSrcSet(url: string, width: number): string | undefined {
  const candidates = Object.entries(IMAGE_SIZES.post.variants)
    .filter(([, w]) => w < width)
    .map(([variant, w]) => `${variantUrl(url, variant as ImageVariant)} ${w}w`);
  if (!candidates.length || variantUrl(url, 'thumb') === url) return undefined;
  return [...candidates, `${url} ${width}w`].join(', ');
}
