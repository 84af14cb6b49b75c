import { NEXT_CURSOR_HEADER } from '@shared/constants';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiJsonWithHeaders } from '@/lib/api-client';

/** One page of an admin list (reports, audit entries): the items, and the next page's `before`, null on the last. */
export interface AdminPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** GETs one page and checks it: the JSON array, and the X-Next-Cursor header. */
export async function fetchAdminPage<T>(url: string, item: z.ZodMiniType<T>): Promise<AdminPage<T>> {
  const { data, headers } = await apiJsonWithHeaders('GET', url);
  return { items: z.array(item).parse(data), nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** A newest-first admin list, a page at a time: `before` is what the previous page answered. */
export function adminListOptions<T>(
  queryKey: QueryKey,
  fetchPage: (before: string | undefined) => Promise<AdminPage<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AdminPage<T>) => last.nextCursor ?? undefined,
  });
}
