/** PUT /api/settings/spoilers {protect, liftAfter}: the fan's Spoiler Guard settings. */
import * as routes from '../../shared/manifest/http-route-entries';
import { spoilerSettingsSchema } from '../../shared/schemas/spoilers';
import { getDb } from '../data/client';
import { setSpoilerSettings } from '../domain/spoilers/watch';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.updateSpoilerSettings,
  { body: spoilerSettingsSchema },
  async ({ body, caller }) => json(200, await setSpoilerSettings(getDb(), caller.user.id, body)),
);
