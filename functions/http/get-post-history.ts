/** GET /api/posts/{postId}/history: every text a post has had, newest first. */
import * as routes from '../../shared/manifest/http-route-entries';
import { postIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { postHistory } from '../domain/post-edits';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getPostHistory,
  { params: postIdParamsSchema },
  async ({ params, caller }) => json(200, await postHistory(getDb(), caller.user.id, params.postId)),
);
