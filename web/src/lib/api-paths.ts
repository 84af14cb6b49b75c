/**
 * API addresses from the route manifest (shared/manifest/http-routes.ts), the one list the CDK stacks and the
 * local gateway are built from too: a renamed or moved route breaks the build, not the app.
 */
import { HTTP_ROUTES, type RouteName } from '@shared/manifest/http-routes';
import { buildPath } from '@shared/manifest/paths';

type Query = Record<string, string | number | undefined>;

/** The address of a manifest route, with its `{params}` filled and an optional query string. */
export function apiPath(name: RouteName, params: Record<string, string> = {}, query: Query = {}): string {
  const route = HTTP_ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${buildPath(route.path, params)}${qs ? `?${qs}` : ''}`;
}
