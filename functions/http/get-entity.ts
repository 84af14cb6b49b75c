/**
 * GET /api/entities/{slugOrId}?results=true: an entity's page (facts, whether the caller follows it,
 * what it relates to); titles, holders and reigns as results left them only with results=true.
 */
import * as routes from '../../shared/manifest/http-route-entries';
import { entityPageQuerySchema } from '../../shared/schemas/entities';
import { slugOrIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { entityPage } from '../domain/catalogue/entities';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getEntity,
  { params: slugOrIdParamsSchema, query: entityPageQuerySchema },
  async ({ params, query, viewer }) =>
    json(200, await entityPage(getDb(), viewer, params.slugOrId, query.results === 'true')),
);
