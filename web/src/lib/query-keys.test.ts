import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { postKeys } from './posts/post-keys';
import { sessionKeys } from './session/session-keys';
import { userKeys } from './users/user-keys';

/** Which of `keys` an invalidation of `prefix` marks stale. */
function invalidated(keys: QueryKey[], prefix: QueryKey): QueryKey[] {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  void client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
  return client
    .getQueryCache()
    .findAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);
}

describe('shared query keys', () => {
  it('are the GET addresses the API serves', () => {
    expect(sessionKeys.user).toEqual(['/api/user']);
    expect(userKeys.detail('u1')).toEqual(['/api/users', 'u1']);
    expect(postKeys.all).toEqual(['/api/posts']);
    expect(postKeys.feed()).toEqual(['/api/posts', 'feed']);
    expect(postKeys.byUser('u1')).toEqual(['/api/posts', 'user', 'u1']);
    expect(postKeys.byHashtag('raw')).toEqual(['/api/posts', 'hashtag', 'raw']);
    expect(postKeys.comments('p1')).toEqual(['/api/posts', 'p1', 'comments']);
    expect(postKeys.youtube('https://youtu.be/x')).toEqual(['/api/youtube/preview', 'https://youtu.be/x']);
  });

  it('invalidate every post list and comment list under postKeys.all, and nothing else', () => {
    const lists = [
      postKeys.feed(),
      postKeys.byUser('u1'),
      postKeys.byHashtag('raw'),
      postKeys.comments('p1'),
    ];
    const others = [sessionKeys.user, userKeys.detail('u1'), postKeys.youtube('https://youtu.be/x')];
    expect(invalidated([...lists, ...others], postKeys.all)).toEqual(lists);
  });

  it("invalidate one fan's profile without touching the session or another fan", () => {
    const keys = [userKeys.detail('u1'), userKeys.detail('u2'), sessionKeys.user];
    expect(invalidated(keys, userKeys.detail('u1'))).toEqual([userKeys.detail('u1')]);
    expect(invalidated(keys, sessionKeys.user)).toEqual([sessionKeys.user]);
  });
});
