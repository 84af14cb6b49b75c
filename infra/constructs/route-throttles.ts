/**
 * Per-route throttles of the HTTP API (docs/safety.md, "WAF and the stage throttle"). API Gateway
 * gives each route of a stage its own token bucket; every route here gets an explicit one, sized by
 * its class in the stage's settings (`apiRouteThrottles`, infra/stage-settings.ts), so what a flood of
 * one route can spend is bounded whatever else happens: the other routes keep their own buckets, and
 * on a stage whose API is still reachable at execute-api (no origin mTLS), the routes together can
 * never spend more than the stage's budget (`apiThrottle`, an infra test keeps the sum below it).
 *
 * A route's class follows from its manifest entry (access and method), so a new route is throttled
 * without a line here; the few routes that are hotter or costlier than their method says are named.
 */
import type { HttpRoute, RouteName } from '../../shared/manifest/http-routes';
import type { StageThrottle } from '../stacks/common';

/**
 * - hot: what every screen of the SPA asks first (the feed, the caller, notifications), and what
 *   every viewer of a show's room asks at once: the room when it opens at the bell, its messages
 *   `after` a sequence on every subscribe and reconnect (a dropped connection drops thousands);
 * - read / write: a member's other GETs / other methods;
 * - costly: work far above a table read (search scans, the account export, an outbound YouTube
 *   call, an image re-encode, a password check against Cognito: account deletion, the two-step
 *   routes);
 * - admin: the moderation routes (a handful of people);
 * - public: the one route without a token.
 */
export type RouteThrottleClass = 'hot' | 'read' | 'write' | 'costly' | 'admin' | 'public';

export type RouteThrottles = Readonly<Record<RouteThrottleClass, StageThrottle>>;

/** The routes whose class is not the one their access and method give. */
export const ROUTE_CLASS_OVERRIDES = {
  getFeed: 'hot',
  getCurrentUser: 'hot',
  getNotifications: 'hot',
  getRoom: 'hot',
  getRoomMessages: 'hot',
  searchUsers: 'costly',
  exportAccount: 'costly',
  youtubePreview: 'costly',
  updateProfilePicture: 'costly',
  deleteAccount: 'costly',
  setUpTwoStep: 'costly',
  turnOnTwoStep: 'costly',
  turnOffTwoStep: 'costly',
} as const satisfies Partial<Record<RouteName, RouteThrottleClass>>;

export function routeThrottleClass(route: HttpRoute): RouteThrottleClass {
  if (route.access === 'public') return 'public';
  if (route.access === 'admin') return 'admin';
  const named = (ROUTE_CLASS_OVERRIDES as Partial<Record<string, RouteThrottleClass>>)[route.name];
  if (named) return named;
  return route.method === 'GET' ? 'read' : 'write';
}

/** API Gateway's route key of a binding: "GET /api/posts/{postId}". */
export const routeKey = (route: HttpRoute, path: string) => `${route.method} ${path}`;
