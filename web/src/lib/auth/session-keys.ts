/** Query keys of the session. Segments joined with "/" form the GET address (SPEC 7). */
export const sessionKeys = {
  user: ['/api/user'] as const,
};
