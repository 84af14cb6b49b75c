/** GET /api/posts/hashtag/{tag}?limit&before: posts with a hashtag (any case), newest first. */
import * as routes from '../../shared/manifest/http-route-entries';
import { postPageQuerySchema } from '../../shared/schemas/common';
import { tagParamsSchema } from '../../shared/schemas/posts';
import { getDb } from '../data/client';
import { listHashtagPosts } from '../domain/posts';
import { postPage } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getHashtagPosts,
  { params: tagParamsSchema, query: postPageQuerySchema },
  async ({ params, query, viewer }) => postPage(await listHashtagPosts(getDb(), viewer, params.tag, query)),
);
