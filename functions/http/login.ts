/** GET /api/login: the SPA sends the browser here on logout and session loss; the log-in screen is "/". */
import * as routes from '../../shared/manifest/http-route-entries';
import { route } from './wiring';

export const handler = route(routes.login, {}, async () => ({
  statusCode: 302,
  headers: { location: '/', 'cache-control': 'no-store' },
  body: '',
}));
