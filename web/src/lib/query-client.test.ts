import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('follows SPEC 7 defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('reports unauthorized failures (session loss) and nothing else', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new ApiError(500, 'boom', '')) })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await client
      .fetchQuery({
        queryKey: ['b'],
        queryFn: () => Promise.reject(new ApiError(401, '{"message":"Unauthorized"}', 'Unauthorized')),
      })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
