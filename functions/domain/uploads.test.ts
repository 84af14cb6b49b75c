import {
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
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

/** An in-memory bucket behind an S3Client, for the happy paths (no mocking library needed). */
function fakeBucket(objects: Record<string, string>) {
  const bucket = new Map(Object.entries(objects));
  const calls: string[] = [];
  const s3 = {
    send: async (command: { constructor: { name: string }; input: Record<string, string> }) => {
      const { Key, CopySource } = command.input;
      calls.push(`${command.constructor.name} ${Key}`);
      if (command instanceof HeadObjectCommand) {
        const type = bucket.get(Key as string);
        if (type === undefined)
          throw Object.assign(new Error('NotFound'), {
            name: 'NotFound',
            $metadata: { httpStatusCode: 404 },
          });
        return { ContentType: type };
      }
      if (command instanceof CopyObjectCommand) {
        const source = decodeURIComponent(String(CopySource).split('/').slice(1).join('/'));
        bucket.set(Key as string, bucket.get(source) as string);
        return {};
      }
      if (command instanceof DeleteObjectCommand) {
        bucket.delete(Key as string);
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

describe('acceptUploadedImage', () => {
  const pending = '/media/uploads/pending/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.png';
  const final = '/media/uploads/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.png';

  it('moves a pending upload to the fan’s prefix and answers the final path', async () => {
    const f = fakeBucket({ 'uploads/pending/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.png': 'image/png' });
    expect(await acceptUploadedImage(f.deps, 'u1', `${pending}?X-Amz-Signature=x`)).toBe(final);
    expect([...f.bucket]).toEqual([['uploads/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.png', 'image/png']]);
    expect(f.calls).toEqual([
      'HeadObjectCommand uploads/pending/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.png',
      'CopyObjectCommand uploads/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.png',
      'DeleteObjectCommand uploads/pending/u1/01JAAAAAAAAAAAAAAAAAAAAAAA.png',
    ]);
    // The same pending URL again (the post write failed, a double submit): the same final path.
    expect(await acceptUploadedImage(f.deps, 'u1', pending)).toBe(final);
    // An already final URL (data from before pending uploads) is taken as it is.
    expect(await acceptUploadedImage(f.deps, 'u1', final)).toBe(final);
    expect(f.bucket.size).toBe(1);
  });

  it('refuses foreign, missing and non-image uploads and moves nothing', async () => {
    const f = fakeBucket({
      'uploads/pending/u2/01JAAAAAAAAAAAAAAAAAAAAAAA.png': 'image/png',
      'uploads/pending/u1/page.png': 'text/html',
    });
    expect(
      await refusal(
        acceptUploadedImage(f.deps, 'u1', '/media/uploads/pending/u2/01JAAAAAAAAAAAAAAAAAAAAAAA.png'),
      ),
    ).toBe('The image must be one of your own uploads');
    expect(await refusal(acceptUploadedImage(f.deps, 'u1', pending))).toBe(
      'The image was not uploaded. Please try again.',
    );
    expect(await refusal(acceptUploadedImage(f.deps, 'u1', final))).toBe(
      'The image was not uploaded. Please try again.',
    );
    expect(await refusal(acceptUploadedImage(f.deps, 'u1', '/media/uploads/pending/u1/page.png'))).toBe(
      'The uploaded file is not an image',
    );
    expect(f.calls.filter((c) => !c.startsWith('HeadObject'))).toEqual([]);
    expect(f.bucket.size).toBe(2);
  });

  it('fails (500, not 400) when S3 fails, and leaves the pending upload for a retry', async () => {
    const s3 = mockClient(S3Client);
    s3.on(HeadObjectCommand).resolves({ ContentType: 'image/png' });
    s3.on(CopyObjectCommand).rejects(Object.assign(new Error('SlowDown'), { name: 'SlowDown' }));
    const deps = { s3: new S3Client({ region: 'us-east-1' } satisfies S3ClientConfig), bucket: 'b' };
    const err = await acceptUploadedImage(deps, 'u1', pending).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(DomainError);
    expect((err as Error).name).toBe('SlowDown');
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
    s3.on(HeadObjectCommand).rejects(
      Object.assign(new Error('Forbidden'), { $metadata: { httpStatusCode: 403 } }),
    );
    expect(await acceptUploadedImage(deps, 'u1', pending).catch((e: Error) => e.message)).toBe('Forbidden');
    s3.restore();
  });
});

describe('createUploadUrl', () => {
  it('presigns a PUT under uploads/pending/{userId}/ with type and length signed', async () => {
    const s3 = new S3Client({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    const url = new URL(
      await createUploadUrl({ s3, bucket: 'ringside-uploads', now: () => 0 }, 'u1', {
        contentType: 'image/png',
        contentLength: 100,
        purpose: 'post',
      }),
    );
    expect(url.pathname).toMatch(/\/uploads\/pending\/u1\/[0-9A-Z]{26}\.png$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
  });
});
