/**
 * The routes the first screens call: logging in (the Hosted UI redirect), the fan's own profile, the
 * home feed, and an entity's or a show's page (each asked for before its screen renders, beside the
 * fan's profile: web/src/app/first-screen-data.ts). They are
 * entries of the manifest like the others (http-route-entries.ts re-exports them, so HTTP_ROUTES and a
 * handler's `routes.getFeed` find them there), kept in a module of their own so that the SPA's entry
 * chunk, which needs these, does not carry the other routes: the bundler splits by module, and the
 * other entries go to the chunks of the screens that call them (docs/performance.md).
 *
 * Plain object literals (no calls), so free of side effects as written: export nothing else from here.
 */
import * as RATES from '../rate-limits';
import { TABLE_RW } from './access';
import type { HttpRoute } from './http-routes';

export const login = {
  name: 'login',
  method: 'GET',
  path: '/api/login',
  handler: 'http/login',
  access: 'public',
  grants: [],
} as const satisfies HttpRoute;

export const getCurrentUser = {
  name: 'getCurrentUser',
  method: 'GET',
  path: '/api/auth/user',
  aliases: ['/api/user'],
  handler: 'http/get-current-user',
  access: 'member',
  grants: TABLE_RW,
} as const satisfies HttpRoute;

export const getFeed = {
  name: 'getFeed',
  method: 'GET',
  path: '/api/posts/feed',
  handler: 'http/get-feed',
  access: 'member',
  viewer: true,
  rate: RATES.getFeed,
  grants: TABLE_RW,
} as const satisfies HttpRoute;

export const getEntity = {
  name: 'getEntity',
  method: 'GET',
  path: '/api/entities/{slugOrId}',
  handler: 'http/get-entity',
  access: 'member',
  viewer: true,
  grants: TABLE_RW,
} as const satisfies HttpRoute;

export const getShow = {
  name: 'getShow',
  method: 'GET',
  path: '/api/shows/{showId}',
  handler: 'http/get-show',
  access: 'member',
  // Spoiler Guard decides the results per show from the fan's state (docs/spoilers.md).
  viewer: true,
  grants: TABLE_RW,
} as const satisfies HttpRoute;
