/** PUT /api/notifications/{id}/read: one of the caller's notifications is read. */
import * as routes from '../../shared/manifest/http-route-entries';
import { notificationIdParamsSchema } from '../../shared/schemas/notifications';
import { getDb } from '../data/client';
import { readNotification } from '../domain/notifications';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.markNotificationRead,
  { params: notificationIdParamsSchema },
  async ({ params, caller }) => {
    await readNotification(getDb(), caller.user.id, params.id);
    return json(200, { message: 'Notification marked as read' });
  },
);
