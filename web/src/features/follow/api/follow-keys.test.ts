import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userKeys } from '@/lib/users/user-keys';
import { followKeys } from './follow-keys';

describe('followKeys', () => {
  it('are the GET addresses of the follow status and the suggestions', () => {
    expect(followKeys.status('u1')).toEqual(['/api/follow', 'status', 'u1']);
    expect(followKeys.suggested).toEqual(['/api/users', 'suggested']);
    expect(followKeys.suggestedPages).toEqual(['/api/users', 'suggested', 'pages']);
  });

  it("keep the suggestions when a followed fan's profile is refreshed", () => {
    const client = new QueryClient();
    const keys: QueryKey[] = [followKeys.suggested, followKeys.suggestedPages, userKeys.detail('u1')];
    for (const key of keys) client.setQueryData(key, 'cached');
    void client.invalidateQueries({ queryKey: userKeys.detail('u1'), refetchType: 'none' });
    const stale = client
      .getQueryCache()
      .findAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
    expect(stale).toEqual([userKeys.detail('u1')]);
  });
});
