/** Query keys of the profile feature. Segments joined with "/" form the GET address (SPEC 7). */
export const profileKeys = {
  detail: (userId: string) => ['/api/users', userId] as const,
};
