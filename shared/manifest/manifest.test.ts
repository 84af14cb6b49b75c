import { describe, expect, it } from 'vitest';
import { minifiedBundle } from '../test-bundle';
import { HTTP_ROUTES, type HttpRoute, httpBindings } from './http-routes';
import { buildPath, findRoute, matchPath } from './paths';

describe('route manifest helpers', () => {
  it('binds unique method+path pairs, aliases included', () => {
    const keys = httpBindings().map(({ route, path }) => `${route.method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('gathers every entry of http-route-entries.ts, each exported under its route name', async () => {
    const entries = await import('./http-route-entries');
    for (const [key, entry] of Object.entries(entries)) expect(entry.name).toBe(key);
    expect(HTTP_ROUTES.map((r) => r.name)).toEqual(Object.keys(entries).sort());
  });
  it('names each route after its handler file', () => {
    for (const route of HTTP_ROUTES) {
      const kebab = route.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      expect(route.handler).toBe(`http/${kebab}`);
    }
  });
  it('matches and builds parameterised paths', () => {
    expect(matchPath('/api/users/{userId}', '/api/users/abc%20d')).toEqual({ userId: 'abc d' });
    expect(matchPath('/api/users/{userId}', '/api/users')).toBeNull();
    expect(buildPath('/api/users/{userId}', { userId: 'a/b' })).toBe('/api/users/a%2Fb');
  });
  it('prefers static segments over parameters, as API Gateway does', () => {
    const routes = [
      { method: 'GET', path: '/api/users/{userId}' },
      { method: 'GET', path: '/api/users/suggested' },
    ];
    expect(findRoute(routes, 'GET', '/api/users/suggested')?.route.path).toBe('/api/users/suggested');
    expect(findRoute(routes, 'GET', '/api/users/u1')).toEqual({ route: routes[0], params: { userId: 'u1' } });
    expect(findRoute(routes, 'POST', '/api/users/u1')).toBeNull();
  });
});

describe('lane filters', () => {
  it('merge only as far as needed and stay a superset of every consumer filter', async () => {
    const { STREAM_CONSUMERS, laneFilters } = await import('./stream-consumers');
    const { matchesAny, MAX_FILTERS_PER_SOURCE } = await import('./filters');
    const { KEYS } = await import('../table');
    const derived = laneFilters('derived');
    expect(derived.length).toBeLessThanOrEqual(MAX_FILTERS_PER_SOURCE);
    const record = (eventName: string, PK: string, SK: string) => ({
      eventName,
      dynamodb: { Keys: { PK: { S: PK }, SK: { S: SK } } },
    });
    // What a consumer wants passes the lane's source (Pops on posts count for trending); unrelated
    // items (Pops on comments, connections) do not.
    expect(matchesAny(derived, record('INSERT', `${KEYS.post.pk}1`, KEYS.post.sk))).toBe(true);
    expect(matchesAny(derived, record('MODIFY', `${KEYS.user.pk}1`, KEYS.user.sk))).toBe(true);
    expect(matchesAny(derived, record('INSERT', `${KEYS.user.pk}1`, `${KEYS.follow.sk}2`))).toBe(true);
    expect(matchesAny(derived, record('INSERT', `${KEYS.post.pk}1`, `${KEYS.pop.sk}2`))).toBe(true);
    expect(matchesAny(derived, record('INSERT', `${KEYS.comment.pk}1`, `${KEYS.pop.sk}2`))).toBe(false);
    expect(matchesAny(derived, record('INSERT', `${KEYS.user.pk}1`, `${KEYS.connection.userSk}2`))).toBe(
      false,
    );
    for (const c of STREAM_CONSUMERS) expect(laneFilters(c.lane).length).toBeGreaterThan(0);

    // The live lane holds more patterns than a source takes: merged by PK, the Pops' (no PK) kept
    // beside them, and still no record of an item no live consumer reads (no "every record").
    const live = laneFilters('live');
    expect(live.length).toBeLessThanOrEqual(MAX_FILTERS_PER_SOURCE);
    expect(matchesAny(live, record('MODIFY', `${KEYS.match.pk}1`, `${KEYS.match.sk}2`))).toBe(true);
    expect(matchesAny(live, record('MODIFY', `${KEYS.entity.pk}1`, KEYS.entity.sk))).toBe(true);
    expect(matchesAny(live, record('INSERT', `${KEYS.comment.pk}1`, `${KEYS.pop.sk}2`))).toBe(true);
    expect(matchesAny(live, record('MODIFY', `${KEYS.user.pk}1`, KEYS.user.sk))).toBe(true);
    expect(matchesAny(live, record('INSERT', `${KEYS.entityLink.pk}1`, `${KEYS.entityLink.sk}x`))).toBe(
      false,
    );
    expect(matchesAny(live, record('INSERT', `${KEYS.entityPost.pk}1`, '2'))).toBe(false);
    expect(matchesAny(live, record('INSERT', `${KEYS.user.pk}1`, `${KEYS.connection.userSk}2`))).toBe(false);
  });
});

describe('rate limits', () => {
  it("are the manifest's: each limit is its route's entry's `rate`, each a sane number per window", async () => {
    const { RATE_LIMITS } = await import('../constants');
    for (const [name, rate] of Object.entries(RATE_LIMITS)) {
      const route = HTTP_ROUTES.find((r) => r.name === name);
      expect(route, name).toBeDefined();
      expect((route as HttpRoute | undefined)?.rate, name).toBe(rate);
      expect(rate.limit).toBeGreaterThan(0);
      expect(rate.windowSeconds).toBeGreaterThanOrEqual(60);
    }
    const limited = (HTTP_ROUTES as readonly HttpRoute[]).filter((r) => r.rate).map((r) => r.name);
    expect(limited.sort()).toEqual(Object.keys(RATE_LIMITS).sort());
  });

  it('limit only the costly reads (the feed, user, entity and everything search, the account export, the calendar)', async () => {
    const { RATE_LIMITS } = await import('../constants');
    const reads = HTTP_ROUTES.filter((r) => r.method === 'GET' && r.name in RATE_LIMITS).map((r) => r.name);
    expect(reads.sort()).toEqual([
      'exportAccount',
      'getFeed',
      'listShows',
      'searchAll',
      'searchEntities',
      'searchUsers',
    ]);
  });

  it('limit every write route (POST, PUT, PATCH, DELETE) but the few docs/safety.md names', () => {
    const unlimited = (HTTP_ROUTES as readonly HttpRoute[])
      .filter((r) => r.method !== 'GET' && !r.rate)
      .map((r) => r.name);
    expect(unlimited.sort()).toEqual(Object.keys(UNLIMITED_WRITES).sort());
  });
});

/**
 * The write routes without a per-fan limit, and why (docs/safety.md, "Per-fan rate limits"). A new
 * write route takes a `rate`, or a line here that a reviewer reads.
 */
const UNLIMITED_WRITES: Record<string, string> = {
  suggestTags: 'a read sent as POST (the draft is its body); read-only grant, no table write for a counter',
};

describe('the runtime contract in a bundle', () => {
  it("a function that reads only the service name leaves out every kind's settings", async () => {
    const bundle = (names: string) =>
      minifiedBundle(`export { ${names} } from './runtime';`, import.meta.dirname);
    const serviceOnly = await bundle('SERVICE_NAME');
    for (const marker of ['timeoutSeconds', 'parallelizationFactor', 'POWERTOOLS_METRICS_NAMESPACE'])
      expect(serviceOnly.includes(marker), marker).toBe(false);
    const settings = await bundle('FUNCTION_SETTINGS');
    expect(settings.includes('timeoutSeconds')).toBe(true);
  });
});
