import { describe, expect, it } from 'vitest';
import { bucketUrlPrefixes, uploadKeyFromUrl } from './uploads';

describe('uploadKeyFromUrl', () => {
  const aws = bucketUrlPrefixes('ringside-uploads', { AWS_REGION: 'eu-west-1' });
  const local = bucketUrlPrefixes('ringside-uploads', { AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:8712' });

  it('accepts our bucket’s URLs (with or without query) and /media paths under the caller’s prefix', () => {
    const key = 'uploads/u1/01J0000000000000000000000A.png';
    expect(
      uploadKeyFromUrl(
        `https://ringside-uploads.s3.eu-west-1.amazonaws.com/${key}?X-Amz-Signature=abc`,
        'u1',
        aws,
      ),
    ).toBe(key);
    expect(uploadKeyFromUrl(`http://127.0.0.1:8712/ringside-uploads/${key}`, 'u1', local)).toBe(key);
    expect(uploadKeyFromUrl(`/media/${key}`, 'u1', aws)).toBe(key);
  });

  it('refuses other hosts, other buckets, other fans and path tricks', () => {
    expect(uploadKeyFromUrl('https://evil.example.com/uploads/u1/a.png', 'u1', aws)).toBeNull();
    expect(
      uploadKeyFromUrl('https://other-bucket.s3.eu-west-1.amazonaws.com/uploads/u1/a.png', 'u1', aws),
    ).toBeNull();
    expect(uploadKeyFromUrl('/media/uploads/u2/a.png', 'u1', aws)).toBeNull();
    expect(uploadKeyFromUrl('/media/uploads/u1/../u2/a.png', 'u1', aws)).toBeNull();
    expect(uploadKeyFromUrl('/media/uploads/u1/%2e%2e%2fu2%2fa.png', 'u1', aws)).toBeNull();
    expect(uploadKeyFromUrl('/media/uploads/u1/', 'u1', aws)).toBeNull();
    expect(uploadKeyFromUrl('javascript:alert(1)', 'u1', aws)).toBeNull();
  });
});
