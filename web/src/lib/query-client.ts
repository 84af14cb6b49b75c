import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn, isUnauthorizedError } from './api-client';

export interface QueryClientOptions {
  /** Called when any query or mutation fails as unauthorized (session loss, SPEC 2 and 8). */
  onUnauthorized?: (error: Error) => void;
}

/** SPEC 7: no retries, no refetch on window focus, no polling, data never stale by default. */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const onError = (error: Error) => {
    if (isUnauthorizedError(error)) onUnauthorized?.(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
