/** GET /api/posts/hashtag/{tag}?limit&before: posts with a hashtag (any case), newest first. */
import { postPageQuerySchema, tagParamsSchema } from '../../shared/schemas';
import { getDb } from '../data/client';
import { postsByHashtag } from '../data/post';
import { hydratePosts } from '../domain/posts';
import { json, route } from '../lib/http';

export const handler = route(
  { access: 'member', params: tagParamsSchema, query: postPageQuerySchema },
  async ({ params, query, caller }) => {
    const db = getDb();
    const refs = await postsByHashtag(db, params.tag, query);
    return json(200, (await hydratePosts(db, caller.user.id, refs)).items);
  },
);
