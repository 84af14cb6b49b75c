/**
 * sharp (native libvips) and what domain/images.ts has it do to an upload, a lazy module
 * (../lazy.ts): loaded by the first invocation that re-encodes an image (a post with one, a new
 * profile picture), so a function's init file carries neither and a post without an image loads
 * neither. The rules are domain/images.ts's (its top comment); what is refused, and with which
 * text, is answered there too: this module says what it found.
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
} from '../../../shared/media';

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

/** Why an upload is refused: its text in IMAGE_TEXTS. */
export type ImageRefusal = 'notImage' | 'tooManyFrames' | 'tooManyPixels';

let loading: Promise<typeof sharpFactory> | undefined;

/**
 * sharp, loaded once (a package installed only in the image functions, so imported here on first
 * use: the bundling and bench:cold import this file without it); its operation cache is off (a
 * Lambda processes one image at a time).
 */
function loadSharp(): Promise<typeof sharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** Width and height of one frame of an encoded result (an animation's height is all its frames). */
const frameSize = (info: { width: number; height: number; pageHeight?: number }, frames: number) => ({
  width: info.width,
  height: frames > 1 && info.pageHeight ? info.pageHeight : info.height,
});

async function encode(pipeline: Sharp, frames: number): Promise<EncodedImage> {
  const { data, info } = await pipeline
    .webp({ quality: IMAGE_QUALITY, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, ...frameSize(info as typeof info & { pageHeight?: number }, frames) };
}

/**
 * The image and its smaller copies for an upload, or why it is refused: a file that is not an
 * image, too many pixels or too many frames is never decoded; one whose header was fine but whose
 * pixels cannot be decoded (truncated or corrupt) comes with sharp's error (`undecodable`).
 */
export async function encodeImage(
  input: Uint8Array,
  purpose: ImagePurpose,
): Promise<ProcessedImage | { refused: ImageRefusal; undecodable?: unknown }> {
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    // The header only: nothing is decoded, so no pixel limit yet (ours comes next, with its message).
    meta = await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    return { refused: 'notImage' };
  }
  const frames = Math.max(1, meta.pages ?? 1);
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !frameHeight) return { refused: 'notImage' };
  if (frames > IMAGE_MAX_FRAMES) return { refused: 'tooManyFrames' };
  if (width * frameHeight * frames > IMAGE_MAX_PIXELS) return { refused: 'tooManyPixels' };

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
    return { refused: 'notImage', undecodable: err };
  }
}
