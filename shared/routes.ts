/**
 * The typed route manifest: the single source for the CDK HTTP/WebSocket routes, the local
 * gateway and the web API client. `handler` is a module under functions/ (without extension)
 * exporting `handler`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: no token needed; member: a verified Cognito token; admin: a token in the admins group. */
export type Access = 'public' | 'member' | 'admin';

/** What a route's function may touch; the CDK stack turns these into least-privilege grants. */
export type Grant = 'table:read' | 'table:write' | 'uploads:read' | 'uploads:write' | 'userpool:admin';

export interface HttpRoute {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly handler: `http/${string}`;
  readonly access: Access;
  readonly grants: readonly Grant[];
}

const MEMBER_RW = ['table:read', 'table:write'] as const satisfies readonly Grant[];

export const HTTP_ROUTES = [
  { name: 'login', method: 'GET', path: '/api/login', handler: 'http/login', access: 'public', grants: [] },
  {
    name: 'getUser',
    method: 'GET',
    path: '/api/user',
    handler: 'http/get-current-user',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'getAuthUser',
    method: 'GET',
    path: '/api/auth/user',
    handler: 'http/get-current-user',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'getUserById',
    method: 'GET',
    path: '/api/users/{userId}',
    handler: 'http/get-user',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'updateProfile',
    method: 'PUT',
    path: '/api/profile',
    handler: 'http/update-profile',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'updateProfilePicture',
    method: 'PUT',
    path: '/api/profile-picture',
    handler: 'http/update-profile-picture',
    access: 'member',
    grants: [...MEMBER_RW, 'uploads:read'],
  },
  {
    name: 'createUploadUrl',
    method: 'POST',
    path: '/api/objects/upload',
    handler: 'http/create-upload-url',
    access: 'member',
    grants: [...MEMBER_RW, 'uploads:write'],
  },
  {
    name: 'getSuggestedUsers',
    method: 'GET',
    path: '/api/users/suggested',
    handler: 'http/get-suggested-users',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'followUser',
    method: 'POST',
    path: '/api/follow',
    handler: 'http/follow-user',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'unfollowUser',
    method: 'DELETE',
    path: '/api/follow/{userId}',
    handler: 'http/unfollow-user',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'getFollowStatus',
    method: 'GET',
    path: '/api/follow/status/{userId}',
    handler: 'http/get-follow-status',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'createPost',
    method: 'POST',
    path: '/api/posts',
    handler: 'http/create-post',
    access: 'member',
    grants: [...MEMBER_RW, 'uploads:read'],
  },
  {
    name: 'getFeed',
    method: 'GET',
    path: '/api/posts/feed',
    handler: 'http/get-feed',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'getPost',
    method: 'GET',
    path: '/api/posts/{postId}',
    handler: 'http/get-post',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'deletePost',
    method: 'DELETE',
    path: '/api/posts/{postId}',
    handler: 'http/delete-post',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'getUserPosts',
    method: 'GET',
    path: '/api/posts/user/{userId}',
    handler: 'http/get-user-posts',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'getHashtagPosts',
    method: 'GET',
    path: '/api/posts/hashtag/{tag}',
    handler: 'http/get-hashtag-posts',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'getComments',
    method: 'GET',
    path: '/api/posts/{postId}/comments',
    handler: 'http/get-comments',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'createComment',
    method: 'POST',
    path: '/api/comments',
    handler: 'http/create-comment',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'deleteComment',
    method: 'DELETE',
    path: '/api/comments/{commentId}',
    handler: 'http/delete-comment',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'toggleReaction',
    method: 'POST',
    path: '/api/reactions',
    handler: 'http/toggle-reaction',
    access: 'member',
    grants: MEMBER_RW,
  },
  {
    name: 'youtubePreview',
    method: 'POST',
    path: '/api/youtube/preview',
    handler: 'http/youtube-preview',
    access: 'member',
    grants: MEMBER_RW,
  },
] as const satisfies readonly HttpRoute[];

export type RouteName = (typeof HTTP_ROUTES)[number]['name'];

export interface WsRoute {
  readonly routeKey: '$connect' | '$disconnect' | '$default';
  readonly handler: `ws/${string}`;
  readonly grants: readonly Grant[];
}

export const WS_ROUTES = [
  { routeKey: '$connect', handler: 'ws/connect', grants: MEMBER_RW },
  { routeKey: '$disconnect', handler: 'ws/disconnect', grants: MEMBER_RW },
  { routeKey: '$default', handler: 'ws/default', grants: ['table:read'] },
] as const satisfies readonly WsRoute[];

/** The WebSocket $connect authorizer (verifies the ?token= query parameter). */
export const WS_AUTHORIZER = { handler: 'ws/authorizer', grants: ['table:read'] } as const;

/** Cognito triggers. */
export const COGNITO_TRIGGERS = { preSignUp: { handler: 'auth/pre-sign-up' } } as const;

/** Every function module the manifest names, for the "every entry has a handler" test. */
export function allHandlerModules(): string[] {
  return [
    ...HTTP_ROUTES.map((r) => r.handler),
    ...WS_ROUTES.map((r) => r.handler),
    WS_AUTHORIZER.handler,
    COGNITO_TRIGGERS.preSignUp.handler,
    ...STREAM_CONSUMERS.map((c) => c.handler),
    ...SCHEDULED_JOBS.map((j) => j.handler),
  ];
}

/** Fills `{param}` placeholders of a manifest path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * Finds the route for a request as API Gateway does: static segments win over {params}
 * (so /api/users/suggested beats /api/users/{userId}).
 */
export function findRoute<R extends { method: string; path: string }>(
  routes: readonly R[],
  method: string,
  path: string,
): { route: R; params: Record<string, string> } | null {
  let best: { route: R; params: Record<string, string> } | null = null;
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, path);
    if (params && (!best || Object.keys(params).length < Object.keys(best.params).length))
      best = { route, params };
  }
  return best;
}

/** Matches a concrete path against a manifest path, returning its parameters or null. */
export function matchPath(pattern: string, actual: string): Record<string, string> | null {
  const p = pattern.split('/');
  const a = actual.split('/');
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const seg = p[i] ?? '';
    const val = a[i] ?? '';
    const m = /^\{(\w+)\}$/.exec(seg);
    if (m?.[1]) {
      if (!val) return null;
      params[m[1]] = decodeURIComponent(val);
    } else if (seg !== val) {
      return null;
    }
  }
  return params;
}

/**
 * A Lambda event-filter pattern on stream records (the subset we use: exact values, prefix, exists).
 * The CDK event source and the local stream poller apply the same patterns.
 */
export type FilterLeaf = string | number | boolean | { prefix: string } | { exists: boolean };
export interface FilterPattern {
  [key: string]: FilterPattern | readonly FilterLeaf[];
}

export interface StreamConsumer {
  readonly name: string;
  readonly handler: `streams/${string}`;
  readonly filters: readonly FilterPattern[];
  readonly batchSize: number;
  readonly grants: readonly Grant[];
}

/** Stream records of one entity: its key prefix (PK) and sort key, as docs/data-model.md lists them. */
const entity = (pkPrefix: string, sk: FilterLeaf) => ({
  Keys: { PK: { S: [{ prefix: pkPrefix }] }, SK: { S: [sk] } },
});

/**
 * Consumers of the table's stream (notifications and purge arrive with their issues). Each is
 * idempotent: deterministic keys and conditional writes make a redelivered record harmless.
 */
export const STREAM_CONSUMERS: readonly StreamConsumer[] = [
  {
    // Home feed fan-out: post INSERT/REMOVE -> followers' feeds; follow INSERT -> backfill;
    // follow REMOVE -> prune; an author reaching the big-account threshold -> merged at read time.
    name: 'feed-fanout',
    handler: 'streams/feed-fanout',
    filters: [
      { eventName: ['INSERT', 'REMOVE'], dynamodb: entity('POST#', 'POST') },
      { eventName: ['INSERT', 'REMOVE'], dynamodb: entity('USER#', { prefix: 'FOLLOWS#' }) },
      { eventName: ['MODIFY'], dynamodb: entity('USER#', 'PROFILE') },
    ],
    batchSize: 25,
    grants: MEMBER_RW,
  },
  {
    // Deleting a post or a comment removes what hangs off it: comments, Pops.
    name: 'post-cascade',
    handler: 'streams/post-cascade',
    filters: [
      { eventName: ['REMOVE'], dynamodb: entity('POST#', 'POST') },
      { eventName: ['REMOVE'], dynamodb: entity('COMMENT#', 'COMMENT') },
    ],
    batchSize: 25,
    grants: MEMBER_RW,
  },
  {
    // The suggested-users directory: complete, unbanned profiles ranked by followers.
    name: 'user-directory',
    handler: 'streams/user-directory',
    filters: [{ eventName: ['INSERT', 'MODIFY'], dynamodb: entity('USER#', 'PROFILE') }],
    batchSize: 50,
    grants: MEMBER_RW,
  },
];

export interface ScheduledJob {
  readonly name: string;
  readonly handler: `jobs/${string}`;
  /** EventBridge schedule expression in AWS. */
  readonly schedule: `rate(${string})`;
  /** How often the local scheduler runs it. */
  readonly localEverySeconds: number;
  readonly grants: readonly Grant[];
}

/** Scheduled jobs (trending and the purge sweeper arrive with their issues). */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [];
