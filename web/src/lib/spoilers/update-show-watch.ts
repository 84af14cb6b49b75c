import * as routes from '@shared/manifest/http-route-entries';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { type ShowWatch, showWatchSchema } from '@shared/schemas/spoilers';
import type { WatchStatus } from '@shared/spoilers';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage, apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { spoilerKeys } from './spoiler-keys';

/**
 * PUT /api/shows/{showId}/watch {status}: what the fan says of a show (docs/spoilers.md). Called from
 * the watch buttons (show page, calendar, home's banner) and from a shielded post's "I've watched Raw":
 * two features, so it lives here.
 */
export async function updateShowWatch(showId: string, status: WatchStatus): Promise<ShowWatch> {
  return showWatchSchema.parse(await apiJson('PUT', apiPath(routes.setShowWatch, { showId }), { status }));
}

/** Whether a status hides the show (only `later` does; with no status the settings decide). */
const protects = (status: WatchStatus) => status === 'later';

/**
 * A new protection changes what the server sends on every surface: every post list, show, entity page,
 * profile, search, trending and notification is fetched again (the watch statuses themselves stay).
 */
export async function refreshGuarded(queryClient: QueryClient, showId: string): Promise<void> {
  const watch = spoilerKeys.watch(showId);
  await Promise.all(
    spoilerKeys.guarded.map((root) =>
      queryClient.invalidateQueries({
        queryKey: root,
        predicate: (q) => !(q.queryKey.length === watch.length && q.queryKey.at(-1) === watch.at(-1)),
      }),
    ),
  );
}

/**
 * Set a show's watch status in one tap: the buttons mark it at once (the cached status is updated
 * before the answer), a failure puts the old one back with the house's error toast, and when the
 * protection changed everything the guard shapes is fetched again.
 */
export function useUpdateShowWatch(showId: string) {
  const queryClient = useQueryClient();
  const key = spoilerKeys.watch(showId);
  return useMutation({
    mutationFn: (status: WatchStatus) => updateShowWatch(showId, status),
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<ShowWatch>(key);
      queryClient.setQueryData<ShowWatch>(key, {
        showId,
        revealAt: null,
        ...previous,
        status,
        protected: protects(status),
      });
      return { previous };
    },
    onError: (error, _status, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast({
        title: SPOILER_TEXTS.watchFailed,
        description: apiErrorMessage(error) ?? undefined,
        variant: 'destructive',
      });
    },
    onSuccess: async (answer, _status, context) => {
      queryClient.setQueryData(key, answer);
      if (context?.previous?.protected !== answer.protected) await refreshGuarded(queryClient, showId);
    },
  });
}
