/** GET /api/posts/{postId}?reveal=1: one post (`reveal`: without its muted-word cover, the card's Show). */
import * as routes from '../../shared/manifest/http-route-entries';
import { postIdParamsSchema } from '../../shared/schemas/common';
import { revealPostQuerySchema } from '../../shared/schemas/controls';
import { getDb } from '../data/client';
import { viewPost } from '../domain/posts';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getPost,
  { params: postIdParamsSchema, query: revealPostQuerySchema },
  async ({ params, query, viewer }) =>
    json(200, await viewPost(getDb(), viewer, params.postId, query.reveal === '1')),
);
