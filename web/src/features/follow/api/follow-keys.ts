import { apiKey, apiPath } from '@/lib/api-paths';

/** Query keys of the follow feature, from the manifest's addresses (segments joined with "/" form the GET address). */
export const followKeys = {
  status: (userId: string) => apiKey(apiPath('getFollowStatus', { userId })),
  /** The home sidebar's suggestions (cached 10 minutes). */
  suggested: apiKey(apiPath('getSuggestedUsers')),
  /** The search screen's paged suggestions. */
  suggestedPages: [...apiKey(apiPath('getSuggestedUsers')), 'pages'] as const,
};
