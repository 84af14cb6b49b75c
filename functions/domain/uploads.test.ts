import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOADS_PER_DAY, IMMUTABLE_CACHE_CONTROL } from '../../shared/media';
import type { Db } from '../data/client';
import { DomainError } from '../lib/errors';
import {
  acceptUploadedImage,
  bucketUrlPrefixes,
  createUploadUrl,
  parseOwnUploadKey,
  type UploadDeps,
  uploadKeyFromUrl,
} from './uploads';

describe('uploadKeyFromUrl', () => {
  const aws = bucketUrlPrefixes('ringside-uploads', { AWS_REGION: 'eu-west-1' });
  const local = bucketUrlPrefixes('ringside-uploads', { AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:8712' });

  it('accepts our bucket’s URLs (with or without query) and /media paths under the caller’s prefix', () => {
    for (const key of [
      'uploads/pending/u1/01J0000000000000000000000A.png',
      'uploads/u1/01J0000000000000000000000A.png',
    ]) {
      expect(
        uploadKeyFromUrl(
          `https://ringside-uploads.s3.eu-west-1.amazonaws.com/${key}?X-Amz-Signature=abc`,
          'u1',
          aws,
        ),
      ).toBe(key);
      expect(uploadKeyFromUrl(`http://127.0.0.1:8712/ringside-uploads/${key}`, 'u1', local)).toBe(key);
      expect(uploadKeyFromUrl(`/media/${key}`, 'u1', aws)).toBe(key);
    }
  });

  it('refuses other hosts, other buckets, other fans and path tricks', () => {
    expect(uploadKeyFromUrl('https://evil.example.com/uploads/u1/a.png', 'u1', aws)).toBeNull();
    expect(
      uploadKeyFromUrl('https://other-bucket.s3.eu-west-1.amazonaws.com/uploads/u1/a.png', 'u1', aws),
    ).toBeNull();
    expect(uploadKeyFromUrl('/media/uploads/u2/a.png', 'u1', aws)).toBeNull();
    expect(uploadKeyFromUrl('/media/uploads/pending/u2/a.png', 'u1', aws)).toBeNull();
    expect(uploadKeyFromUrl('/media/uploads/u1/../u2/a.png', 'u1', aws)).toBeNull();
    expect(uploadKeyFromUrl('/media/uploads/pending/u1/../../u2/a.png', 'u1', aws)).toBeNull();
    expect(uploadKeyFromUrl('/media/uploads/u1/%2e%2e%2fu2%2fa.png', 'u1', aws)).toBeNull();
    expect(uploadKeyFromUrl('/media/uploads/u1/', 'u1', aws)).toBeNull();
    expect(uploadKeyFromUrl('/media/uploads/pending/u1/', 'u1', aws)).toBeNull();
    expect(uploadKeyFromUrl('javascript:alert(1)', 'u1', aws)).toBeNull();
  });
});

describe('parseOwnUploadKey', () => {
  it('tells pending from final uploads of one fan, and nothing else', () => {
    expect(parseOwnUploadKey('uploads/pending/u1/a.png', 'u1')).toEqual({ file: 'a.png', pending: true });
    expect(parseOwnUploadKey('uploads/u1/a.png', 'u1')).toEqual({ file: 'a.png', pending: false });
    expect(parseOwnUploadKey('uploads/u2/a.png', 'u1')).toBeNull();
    expect(parseOwnUploadKey('uploads/pending/u1/sub/a.png', 'u1')).toBeNull();
    expect(parseOwnUploadKey('uploads/u1/sub/a.png', 'u1')).toBeNull();
    expect(parseOwnUploadKey('site/u1/a.png', 'u1')).toBeNull();
    // "pending" is never a fan, so uploads/pending/{file} is nobody's final upload.
    expect(parseOwnUploadKey('uploads/pending/a.png', 'pending')).toBeNull();
    expect(parseOwnUploadKey('uploads//a.png', '')).toBeNull();
  });
});

interface StoredObject {
  body: Uint8Array;
  type: string;
  metadata?: Record<string, string>;
  cacheControl?: string;
}

/** An in-memory bucket behind an S3Client, for the happy paths (no mocking library needed). */
function fakeBucket(objects: Record<string, StoredObject>) {
  const bucket = new Map(Object.entries(objects));
  const calls: string[] = [];
  const missing = () =>
    Object.assign(new Error('NotFound'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } });
  const s3 = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      const key = String(command.input.Key);
      calls.push(`${command.constructor.name} ${key}`);
      const found = bucket.get(key);
      if (command instanceof HeadObjectCommand) {
        if (!found) throw missing();
        return { ContentType: found.type, Metadata: found.metadata };
      }
      if (command instanceof GetObjectCommand) {
        if (!found) throw missing();
        return { ContentType: found.type, Body: { transformToByteArray: async () => found.body } };
      }
      if (command instanceof PutObjectCommand) {
        const input = command.input as {
          Body: Uint8Array;
          ContentType: string;
          Metadata: Record<string, string>;
        };
        if (command.input.IfNoneMatch === '*' && found)
          throw Object.assign(new Error('PreconditionFailed'), {
            name: 'PreconditionFailed',
            $metadata: { httpStatusCode: 412 },
          });
        bucket.set(key, {
          body: input.Body,
          type: input.ContentType,
          metadata: input.Metadata,
          cacheControl: String(command.input.CacheControl),
        });
        return {};
      }
      if (command instanceof DeleteObjectCommand) {
        bucket.delete(key);
        return {};
      }
      throw new Error(`unexpected ${command.constructor.name}`);
    },
  } as unknown as S3Client;
  return { deps: { s3, bucket: 'ringside-uploads' } satisfies UploadDeps, bucket, calls };
}

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return (err as Error).message;
};

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe('acceptUploadedImage', () => {
  const file = '01JAAAAAAAAAAAAAAAAAAAAAAA';
  const pendingKey = `uploads/pending/u1/${file}.png`;
  const pending = `/media/${pendingKey}`;
  const imageKey = `uploads/u1/${file}.full.webp`;
  const thumbKey = `uploads/u1/${file}.thumb.webp`;
  const mediumKey = `uploads/u1/${file}.medium.webp`;

  it('re-encodes a pending upload under server-owned keys, with its smaller copies, and deletes the original', async () => {
    const f = fakeBucket({ [pendingKey]: { body: await png(3000, 1500, '#c00'), type: 'image/png' } });
    const image = await acceptUploadedImage(f.deps, 'u1', `${pending}?X-Amz-Signature=x`, 'post');
    expect(image).toEqual({ url: `/media/${imageKey}`, width: 2048, height: 1024 });
    expect([...f.bucket.keys()].sort()).toEqual([imageKey, mediumKey, thumbKey]);
    const stored = f.bucket.get(imageKey);
    expect(stored?.type).toBe('image/webp');
    expect(stored?.cacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(await sharp(stored?.body).metadata()).toMatchObject({ format: 'webp', width: 2048, height: 1024 });
    expect(await sharp(f.bucket.get(thumbKey)?.body).metadata()).toMatchObject({ width: 640, height: 320 });
    expect(await sharp(f.bucket.get(mediumKey)?.body).metadata()).toMatchObject({ width: 1280, height: 640 });
    expect(f.bucket.get(mediumKey)?.cacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(f.calls).toEqual([
      `HeadObjectCommand ${imageKey}`,
      `GetObjectCommand ${pendingKey}`,
      `PutObjectCommand ${thumbKey}`,
      `PutObjectCommand ${mediumKey}`,
      `PutObjectCommand ${imageKey}`,
      `DeleteObjectCommand ${pendingKey}`,
    ]);
    // The same pending URL again (the post write failed, a double submit): the same image.
    expect(await acceptUploadedImage(f.deps, 'u1', pending, 'post')).toEqual(image);
    // The processed URL itself is taken as it is.
    expect(await acceptUploadedImage(f.deps, 'u1', image.url, 'post')).toEqual(image);
  });

  it('never lets the presigned URL swap an accepted image: a new file at the same pending key is discarded', async () => {
    const f = fakeBucket({ [pendingKey]: { body: await png(400, 300, '#c00'), type: 'image/png' } });
    const first = await acceptUploadedImage(f.deps, 'u1', pending, 'post');
    const served = f.bucket.get(imageKey)?.body;
    // The fan PUTs another picture with the same presigned URL and submits it again.
    f.bucket.set(pendingKey, { body: await png(200, 800, '#00c'), type: 'image/png' });
    expect(await acceptUploadedImage(f.deps, 'u1', pending, 'post')).toEqual(first);
    expect(f.bucket.get(imageKey)?.body).toBe(served);
    expect(f.bucket.has(pendingKey)).toBe(false);
  });

  it('refuses foreign, missing, non-image and undecodable uploads and writes nothing', async () => {
    const f = fakeBucket({
      [`uploads/pending/u2/${file}.png`]: { body: await png(10, 10, '#fff'), type: 'image/png' },
      'uploads/pending/u1/page.png': { body: Buffer.from('<html>'), type: 'text/html' },
      'uploads/pending/u1/fake.png': { body: Buffer.from('not a picture'), type: 'image/png' },
    });
    const refuse = (url: string) => refusal(acceptUploadedImage(f.deps, 'u1', url, 'post'));
    expect(await refuse(`/media/uploads/pending/u2/${file}.png`)).toBe(
      'The image must be one of your own uploads',
    );
    expect(await refuse(pending)).toBe('The image was not uploaded. Please try again.');
    expect(await refuse(`/media/${imageKey}`)).toBe('The image was not uploaded. Please try again.');
    expect(await refuse('/media/uploads/pending/u1/page.png')).toBe('The uploaded file is not an image');
    expect(await refuse('/media/uploads/pending/u1/fake.png')).toBe('The uploaded file is not an image');
    expect(f.calls.filter((c) => c.startsWith('Put') || c.startsWith('Delete'))).toEqual([]);
    expect(f.bucket.size).toBe(3);
  });

  it('refuses a file over the purpose’s size limit (a 6 MB profile picture)', async () => {
    const f = fakeBucket({ [pendingKey]: { body: new Uint8Array(6 * 1024 * 1024), type: 'image/png' } });
    expect(await refusal(acceptUploadedImage(f.deps, 'u1', pending, 'profile'))).toBe(
      'Images can be at most 5 MB',
    );
  });

  it('fails (500, not 400) when S3 fails, and leaves the pending upload for a retry', async () => {
    const s3 = mockClient(S3Client);
    const body = await png(20, 20, '#0c0');
    s3.on(HeadObjectCommand).rejects(Object.assign(new Error('NotFound'), { name: 'NotFound' }));
    s3.on(GetObjectCommand).resolves({
      ContentType: 'image/png',
      Body: { transformToByteArray: async () => body } as never,
    });
    s3.on(PutObjectCommand).rejects(Object.assign(new Error('SlowDown'), { name: 'SlowDown' }));
    const deps = { s3: new S3Client({ region: 'us-east-1' } satisfies S3ClientConfig), bucket: 'b' };
    const err = await acceptUploadedImage(deps, 'u1', pending, 'post').catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(DomainError);
    expect((err as Error).name).toBe('SlowDown');
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
    s3.on(HeadObjectCommand).rejects(
      Object.assign(new Error('Forbidden'), { $metadata: { httpStatusCode: 403 } }),
    );
    expect(await acceptUploadedImage(deps, 'u1', pending, 'post').catch((e: Error) => e.message)).toBe(
      'Forbidden',
    );
    s3.restore();
  });
});

describe('createUploadUrl', () => {
  const s3 = new S3Client({
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
  });
  /** A table whose quota counter allows `allowed` more calls (the real counter is integration-tested). */
  const quotaDb = (allowed: number) => {
    let left = allowed;
    const send = async () => {
      if (left-- > 0) return {};
      throw Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' });
    };
    return { doc: { send }, table: 't' } as unknown as Db;
  };
  const request = { contentType: 'image/png', contentLength: 100, purpose: 'post' } as const;

  it('presigns a PUT under uploads/pending/{userId}/ with type and length signed', async () => {
    const url = new URL(
      await createUploadUrl({ db: quotaDb(1), s3, bucket: 'ringside-uploads', now: () => 0 }, 'u1', request),
    );
    expect(url.pathname).toMatch(/\/uploads\/pending\/u1\/[0-9A-Z]{26}\.png$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
  });

  it('answers 429 with the hours left once the day’s quota is used', async () => {
    const noon = Date.UTC(2026, 10, 23, 12, 0, 0);
    const err = await createUploadUrl(
      { db: quotaDb(0), s3, bucket: 'ringside-uploads', now: () => noon },
      'u1',
      request,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: 12 * 3600 });
    expect((err as Error).message).toBe(
      `You can upload ${IMAGE_UPLOADS_PER_DAY} images a day. Please try again in 12 hours.`,
    );
  });
});
