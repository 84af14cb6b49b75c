import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/**
 * Query keys of the signed-in fan's controls over other fans: the fans they block (['/api/blocks']) and
 * mute (['/api/mutes']), listed in Settings and changed from a profile, a post or Settings.
 */
export const controlKeys = {
  blocks: apiKey(apiPath(routes.getBlocks)),
  mutes: apiKey(apiPath(routes.getMutes)),
};
