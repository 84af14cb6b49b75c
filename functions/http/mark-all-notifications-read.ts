/** PUT /api/notifications/read-all: every notification of the caller is read. */
import { getDb } from '../data/client';
import { readAllNotifications } from '../domain/notifications';
import { json, route } from '../lib/http';

export const handler = route('markAllNotificationsRead', {}, async ({ caller }) =>
  json(200, { updated: await readAllNotifications(getDb(), caller.user.id) }),
);
