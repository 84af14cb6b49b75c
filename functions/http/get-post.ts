/** GET /api/posts/{postId}: one post. */
import * as routes from '../../shared/manifest/http-route-entries';
import { postIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { viewPost } from '../domain/posts';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getPost, { params: postIdParamsSchema }, async ({ params, caller }) =>
  json(200, await viewPost(getDb(), caller.user.id, params.postId)),
);
