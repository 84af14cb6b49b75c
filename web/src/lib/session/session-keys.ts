import * as routes from '@shared/manifest/http-route-entries';
import { apiAliasPath, apiKey } from '@/lib/api-paths';

/**
 * Query keys of the signed-in fan. The key is GET /api/user (the spec's alias of /api/auth/user): the
 * default query function reads it as the address (SPEC 7).
 */
export const sessionKeys = {
  user: apiKey(apiAliasPath(routes.getCurrentUser, '/api/user')),
};
