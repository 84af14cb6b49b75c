/** Path templates of the manifest: filling `{params}` and matching a request as API Gateway does. */

/** Fills `{param}` placeholders of a manifest path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * Finds the binding for a request as API Gateway does: static segments win over {params}
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
