/**
 * Uploaded images on the real local cloud (S3 emulator checking presigned signatures, the real
 * functions with real sharp): a phone photo is served re-encoded, without its location, at a
 * sensible size and with a thumbnail; it cannot be swapped after it was accepted; a decompression
 * bomb is refused with a 400; pending originals are never served; the daily quota answers 429.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_SIZES,
  IMAGE_UPLOADS_PER_DAY,
  IMMUTABLE_CACHE_CONTROL,
  thumbnailUrl,
  variantUrl,
} from '../../shared/media';
import type { Post } from '../../shared/schemas/posts';
import { bombPng, phonePhoto } from '../fixtures/images';
import { api, cloud, mediaStatus, uploadExists } from './helpers';
import { keyOfUpload, member, post, putToPresigned, uploadFile } from './social-helpers';

const served = async (path: string) => {
  const res = await fetch(`${cloud().apiBase}${path}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('uploaded images are re-encoded before anyone sees them', () => {
  it('serves a phone photo without its EXIF or GPS, turned upright, capped at 2048 px, with smaller copies', async () => {
    const fan = await member('Arena Photographer');
    const photo = await phonePhoto(4000, 3000);
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('RingsidePhone');
    const { address } = await uploadFile(fan, photo, 'image/jpeg');
    // Before a post takes it, the original (GPS and all) is not served.
    expect(await mediaStatus(`/media/${keyOfUpload(address)}`)).toBe(404);

    const res = await post(fan, { content: 'From the front row', imageURL: address });
    expect(res.status, res.text).toBe(201);
    const created = res.json as unknown as Post;
    // Portrait once turned: 3000 x 4000 scaled to 2048 px high.
    expect(created).toMatchObject({ imageWidth: 1536, imageHeight: IMAGE_SIZES.post.max });
    const image = String(created.imageUrl);
    expect(image).toMatch(new RegExp(`^/media/uploads/${fan.sub}/[0-9A-Z]{26}\\.full\\.webp$`));

    const { res: full, bytes } = await served(image);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1536, height: 2048 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('RingsidePhone');
    expect(bytes.byteLength).toBeLessThan(photo.byteLength);

    const { res: thumb, bytes: thumbBytes } = await served(String(thumbnailUrl(image)));
    expect(thumb.status).toBe(200);
    expect(await sharp(thumbBytes).metadata()).toMatchObject({
      format: 'webp',
      width: IMAGE_SIZES.post.variants.thumb,
    });
    const { res: medium, bytes: mediumBytes } = await served(String(variantUrl(image, 'medium')));
    expect(medium.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(await sharp(mediumBytes).metadata()).toMatchObject({
      format: 'webp',
      width: IMAGE_SIZES.post.variants.medium,
    });

    // The original is gone from the bucket, and the post as read carries the same image.
    expect(await uploadExists(keyOfUpload(address))).toBe(false);
    expect((await api(`/api/posts/${created.id}`, { token: fan.idToken })).json).toMatchObject({
      imageUrl: image,
      imageWidth: 1536,
      imageHeight: 2048,
    });
  });

  it('cannot be swapped: a new file PUT with the same presigned URL changes nothing served', async () => {
    const fan = await member('Image Swapper');
    const first = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const { address, presigned } = await uploadFile(fan, first, 'image/png');
    const res = await post(fan, { content: 'Innocent picture', imageURL: address });
    expect(res.status, res.text).toBe(201);
    const image = String((res.json as unknown as Post).imageUrl);
    const before = (await served(image)).bytes;

    // The same URL (still valid), another picture of the same byte length, submitted again.
    const other = Buffer.from(first);
    other.fill(0, 60, 120);
    expect(await putToPresigned(presigned, other, 'image/png')).toBe(200);
    const again = await post(fan, { content: 'Same upload again', imageURL: address });
    expect(again.status, again.text).toBe(201);
    expect((again.json as unknown as Post).imageUrl).toBe(image);
    expect((await served(image)).bytes.equals(before)).toBe(true);
    expect(await uploadExists(keyOfUpload(address))).toBe(false);
  });

  it('refuses a decompression bomb with a 400 and a message, and posts nothing', async () => {
    const fan = await member('Bomb Maker');
    const bomb = bombPng(10_000, 8_000);
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const { address } = await uploadFile(fan, bomb, 'image/png');
    const res = await post(fan, { content: 'Nothing to see', imageURL: address });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'This image is too large to process. Please use a smaller one.' });
    const mine = (await api(`/api/posts/user/${fan.sub}`, { token: fan.idToken })).json as unknown as Post[];
    expect(mine).toEqual([]);
    const picture = await api('/api/profile-picture', {
      token: fan.idToken,
      method: 'PUT',
      body: { profileImageURL: (await uploadFile(fan, bomb, 'image/png', 'profile')).address },
    });
    expect(picture.status).toBe(400);
  });

  it(`allows ${IMAGE_UPLOADS_PER_DAY} uploads a day per fan, then 429 with Retry-After; other fans are untouched`, async () => {
    const [heavy, other] = await Promise.all([member('Heavy Uploader'), member('Other Uploader')]);
    const ask = (fan: typeof heavy) =>
      api('/api/objects/upload', {
        token: fan.idToken,
        method: 'POST',
        body: { contentType: 'image/png', contentLength: 100, purpose: 'post' },
      });
    for (let i = 0; i < IMAGE_UPLOADS_PER_DAY; i++) expect((await ask(heavy)).status).toBe(200);
    const refused = await ask(heavy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(String(refused.json?.message)).toMatch(
      new RegExp(
        `^You can upload ${IMAGE_UPLOADS_PER_DAY} images a day\\. Please try again in \\d+ hours?\\.$`,
      ),
    );
    expect((await ask(other)).status).toBe(200);
  });
});
