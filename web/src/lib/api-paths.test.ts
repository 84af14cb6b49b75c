import * as routes from '@shared/manifest/http-route-entries';
import { HTTP_ROUTES } from '@shared/manifest/http-routes';
import { describe, expect, it } from 'vitest';
import { urlFromQueryKey } from './api-client';
import { apiAliasPath, apiKey, apiPath } from './api-paths';

describe('apiPath', () => {
  it('fills {params} (encoded) and adds the defined query parameters', () => {
    expect(apiPath(routes.getFeed)).toBe('/api/posts/feed');
    expect(apiPath(routes.getUserPosts, { userId: 'a b' }, { before: 'p9' })).toBe(
      '/api/posts/user/a%20b?before=p9',
    );
    expect(apiPath(routes.getSuggestedUsers, {}, { limit: 12, offset: undefined })).toBe(
      '/api/users/suggested?limit=12',
    );
    expect(apiPath(routes.searchUsers, {}, { q: 'Bret Hart+1 #x' })).toBe(
      '/api/users/search?q=Bret%20Hart%2B1%20%23x',
    );
  });

  it('knows the aliases the manifest lists, and only those (a type check)', () => {
    expect(apiAliasPath(routes.getCurrentUser, '/api/user')).toBe('/api/user');
    // @ts-expect-error getUser has no aliases
    apiAliasPath(routes.getUser, '/api/user');
    // @ts-expect-error getCurrentUser has no alias /api/me
    apiAliasPath(routes.getCurrentUser, '/api/me');
  });
});

describe('apiKey', () => {
  it('puts the resource root first and the further segments after it', () => {
    expect(apiKey('/api/user')).toEqual(['/api/user']);
    expect(apiKey('/api/posts')).toEqual(['/api/posts']);
    expect(apiKey('/api/posts/feed')).toEqual(['/api/posts', 'feed']);
    expect(apiKey('/api/posts/p1/comments')).toEqual(['/api/posts', 'p1', 'comments']);
  });

  it('gives every GET route address back when its segments are joined (SPEC 7)', () => {
    for (const route of HTTP_ROUTES.filter((r) => r.method === 'GET')) {
      const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, p]) => [p, `x-${p}`]));
      const path = apiPath(route, params as Record<string, string>);
      expect(urlFromQueryKey(apiKey(path))).toBe(path);
    }
  });
});
