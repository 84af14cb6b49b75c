/** GET /api/posts/feed?limit&before: the caller's home feed, newest first. */
import { postPageQuerySchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { readFeed } from '../domain/posts';
import { json, route } from '../lib/http';

export const handler = route('getFeed', { query: postPageQuerySchema }, async ({ query, caller }) =>
  json(200, await readFeed(getDb(), caller.user, query)),
);
