import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/** Query keys of the notifications feature: the list is GET /api/notifications (['/api/notifications']). */
export const notificationKeys = {
  all: apiKey(apiPath(routes.getNotifications)),
};
