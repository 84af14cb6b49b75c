/** PATCH /api/posts/{postId}: the author edits their post's text (15 minutes, 5 times; domain/post-edits.ts). */
import * as routes from '../../shared/manifest/http-route-entries';
import { postIdParamsSchema } from '../../shared/schemas/common';
import { updatePostSchema } from '../../shared/schemas/posts';
import { getDb } from '../data/client';
import { updatePost } from '../domain/post-edits';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.updatePost,
  { params: postIdParamsSchema, body: updatePostSchema },
  async ({ params, body, viewer }) =>
    json(200, await updatePost({ db: getDb() }, viewer, params.postId, body)),
);
