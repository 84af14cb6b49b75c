/**
 * Every HTTP route, gathered from the manifest's entries (shared/manifest/http-route-entries.ts, one
 * export per route): the CDK HTTP API, the local gateway, the OpenAPI document and the web API client
 * (addresses) are built from HTTP_ROUTES; the handler chain takes its own route's entry (access) from
 * the entries module directly, so a function's bundle carries only that entry.
 */
import type { Access, Grant, HttpMethod } from './access';
import * as ROUTES from './http-route-entries';

export type ApiPath = `/api/${string}`;

export interface HttpRoute {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: ApiPath;
  /** Further paths served by the same function (the spec's client calls both). */
  readonly aliases?: readonly ApiPath[];
  readonly handler: `http/${string}`;
  readonly access: Access;
  /**
   * The route reads through the request's one Viewer (functions/domain/viewer.ts: blocks both ways,
   * mutes, muted words, the age band): the handler chain loads it with the caller and the domain call
   * takes it. Every read of what others made carries it (functions/http/viewer.test.ts).
   */
  readonly viewer?: true;
  /** The fan's rate limit on this route (shared/rate-limits.ts, docs/safety.md), if it has one. */
  readonly rate?: { readonly limit: number; readonly windowSeconds: number };
  readonly grants: readonly Grant[];
}

/** Every route of the manifest (http-route-entries.ts), in the order of their names. */
export const HTTP_ROUTES = Object.values(ROUTES).sort((a, b) =>
  a.name < b.name ? -1 : 1,
) satisfies readonly HttpRoute[];

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
