/** DELETE /api/admin/comments/{commentId}: an admin takes a comment down (audited). */
import * as routes from '../../shared/manifest/http-route-entries';
import { commentIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { takeDownComment } from '../domain/moderation';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.adminDeleteComment,
  { params: commentIdParamsSchema },
  async ({ params, caller }) => {
    await takeDownComment({ db: getDb(), now: () => new Date() }, caller.user, params.commentId);
    return json(200, { deleted: true });
  },
);
