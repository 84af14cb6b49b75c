/** GET /api/posts/feed?limit&before: the caller's home feed, newest first. */
import { postPageQuerySchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { readFeed } from '../domain/posts';
import { postPage, route } from '../lib/http';

export const handler = route('getFeed', { query: postPageQuerySchema }, async ({ query, caller }) =>
  postPage(await readFeed(getDb(), caller.user, query)),
);
