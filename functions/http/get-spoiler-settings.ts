/** GET /api/settings/spoilers: the fan's Spoiler Guard settings (the defaults when never set). */
import * as routes from '../../shared/manifest/http-route-entries';
import { spoilerSettingsOf } from '../domain/spoilers/watch';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getSpoilerSettings, {}, async ({ viewer }) =>
  json(200, spoilerSettingsOf(viewer)),
);
