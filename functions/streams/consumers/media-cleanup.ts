/**
 * Consumer (derived lane): a deleted post's image and a replaced or removed profile picture are
 * deleted from the uploads bucket and invalidated in CloudFront (see domain/media.ts).
 */
import type { StreamRecord } from '../../data/record';
import { handleMediaChange, type MediaDeps } from '../../domain/media';
import { invalidatePaths } from '../../lib/cloudfront';
import { getS3, s3Sdk, uploadsBucket } from '../../lib/s3';

const deps: MediaDeps = {
  deleteObject: async (key) => {
    const { DeleteObjectCommand } = await s3Sdk();
    await (await getS3()).send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: key }));
  },
  invalidate: (paths, callerReference) => invalidatePaths(paths, callerReference),
};

export const consume = async (record: StreamRecord): Promise<void> => {
  await handleMediaChange(deps, record);
};
