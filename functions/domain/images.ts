/**
 * Re-encoding an uploaded image before anyone sees it (docs/safety.md, "Images"), with sharp:
 * orientation applied, every piece of metadata dropped (EXIF, GPS, XMP, ICC: sharp writes none
 * unless asked), the longest side capped, WebP out, and smaller copies (a thumbnail; for posts a
 * middle size too). An animated GIF stays animated
 * (as an animated WebP). A picture that would decode to more than IMAGE_MAX_PIXELS is refused from
 * its header, before a pixel is decoded; anything sharp cannot read is "not an image".
 *
 * sharp (native libvips) and the pipeline run on it are a lazy module (lib/lazy/images.mts), loaded
 * by the first image to re-encode: the functions that import this module only for its types or
 * helpers, and a post without an image, never load them. sharp is installed only in the functions
 * that process images (shared/manifest/runtime.ts, IMAGE_FUNCTIONS).
 */
import type { ImagePurpose } from '../../shared/media';
import { IMAGE_TEXTS } from '../../shared/messages';
import { invalid } from '../lib/errors';
import { loadImages } from '../lib/lazy';
import type { ProcessedImage } from '../lib/lazy/images.mjs';
import { logger } from '../lib/observability';

export type { EncodedImage, ImageRefusal, ProcessedImage } from '../lib/lazy/images.mjs';

/**
 * The image and thumbnail we serve for an upload. Throws `invalid` (a 400 with a message) for a
 * file that is not an image, too many pixels or too many frames; never decodes those.
 */
export async function processImage(input: Uint8Array, purpose: ImagePurpose): Promise<ProcessedImage> {
  const { encodeImage } = await loadImages();
  const result = await encodeImage(input, purpose);
  if (!('refused' in result)) return result;
  // Its header was fine (checked first), so this is a truncated or corrupt file: the fan's file.
  if ('undecodable' in result) logger.warn('Image could not be decoded', { error: result.undecodable });
  throw invalid(IMAGE_TEXTS[result.refused]);
}
