/** Words every manifest file shares: HTTP methods, access levels and grants. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: no token needed; member: a verified Cognito token of a fan who is not banned; admin: a
 * member in the `admins` group. Declared once per route: API Gateway's authorizer and the handler
 * chain both read it from the manifest.
 */
export type Access = 'public' | 'member' | 'admin';

/** What a function may touch; the CDK stacks turn these into least-privilege grants. */
export type Grant =
  | 'table:read'
  | 'table:write'
  | 'uploads:read'
  | 'uploads:write'
  | 'userpool:admin'
  /**
   * Two-step verification as the server changes it (docs/account.md): the fan's password and code
   * checked on the two-step app client (AdminInitiateAuth, AdminRespondToAuthChallenge), the second
   * step switched (AdminSetUserMFAPreference).
   */
  | 'userpool:two-step'
  /** execute-api:ManageConnections on the WebSocket API only (pushing to, closing connections). */
  | 'ws:manage'
  /** cloudfront:CreateInvalidation on the web distribution (a taken-down image stops being served). */
  | 'media:invalidate'
  /** appsync:EventPublish on the Event API's rooms namespace (a room's frames; docs/rooms.md). */
  | 'events:publish';

export const TABLE_RW = ['table:read', 'table:write'] as const satisfies readonly Grant[];
