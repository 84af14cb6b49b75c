import * as routes from '@shared/manifest/http-route-entries';
import { type PicksInput, picksInputSchema, type ShowPicks, showPicksSchema } from '@shared/schemas/ratings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { showPicksKey } from './get-show-picks';

/** PUT /api/shows/{showId}/picks {picks: [{matchId, side}]}: the changed picks, in one call. */
export async function setShowPicks(showId: string, picks: PicksInput['picks']): Promise<ShowPicks> {
  return showPicksSchema.parse(
    await apiJson('PUT', apiPath(routes.setShowPicks, { showId }), picksInputSchema.parse({ picks })),
  );
}

/**
 * Saves the changed picks; the answer (every match's pick and lock as stored) replaces the cached
 * picks. A refusal (a pick after its lock, a side not on the card) changes nothing: the caller shows
 * the API's text, and the picks are fetched again so locks that passed meanwhile show.
 */
export function useSetShowPicks(showId: string) {
  const queryClient = useQueryClient();
  const key = showPicksKey(showId);
  return useMutation({
    mutationFn: (picks: PicksInput['picks']) => setShowPicks(showId, picks),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
