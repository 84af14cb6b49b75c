/** GET /api/posts/{postId}/history?reveal=1: every text a post has had, newest first (`reveal`: uncovered). */
import * as routes from '../../shared/manifest/http-route-entries';
import { postIdParamsSchema } from '../../shared/schemas/common';
import { revealPostQuerySchema } from '../../shared/schemas/controls';
import { getDb } from '../data/client';
import { postHistory } from '../domain/post-edits';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getPostHistory,
  { params: postIdParamsSchema, query: revealPostQuerySchema },
  async ({ params, query, viewer }) =>
    json(200, await postHistory(getDb(), viewer, params.postId, query.reveal === '1')),
);
