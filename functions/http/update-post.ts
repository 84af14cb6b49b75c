/** PATCH /api/posts/{postId} {replyPolicy}: the author changes who may comment on their post. */
import * as routes from '../../shared/manifest/http-route-entries';
import { postIdParamsSchema } from '../../shared/schemas/common';
import { updatePostSchema } from '../../shared/schemas/posts';
import { getDb } from '../data/client';
import { changeReplyPolicy } from '../domain/posts';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.updatePost,
  { params: postIdParamsSchema, body: updatePostSchema },
  async ({ params, body, caller }) =>
    json(200, await changeReplyPolicy(getDb(), caller.user, params.postId, body)),
);
