/**
 * Every HTTP route: the CDK HTTP API, the local gateway, the handler chain (access) and the web
 * API client (addresses) are all built from this list. A route's name is its handler file in
 * camelCase (`getCurrentUser` runs functions/http/get-current-user.ts); a test keeps it so.
 */
import { type Access, type Grant, type HttpMethod, TABLE_RW } from './access';

export type ApiPath = `/api/${string}`;

export interface HttpRoute {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: ApiPath;
  /** Further paths served by the same function (the spec's client calls both). */
  readonly aliases?: readonly ApiPath[];
  readonly handler: `http/${string}`;
  readonly access: Access;
  readonly grants: readonly Grant[];
}

export const HTTP_ROUTES = [
  { name: 'login', method: 'GET', path: '/api/login', handler: 'http/login', access: 'public', grants: [] },
  {
    name: 'getCurrentUser',
    method: 'GET',
    path: '/api/auth/user',
    aliases: ['/api/user'],
    handler: 'http/get-current-user',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'getUser',
    method: 'GET',
    path: '/api/users/{userId}',
    handler: 'http/get-user',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'updateProfile',
    method: 'PUT',
    path: '/api/profile',
    handler: 'http/update-profile',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'updateProfilePicture',
    method: 'PUT',
    path: '/api/profile-picture',
    handler: 'http/update-profile-picture',
    access: 'member',
    // Re-encodes the upload, as createPost does: read, write, delete.
    grants: [...TABLE_RW, 'uploads:read', 'uploads:write'],
  },
  {
    name: 'createUploadUrl',
    method: 'POST',
    path: '/api/objects/upload',
    handler: 'http/create-upload-url',
    access: 'member',
    grants: [...TABLE_RW, 'uploads:write'],
  },
  {
    name: 'getSuggestedUsers',
    method: 'GET',
    path: '/api/users/suggested',
    handler: 'http/get-suggested-users',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'searchUsers',
    method: 'GET',
    path: '/api/users/search',
    handler: 'http/search-users',
    access: 'member',
    grants: ['table:read'],
  },
  {
    name: 'followUser',
    method: 'POST',
    path: '/api/follow',
    handler: 'http/follow-user',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'unfollowUser',
    method: 'DELETE',
    path: '/api/follow/{userId}',
    handler: 'http/unfollow-user',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'getFollowStatus',
    method: 'GET',
    path: '/api/follow/status/{userId}',
    handler: 'http/get-follow-status',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'createPost',
    method: 'POST',
    path: '/api/posts',
    handler: 'http/create-post',
    access: 'member',
    // Re-encodes the image: reads uploads/pending/, writes the image and thumbnail under
    // uploads/{userId}/ (HeadObject of a missing key needs the read grant's ListBucket), deletes the original.
    grants: [...TABLE_RW, 'uploads:read', 'uploads:write'],
  },
  {
    name: 'getFeed',
    method: 'GET',
    path: '/api/posts/feed',
    handler: 'http/get-feed',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'getPost',
    method: 'GET',
    path: '/api/posts/{postId}',
    handler: 'http/get-post',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'deletePost',
    method: 'DELETE',
    path: '/api/posts/{postId}',
    handler: 'http/delete-post',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'getUserPosts',
    method: 'GET',
    path: '/api/posts/user/{userId}',
    handler: 'http/get-user-posts',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'getHashtagPosts',
    method: 'GET',
    path: '/api/posts/hashtag/{tag}',
    handler: 'http/get-hashtag-posts',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'getComments',
    method: 'GET',
    path: '/api/posts/{postId}/comments',
    handler: 'http/get-comments',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'createComment',
    method: 'POST',
    path: '/api/comments',
    handler: 'http/create-comment',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'deleteComment',
    method: 'DELETE',
    path: '/api/comments/{commentId}',
    handler: 'http/delete-comment',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    // The spec's path; in our own names a reaction is a Pop.
    name: 'togglePop',
    method: 'POST',
    path: '/api/reactions',
    handler: 'http/toggle-pop',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'getNotifications',
    method: 'GET',
    path: '/api/notifications',
    handler: 'http/get-notifications',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'markNotificationRead',
    method: 'PUT',
    path: '/api/notifications/{id}/read',
    handler: 'http/mark-notification-read',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'markAllNotificationsRead',
    method: 'PUT',
    path: '/api/notifications/read-all',
    handler: 'http/mark-all-notifications-read',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    // The home sidebar's list (GET /api/hashtags/trending) is the 24-hour ranking.
    name: 'getTrendingHashtags',
    method: 'GET',
    path: '/api/trending/hashtags',
    aliases: ['/api/hashtags/trending'],
    handler: 'http/get-trending-hashtags',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'getTrendingContent',
    method: 'GET',
    path: '/api/trending/content',
    handler: 'http/get-trending-content',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'getTrendingUsers',
    method: 'GET',
    path: '/api/trending/users',
    handler: 'http/get-trending-users',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'getDiscovery',
    method: 'GET',
    path: '/api/discovery',
    handler: 'http/get-discovery',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'createReport',
    method: 'POST',
    path: '/api/reports',
    handler: 'http/create-report',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'getAdminReports',
    method: 'GET',
    path: '/api/admin/reports',
    handler: 'http/get-admin-reports',
    access: 'admin',
    grants: TABLE_RW,
  },
  {
    name: 'getReportStats',
    method: 'GET',
    path: '/api/admin/reports/stats',
    handler: 'http/get-report-stats',
    access: 'admin',
    grants: TABLE_RW,
  },
  {
    name: 'updateReportStatus',
    method: 'PATCH',
    path: '/api/admin/reports/{reportId}',
    handler: 'http/update-report-status',
    access: 'admin',
    grants: TABLE_RW,
  },
  {
    name: 'adminDeletePost',
    method: 'DELETE',
    path: '/api/admin/posts/{postId}',
    handler: 'http/admin-delete-post',
    access: 'admin',
    grants: TABLE_RW,
  },
  {
    name: 'adminDeleteComment',
    method: 'DELETE',
    path: '/api/admin/comments/{commentId}',
    handler: 'http/admin-delete-comment',
    access: 'admin',
    grants: TABLE_RW,
  },
  {
    // Flags the fan, disables their Cognito user and signs them out everywhere (the live lane's
    // ban-enforcement consumer closes their sockets).
    name: 'banUser',
    method: 'POST',
    path: '/api/admin/ban/{userId}',
    handler: 'http/ban-user',
    access: 'admin',
    grants: [...TABLE_RW, 'userpool:admin'],
  },
  {
    name: 'getAuditLog',
    method: 'GET',
    path: '/api/admin/audit',
    handler: 'http/get-audit-log',
    access: 'admin',
    grants: TABLE_RW,
  },
  {
    // The password again, then: closed at once, Cognito user deleted, the rest purged (docs/account.md).
    name: 'deleteAccount',
    method: 'DELETE',
    path: '/api/account',
    handler: 'http/delete-account',
    access: 'member',
    grants: [...TABLE_RW, 'userpool:admin'],
  },
  {
    name: 'exportAccount',
    method: 'GET',
    path: '/api/account/export',
    handler: 'http/export-account',
    access: 'member',
    grants: TABLE_RW,
  },
  {
    name: 'youtubePreview',
    method: 'POST',
    path: '/api/youtube/preview',
    handler: 'http/youtube-preview',
    access: 'member',
    grants: TABLE_RW,
  },
] as const satisfies readonly HttpRoute[];

export type RouteName = (typeof HTTP_ROUTES)[number]['name'];
export type RouteOf<N extends RouteName> = Extract<(typeof HTTP_ROUTES)[number], { name: N }>;
/** The access level the manifest gives a route. */
export type AccessOf<N extends RouteName> = RouteOf<N>['access'];

export function httpRoute<N extends RouteName>(name: N): RouteOf<N> {
  const found = HTTP_ROUTES.find((r) => r.name === name);
  if (!found) throw new Error(`No HTTP route named ${name}`);
  return found as RouteOf<N>;
}

/** One (method, path) binding per route and alias: what API Gateway and the local gateway serve. */
export function httpBindings(): { route: HttpRoute; path: ApiPath }[] {
  return (HTTP_ROUTES as readonly HttpRoute[]).flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].map((path) => ({ route, path })),
  );
}
