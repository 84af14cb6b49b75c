/**
 * Query keys of fans' public profiles, shared by the profile screen and the follow button (a
 * follow changes the counts the profile shows). Segments joined with "/" form the GET address.
 */
export const userKeys = {
  all: ['/api/users'] as const,
  detail: (userId: string) => ['/api/users', userId] as const,
};
