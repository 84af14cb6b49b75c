/** GET /api/settings/alerts: the fan's show-night alerts setting (off unless they turned it on). */
import * as routes from '../../shared/manifest/http-route-entries';
import { alertSettingsOf } from '../domain/rooms/alerts';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.getAlertSettings, {}, async ({ viewer }) =>
  json(200, alertSettingsOf(viewer)),
);
