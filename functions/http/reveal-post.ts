/** GET /api/posts/{postId}/reveal: "Reveal this post", the whole post Spoiler Guard shields from the caller. */
import * as routes from '../../shared/manifest/http-route-entries';
import { postIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { revealPost } from '../domain/posts';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.revealPost, { params: postIdParamsSchema }, async ({ params, viewer }) =>
  json(200, await revealPost(getDb(), viewer, params.postId)),
);
