import { describe, expect, it } from 'vitest';
import { postImageSrcSet, thumbnailUrl, variantUrl } from './media';

const FULL = '/media/uploads/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.full.webp';

describe('image copies', () => {
  it('names the smaller copies of a processed image, and nothing else', () => {
    expect(thumbnailUrl(FULL)).toBe('/media/uploads/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.thumb.webp');
    expect(variantUrl(FULL, 'medium')).toBe('/media/uploads/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.medium.webp');
    // Images from before re-encoding, foreign URLs and nothing at all stay as they are.
    for (const url of ['/media/uploads/u1/old.png', 'https://example.com/a.full.webp', null, undefined, ''])
      expect(thumbnailUrl(url)).toBe(url);
    expect(thumbnailUrl('/media/uploads/u1/../u2/x.full.webp')).toBe('/media/uploads/u1/../u2/x.full.webp');
  });

  it('offers the copies narrower than the image, then the image', () => {
    expect(postImageSrcSet(FULL, 2048)).toBe(
      `${thumbnailUrl(FULL)} 640w, ${variantUrl(FULL, 'medium')} 1280w, ${FULL} 2048w`,
    );
    expect(postImageSrcSet(FULL, 900)).toBe(`${thumbnailUrl(FULL)} 640w, ${FULL} 900w`);
    expect(postImageSrcSet(FULL, 640)).toBeUndefined();
    expect(postImageSrcSet('/media/uploads/u1/old.png', 2048)).toBeUndefined();
  });
});
