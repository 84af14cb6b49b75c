import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_FRAMES, IMAGE_MAX_PIXELS } from '../../shared/media';
import { animatedGif, bombPng, phonePhoto } from '../../tests/fixtures/images';
import { DomainError } from '../lib/errors';
import { processImage } from './images';

const refusal = (input: Uint8Array) =>
  processImage(input, 'post').then(
    () => null,
    (e: unknown) => e as DomainError,
  );

describe('processImage', () => {
  it('strips EXIF and GPS, applies the orientation and caps a post image at 2048 px, as WebP', async () => {
    const photo = await phonePhoto(3000, 1200);
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('RingsidePhone');
    expect(before.orientation).toBe(6);

    const out = await processImage(photo, 'post');
    const after = await sharp(out.image.bytes).metadata();
    // Portrait now (1,200 x 3,000 once turned), scaled to 2048 px high.
    expect(after).toMatchObject({ format: 'webp', width: 819, height: 2048 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(out.image).toMatchObject({ width: 819, height: 2048 });
    // The smaller copies: 640 and 1,280 px wide, no metadata either.
    const thumb = await sharp(out.variants.thumb?.bytes).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 640 });
    expect(thumb.exif).toBeUndefined();
    // The middle size is never bigger than the image: this portrait one is only 819 px wide.
    expect(out.variants.medium).toMatchObject({ width: 819, height: 2048 });
    expect((await sharp(out.variants.medium?.bytes).metadata()).exif).toBeUndefined();
  });

  it('never enlarges a small image; a profile picture is at most 512 px with a 128 px square thumbnail', async () => {
    const small = await processImage(await phonePhoto(300, 200), 'post');
    expect(small.image).toMatchObject({ width: 200, height: 300 });
    expect(small.variants.thumb).toMatchObject({ width: 200, height: 300 });
    expect(small.variants.medium).toMatchObject({ width: 200, height: 300 });
    const avatar = await processImage(await phonePhoto(1600, 1200), 'profile');
    expect(avatar.image).toMatchObject({ width: 384, height: 512 });
    expect(avatar.variants).toEqual({ thumb: expect.objectContaining({ width: 128, height: 128 }) });
  });

  it('keeps a GIF animated (as an animated WebP)', async () => {
    const out = await processImage(await animatedGif(4), 'post');
    expect(out.frames).toBe(4);
    expect(out.image).toMatchObject({ width: 40, height: 30 });
    const meta = await sharp(out.image.bytes, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'webp', pages: 4, pageHeight: 30 });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    // 10,000 x 5,000 px of black (50 MP), written by hand: 50 KB that would decode to 50 MB+.
    const bomb = { data: bombPng(10_000, 5_000), info: { width: 10_000, height: 5_000 } };
    expect(bomb.info.width * bomb.info.height).toBeGreaterThan(IMAGE_MAX_PIXELS);
    expect(bomb.data.byteLength).toBeLessThan(200 * 1024);
    expect(await sharp(bomb.data, { limitInputPixels: false }).metadata()).toMatchObject({ width: 10_000 });
    const err = await refusal(bomb.data);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({
      kind: 'invalid',
      message: 'This image is too large to process. Please use a smaller one.',
    });
  });

  it('refuses an animation with too many frames', async () => {
    const err = await refusal(await animatedGif(IMAGE_MAX_FRAMES + 1, 4, 4));
    expect(err).toMatchObject({
      kind: 'invalid',
      message: 'This animation has too many frames. Please use a shorter one.',
    });
  });

  it('refuses what is not an image, or a truncated one, with a 4xx kind', async () => {
    for (const input of [
      Buffer.from('<svg onload=alert(1)>'),
      new Uint8Array(0),
      (await phonePhoto(800, 600)).subarray(0, 400),
    ]) {
      const err = await refusal(input);
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toMatchObject({ kind: 'invalid', message: 'The uploaded file is not an image' });
    }
  });
});
