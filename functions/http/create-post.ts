/** POST /api/posts: publishes a post by the caller (optional image of their own, YouTube preview). */
import * as routes from '../../shared/manifest/http-route-entries';
import { createPostSchema } from '../../shared/schemas/posts';
import { getDb } from '../data/client';
import { publishPost } from '../domain/posts';
import { json } from '../lib/http';
import { getS3, uploadsBucket } from '../lib/s3';
import { idempotencyKey, route } from './wiring';

export const handler = route(
  routes.createPost,
  { body: createPostSchema },
  async ({ body, viewer, seed }) => {
    const deps = { db: getDb(), uploads: { s3: await getS3(), bucket: uploadsBucket() }, seed };
    return json(201, await publishPost(deps, viewer, body));
  },
  idempotencyKey,
);
