/** PUT /api/settings/alerts {showNight}: show-night alerts on or off. */
import * as routes from '../../shared/manifest/http-route-entries';
import { alertSettingsSchema } from '../../shared/schemas/rooms';
import { getDb } from '../data/client';
import { setAlertSettings } from '../domain/rooms/alerts';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.updateAlertSettings,
  { body: alertSettingsSchema },
  async ({ body, caller }) => json(200, await setAlertSettings(getDb(), caller.user.id, body)),
);
