/** PUT /api/notifications/read-all: every notification of the caller is read. */
import * as routes from '../../shared/manifest/http-route-entries';
import { getDb } from '../data/client';
import { readAllNotifications } from '../domain/notifications';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.markAllNotificationsRead, {}, async ({ caller }) =>
  json(200, { updated: await readAllNotifications(getDb(), caller.user.id) }),
);
