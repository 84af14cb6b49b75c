import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { commentKey } from '../data/comment';
import { postKey } from '../data/post';
import { recordOf, type StreamRecord } from '../data/record';
import { userKey } from '../data/user';
import { invalidatePaths } from '../lib/cloudfront';
import type { ChangeRecord } from '../lib/stream';
import {
  handleMediaChange,
  invalidationReference,
  type MediaDeps,
  mediaToRemove,
  ownedMediaKey,
} from './media';

const A = '7b2c5a10-1111-4a4a-9999-0123456789ab';
const B = 'c0ffee00-2222-4b4b-8888-ba9876543210';
const FILE = '01JAAAAAAAAAAAAAAAAAAAAAAA.png';

/** Fakes that remember what they were asked, as S3 and CloudFront would (both idempotent). */
function fakes() {
  const bucket = new Set([`uploads/${A}/${FILE}`, `uploads/${A}/old.png`, `uploads/${B}/${FILE}`]);
  const invalidations = new Map<string, readonly string[]>();
  const deleted: string[] = [];
  const deps: MediaDeps = {
    deleteObject: async (key) => {
      deleted.push(key);
      bucket.delete(key);
    },
    invalidate: async (paths, ref) => {
      const before = invalidations.get(ref);
      if (before && JSON.stringify(before) !== JSON.stringify(paths)) throw new Error('BatchAlreadyExists');
      invalidations.set(ref, paths);
    },
  };
  return { deps, bucket, invalidations, deleted };
}

/** The typed record a lane hands the consumer. */
const record = (change: ChangeRecord): StreamRecord => {
  const r = recordOf(change);
  if (!r) throw new Error('not a record any consumer reads');
  return r;
};

const postRemoved = (image: Record<string, unknown>): StreamRecord =>
  record({
    eventName: 'REMOVE',
    keys: postKey('P1'),
    oldImage: { id: 'P1', authorId: A, content: 'x', ...image },
    newImage: undefined,
  });

const profile = (
  eventName: ChangeRecord['eventName'],
  before: string | null | undefined,
  after: string | null | undefined,
  userId = A,
): StreamRecord =>
  record({
    eventName,
    keys: userKey(userId),
    oldImage: eventName === 'INSERT' ? undefined : { id: userId, profileImageUrl: before },
    newImage: eventName === 'REMOVE' ? undefined : { id: userId, profileImageUrl: after },
  });

describe('ownedMediaKey', () => {
  it("names only the fan's own final uploads, in their canonical /media form", () => {
    expect(ownedMediaKey(`/media/uploads/${A}/${FILE}`, A)).toBe(`uploads/${A}/${FILE}`);
    for (const url of [
      `/media/uploads/${B}/${FILE}`, // another fan's
      `/media/uploads/pending/${A}/${FILE}`, // a pending upload is never stored
      `/media/uploads/${A}/../${B}/${FILE}`,
      `/media/uploads/${A}/%2e%2e%2f${B}%2f${FILE}`,
      `/media/uploads/${A}/sub/${FILE}`,
      `/media/uploads/${A}/`,
      `/media/uploads/${A}/${FILE}?v=1`,
      `/media/site/index.html`,
      `https://evil.example.com/media/uploads/${A}/${FILE}`,
      `https://ringside-uploads.s3.amazonaws.com/uploads/${A}/${FILE}`,
      `https://i.ytimg.com/vi/x/hqdefault.jpg`,
      '',
      null,
      undefined,
      42,
    ]) {
      expect(ownedMediaKey(url, A), String(url)).toBeNull();
    }
    expect(ownedMediaKey(`/media/uploads/pending/${FILE}`, 'pending')).toBeNull();
    expect(ownedMediaKey(`/media/uploads/${A}/${FILE}`, '')).toBeNull();
  });
});

describe('mediaToRemove', () => {
  it('takes a processed image down with its smaller copies', () => {
    const processed = `/media/uploads/${A}/01JAAAAAAAAAAAAAAAAAAAAAAA.full.webp`;
    expect(mediaToRemove(postRemoved({ imageUrl: processed }))).toEqual([
      `uploads/${A}/01JAAAAAAAAAAAAAAAAAAAAAAA.full.webp`,
      `uploads/${A}/01JAAAAAAAAAAAAAAAAAAAAAAA.thumb.webp`,
      `uploads/${A}/01JAAAAAAAAAAAAAAAAAAAAAAA.medium.webp`,
    ]);
    expect(mediaToRemove(profile('REMOVE', processed, undefined))).toHaveLength(3);
  });

  it("takes down a removed post's image when it is the author's own upload", () => {
    expect(mediaToRemove(postRemoved({ imageUrl: `/media/uploads/${A}/${FILE}` }))).toEqual([
      `uploads/${A}/${FILE}`,
    ]);
    expect(mediaToRemove(postRemoved({ imageUrl: null }))).toEqual([]);
    expect(mediaToRemove(postRemoved({}))).toEqual([]);
    // Never another fan's object, a foreign URL, or anything without a known author.
    expect(mediaToRemove(postRemoved({ imageUrl: `/media/uploads/${B}/${FILE}` }))).toEqual([]);
    expect(mediaToRemove(postRemoved({ imageUrl: 'https://evil.example.com/x.png' }))).toEqual([]);
    expect(
      mediaToRemove(postRemoved({ authorId: undefined, imageUrl: `/media/uploads/${A}/${FILE}` })),
    ).toEqual([]);
    // A post that is only modified keeps its image.
    const image = { id: 'P1', authorId: A, imageUrl: `/media/uploads/${A}/${FILE}` };
    const modified = record({
      eventName: 'MODIFY',
      keys: postKey('P1'),
      oldImage: image,
      newImage: { ...image, popCount: 1 },
    });
    expect(mediaToRemove(modified)).toEqual([]);
  });

  it('takes down the old profile picture when it changed or the profile was removed', () => {
    const old = `/media/uploads/${A}/old.png`;
    const next = `/media/uploads/${A}/${FILE}`;
    expect(mediaToRemove(profile('MODIFY', old, next))).toEqual([`uploads/${A}/old.png`]);
    expect(mediaToRemove(profile('MODIFY', old, null))).toEqual([`uploads/${A}/old.png`]);
    expect(mediaToRemove(profile('REMOVE', old, undefined))).toEqual([`uploads/${A}/old.png`]);
    // Unchanged (a bio edit, a counter), first picture, new profile: nothing.
    expect(mediaToRemove(profile('MODIFY', old, old))).toEqual([]);
    expect(mediaToRemove(profile('MODIFY', null, next))).toEqual([]);
    expect(mediaToRemove(profile('INSERT', undefined, next))).toEqual([]);
    // The owner is the profile's key, never the image: a picture under another prefix is left alone.
    expect(mediaToRemove(profile('MODIFY', `/media/uploads/${B}/${FILE}`, next))).toEqual([]);
    expect(mediaToRemove(profile('REMOVE', `/media/uploads/${B}/${FILE}`, undefined))).toEqual([]);
    expect(mediaToRemove(profile('MODIFY', 'https://example.com/me.png', next))).toEqual([]);
  });

  it('ignores every other item', () => {
    const other = record({
      eventName: 'REMOVE',
      keys: commentKey('C1'),
      oldImage: { imageUrl: `/media/uploads/${A}/${FILE}`, authorId: A },
      newImage: undefined,
    });
    expect(mediaToRemove(other)).toEqual([]);
  });
});

describe('handleMediaChange', () => {
  it('deletes the object and invalidates its /media path; a replay does the same harmlessly', async () => {
    const f = fakes();
    const change = postRemoved({ imageUrl: `/media/uploads/${A}/${FILE}` });
    expect(await handleMediaChange(f.deps, change)).toEqual([`uploads/${A}/${FILE}`]);
    expect(f.bucket.has(`uploads/${A}/${FILE}`)).toBe(false);
    expect(f.bucket.has(`uploads/${B}/${FILE}`)).toBe(true);
    const reference = invalidationReference(postKey('P1'), `/media/uploads/${A}/${FILE}`);
    expect([...f.invalidations]).toEqual([[reference, [`/media/uploads/${A}/${FILE}`]]]);

    await handleMediaChange(f.deps, change);
    expect(f.deleted).toEqual([`uploads/${A}/${FILE}`, `uploads/${A}/${FILE}`]);
    expect(f.invalidations.size).toBe(1);
  });

  it('derives a distinct reference per item and path, stable across calls', () => {
    const path = `/media/uploads/${A}/${FILE}`;
    const ref = invalidationReference(postKey('P1'), path);
    expect(ref).toBe(invalidationReference(postKey('P1'), path));
    expect(ref).not.toBe(invalidationReference(postKey('P2'), path));
    expect(ref).not.toBe(invalidationReference(userKey(A), path));
    expect(ref).not.toBe(invalidationReference(postKey('P1'), `/media/uploads/${A}/other.png`));
    expect(ref.length).toBeLessThanOrEqual(64);
  });

  it('touches nothing for a change without our media', async () => {
    const f = fakes();
    await handleMediaChange(f.deps, profile('MODIFY', null, `/media/uploads/${A}/${FILE}`));
    await handleMediaChange(f.deps, postRemoved({ imageUrl: `/media/uploads/${B}/${FILE}` }));
    expect(f.deleted).toEqual([]);
    expect(f.invalidations.size).toBe(0);
  });

  it('throws when S3 or CloudFront fails, so the lane retries (and parks) the record', async () => {
    const change = profile('MODIFY', `/media/uploads/${A}/old.png`, null);
    const s3Down = { ...fakes().deps, deleteObject: () => Promise.reject(new Error('SlowDown')) };
    await expect(handleMediaChange(s3Down, change)).rejects.toThrow('SlowDown');
    const cdnDown = { ...fakes().deps, invalidate: () => Promise.reject(new Error('TooManyInvalidations')) };
    await expect(handleMediaChange(cdnDown, change)).rejects.toThrow('TooManyInvalidations');
  });
});

describe('invalidatePaths (CloudFront failure paths)', () => {
  it('sends one CreateInvalidation with the reference, does nothing without a distribution, rethrows failures', async () => {
    const cloudFront = mockClient(CloudFrontClient);
    const client = new CloudFrontClient({ region: 'us-east-1' });
    cloudFront.on(CreateInvalidationCommand).resolves({});
    await invalidatePaths(['/media/uploads/a/b.png'], 'ref-1', 'E123', client);
    expect(cloudFront.commandCalls(CreateInvalidationCommand)[0]?.args[0].input).toEqual({
      DistributionId: 'E123',
      InvalidationBatch: {
        CallerReference: 'ref-1',
        Paths: { Quantity: 1, Items: ['/media/uploads/a/b.png'] },
      },
    });
    await invalidatePaths(['/media/uploads/a/b.png'], 'ref-1', '', client);
    expect(cloudFront.commandCalls(CreateInvalidationCommand)).toHaveLength(1);

    cloudFront.on(CreateInvalidationCommand).rejects(
      Object.assign(new Error('Too many invalidations in progress'), {
        name: 'TooManyInvalidationsInProgress',
      }),
    );
    await expect(invalidatePaths(['/media/uploads/a/b.png'], 'ref-2', 'E123', client)).rejects.toThrow(
      'Too many invalidations',
    );
    cloudFront.restore();
  });
});
