/** GET /api/notifications?limit&before: the caller's notifications, newest first (next page: X-Next-Cursor). */
import { NEXT_CURSOR_HEADER } from '../../shared/constants';
import * as routes from '../../shared/manifest/http-route-entries';
import { notificationPageQuerySchema } from '../../shared/schemas/notifications';
import { getDb } from '../data/client';
import { listNotifications } from '../domain/notifications';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(
  routes.getNotifications,
  { query: notificationPageQuerySchema },
  async ({ query, viewer }) => {
    const page = await listNotifications(getDb(), viewer, query);
    return json(200, page.notifications, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
  },
);
