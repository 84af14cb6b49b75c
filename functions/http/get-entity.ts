/** GET /api/entities/{slugOrId}: an entity's page (facts, whether the caller follows it, what it relates to). */
import * as routes from '../../shared/manifest/http-route-entries';
import { slugOrIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { entityPage } from '../domain/entities';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getEntity, { params: slugOrIdParamsSchema }, async ({ params, viewer }) =>
  json(200, await entityPage(getDb(), viewer, params.slugOrId)),
);
