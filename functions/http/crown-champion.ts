/** POST /api/admin/championships/{entityId}/reigns {holderIds, from}: new champions (none: vacated). */
import * as routes from '../../shared/manifest/http-route-entries';
import { crownInputSchema } from '../../shared/schemas/catalogue-admin';
import { entityIdParamsSchema } from '../../shared/schemas/wrestling';
import { getDb } from '../data/client';
import { crownChampion } from '../domain/catalogue/admin-titles';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.crownChampion,
  { params: entityIdParamsSchema, body: crownInputSchema },
  async ({ params, body, caller }) =>
    json(
      201,
      await crownChampion({ db: getDb(), now: () => new Date() }, caller.user.id, params.entityId, body),
    ),
);
