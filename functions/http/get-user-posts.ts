/** GET /api/posts/user/{userId}?limit&before: a fan's posts, newest first. */
import * as routes from '../../shared/manifest/http-route-entries';
import { postPageQuerySchema, userIdParamsSchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { listAuthorPosts } from '../domain/posts';
import { postPage } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getUserPosts,
  { params: userIdParamsSchema, query: postPageQuerySchema },
  async ({ params, query, viewer }) => postPage(await listAuthorPosts(getDb(), viewer, params.userId, query)),
);
