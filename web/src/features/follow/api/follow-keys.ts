/** Query keys of the follow feature. Segments joined with "/" form the GET address (SPEC 7). */
export const followKeys = {
  status: (userId: string) => ['/api/follow/status', userId] as const,
  /** The home sidebar's suggestions (cached 10 minutes). */
  suggested: ['/api/users/suggested'] as const,
  /** The search screen's paged suggestions. */
  suggestedPages: ['/api/users/suggested', 'pages'] as const,
};
