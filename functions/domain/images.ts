/**
 * Re-encoding an uploaded image before anyone sees it (docs/safety.md, "Images"), with sharp:
 * orientation applied, every piece of metadata dropped (EXIF, GPS, XMP, ICC: sharp writes none
 * unless asked), the longest side capped, WebP out, and smaller copies (a thumbnail; for posts a
 * middle size too). An animated GIF stays animated
 * (as an animated WebP). A picture that would decode to more than IMAGE_MAX_PIXELS is refused from
 * its header, before a pixel is decoded; anything sharp cannot read is "not an image".
 *
 * sharp (native libvips) is loaded on first use, so the functions that import this module only for
 * its types or helpers never load it; it is bundled only into the functions that process images
 * (shared/manifest/runtime.ts, IMAGE_FUNCTIONS).
 */
import type sharpFactory from 'sharp';
import type { Sharp, SharpOptions } from 'sharp';
import {
  IMAGE_MAX_FRAMES,
  IMAGE_MAX_PIXELS,
  IMAGE_QUALITY,
  IMAGE_SIZES,
  type ImagePurpose,
  type ImageVariant,
} from '../../shared/media';
import { IMAGE_TEXTS } from '../../shared/messages';
import { invalid } from '../lib/errors';
import { logger } from '../lib/observability';

type SharpFactory = typeof sharpFactory;

let loading: Promise<SharpFactory> | undefined;

/** sharp, loaded once; its operation cache is off (a Lambda processes one image at a time). */
function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  image: EncodedImage;
  /** The smaller copies of IMAGE_SIZES[purpose].variants (a copy no smaller than the image is its size). */
  variants: Partial<Record<ImageVariant, EncodedImage>>;
  frames: number;
}

/** Width and height of one frame of an encoded result (an animation's height is all its frames). */
const frameSize = (info: { width: number; height: number; pageHeight?: number }, frames: number) => ({
  width: info.width,
  height: frames > 1 && info.pageHeight ? info.pageHeight : info.height,
});

async function encode(pipeline: Sharp, frames: number) {
  const { data, info } = await pipeline
    .webp({ quality: IMAGE_QUALITY, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, ...frameSize(info as typeof info & { pageHeight?: number }, frames) };
}

/**
 * The image and thumbnail we serve for an upload. Throws `invalid` (a 400 with a message) for a
 * file that is not an image, too many pixels or too many frames; never decodes those.
 */
export async function processImage(input: Uint8Array, purpose: ImagePurpose): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    // The header only: nothing is decoded, so no pixel limit yet (ours comes next, with its message).
    meta = await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw invalid(IMAGE_TEXTS.notImage);
  }
  const frames = Math.max(1, meta.pages ?? 1);
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !frameHeight) throw invalid(IMAGE_TEXTS.notImage);
  if (frames > IMAGE_MAX_FRAMES) throw invalid(IMAGE_TEXTS.tooManyFrames);
  if (width * frameHeight * frames > IMAGE_MAX_PIXELS) throw invalid(IMAGE_TEXTS.tooManyPixels);

  const options: SharpOptions = {
    animated: frames > 1,
    // A second guard, enforced by libvips itself from the header.
    limitInputPixels: IMAGE_MAX_PIXELS,
    failOn: 'error',
  };
  const size = IMAGE_SIZES[purpose];
  try {
    const source = sharp(input, options).autoOrient();
    const image = await encode(
      source.clone().resize({ width: size.max, height: size.max, fit: 'inside', withoutEnlargement: true }),
      frames,
    );
    const variants: ProcessedImage['variants'] = {};
    for (const [variant, width] of Object.entries(size.variants) as [ImageVariant, number][]) {
      variants[variant] = await encode(
        purpose === 'profile'
          ? source.clone().resize({ width, height: width, fit: 'cover' })
          : // Never wider than the image itself (a tall picture's image is narrower than its source).
            source.clone().resize({ width: Math.min(width, image.width), withoutEnlargement: true }),
        frames,
      );
    }
    return { image, variants, frames };
  } catch (err) {
    // Its header was fine (checked above), so this is a truncated or corrupt file: the fan's file.
    logger.warn('Image could not be decoded', { error: err });
    throw invalid(IMAGE_TEXTS.notImage);
  }
}
