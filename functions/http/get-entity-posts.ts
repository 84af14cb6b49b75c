/** GET /api/entities/{entityId}/posts?limit&before: posts tagged with an entity, newest first. */
import * as routes from '../../shared/manifest/http-route-entries';
import { postPageQuerySchema } from '../../shared/schemas/common';
import { entityIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { listEntityPosts } from '../domain/catalogue/entity-posts';
import { postPage } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getEntityPosts,
  { params: entityIdParamsSchema, query: postPageQuerySchema },
  async ({ params, query, viewer }) =>
    postPage(await listEntityPosts(getDb(), viewer, params.entityId, query)),
);
