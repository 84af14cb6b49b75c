/**
 * POST /api/objects/upload: a presigned S3 PUT for one new key under the caller's pending prefix
 * (uploads/pending/{userId}/: moved out when a post or the profile picture takes it, else expired
 * after a day). The client says what it will send (type, size, profile picture or post image); both
 * are signed, so S3 refuses any other type or a bigger file.
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { uploadRequestSchema } from '../../shared/schemas/uploads';
import { getDb } from '../data/client';
import { createUploadUrl } from '../domain/uploads';
import { json } from '../lib/http';
import { getS3, uploadsBucket } from '../lib/s3';
import { idempotencyKey, route } from './wiring';

export const handler = route(
  routes.createUploadUrl,
  { body: uploadRequestSchema },
  async ({ body, caller }) => {
    const uploadURL = await createUploadUrl(
      { db: getDb(), s3: await getS3(), bucket: uploadsBucket() },
      caller.user.id,
      body,
    );
    return json(200, { uploadURL });
  },
  idempotencyKey,
);
