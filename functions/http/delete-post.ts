/** DELETE /api/posts/{postId}: the author deletes their post. */
import * as routes from '../../shared/manifest/http-route-entries';
import { postIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { removePost } from '../domain/posts';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.deletePost,
  { params: postIdParamsSchema },
  async ({ params, caller }) => {
    await removePost(getDb(), caller.user, params.postId);
    return json(200, { message: 'Post deleted' });
  },
);
