import * as routes from '@shared/manifest/http-route-entries';
import { apiKey, apiPath } from '@/lib/api-paths';

/** Query keys of the follow feature, from the manifest's addresses (segments joined with "/" form the GET address). */
export const followKeys = {
  status: (userId: string) => apiKey(apiPath(routes.getFollowStatus, { userId })),
  /** The home sidebar's suggestions (cached 10 minutes). */
  suggested: apiKey(apiPath(routes.getSuggestedUsers)),
  /** The search screen's paged suggestions. */
  suggestedPages: [...apiKey(apiPath(routes.getSuggestedUsers)), 'pages'] as const,
};
