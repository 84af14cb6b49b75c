/** POST /api/tags/suggest {content}: the catalogue entities a post's text names (domain/catalogue/tag-suggestions.ts). */
import * as routes from '../../shared/manifest/http-route-entries';
import { suggestTagsSchema } from '../../shared/schemas/tags';
import { getDb } from '../data/client';
import { suggestTags } from '../domain/catalogue/tag-suggestions';
import { clockNow } from '../lib/clock';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.suggestTags, { body: suggestTagsSchema }, async ({ body }) =>
  json(200, await suggestTags(getDb(), body.content, clockNow())),
);
