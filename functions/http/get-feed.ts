/** GET /api/posts/feed?limit&before: the caller's home feed, newest first. */
import * as routes from '../../shared/manifest/http-route-entries';
import { postPageQuerySchema } from '../../shared/schemas/common';
import { getDb } from '../data/client';
import { readFeed } from '../domain/posts';
import { postPage } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getFeed, { query: postPageQuerySchema }, async ({ query, viewer }) =>
  postPage(await readFeed(getDb(), viewer, query)),
);
