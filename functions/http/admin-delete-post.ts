/** DELETE /api/admin/posts/{postId}: an admin takes a post down (audited; reports keep its text). */
import * as routes from '../../shared/manifest/http-route-entries';
import { postIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { takeDownPost } from '../domain/moderation';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.adminDeletePost,
  { params: postIdParamsSchema },
  async ({ params, caller }) => {
    await takeDownPost({ db: getDb(), now: () => new Date() }, caller.user, params.postId);
    return json(200, { deleted: true });
  },
);
