/**
 * API addresses from the route manifest (shared/manifest/http-route-entries.ts), the one list the CDK stacks
 * and the local gateway are built from too: a renamed or moved route breaks the build, not the app. Query keys
 * are built from the same addresses (`apiKey`), so no '/api/...' string is written by hand in the SPA.
 *
 * Callers pass the route's own entry (`apiPath(routes.getFeed)`, with
 * `import * as routes from '@shared/manifest/http-route-entries'`) rather than looking a name up in the
 * whole list: each chunk then carries only the entries it calls (the log-in screen two of forty).
 */
import type { HttpRoute } from '@shared/manifest/http-routes';
import { buildPath } from '@shared/manifest/paths';

type Query = Record<string, string | number | undefined>;

/** The further paths the manifest gives a route (e.g. '/api/user' for getCurrentUser). */
type AliasOf<R extends HttpRoute> = R extends { readonly aliases: readonly (infer A extends string)[] }
  ? A
  : never;

/** The address of a manifest route, with its `{params}` filled and an optional query string. */
export function apiPath(route: HttpRoute, params: Record<string, string> = {}, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  // URLSearchParams writes a space as "+", which only form decoders read back as a space: send %20
  // (a literal "+" is already %2B, so every "+" left is a space).
  const qs = search.toString().replace(/\+/g, '%20');
  return `${buildPath(route.path, params)}${qs ? `?${qs}` : ''}`;
}

/**
 * The address of a route under one of its manifest aliases (the spec's client reads GET /api/user). The
 * check is the type: only an alias the manifest lists for that route compiles.
 */
export const apiAliasPath = <R extends HttpRoute>(_route: R, alias: AliasOf<R>): string => alias;

export type ApiKey = readonly [string, ...string[]];

/**
 * The query key of an API address (without a query string): the resource root first ('/api/posts'), then the
 * address's further segments ('feed'). Every key of a resource starts with the same root, so invalidating
 * `[root]` refreshes them all, and the segments joined with "/" give the address back (SPEC 7: the default
 * query function reads a key that way).
 */
export function apiKey(path: string): ApiKey {
  const [, api, root, ...rest] = path.split('/');
  return [`/${api}/${root}`, ...rest];
}
