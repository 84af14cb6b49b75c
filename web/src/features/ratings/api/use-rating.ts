import { RATING_TEXTS } from '@shared/messages-ratings';
import type { RatingTarget } from '@shared/ratings';
import type { RatingInput } from '@shared/schemas/ratings';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { deleteMatchRating, rateMatch } from './rate-match';
import { deleteShowRating, rateShow } from './rate-show';
import { ratingKeys } from './rating-keys';

/** The counters follow a rating on the derived lane within seconds: the score is asked for again then. */
export const SCORE_FOLLOWS_MS = 2500;

/** What a rating of this target shows in: its page, its show's ratings, the fan's diary. */
function refresh(queryClient: QueryClient, target: RatingTarget, targetId: string, showId: string) {
  const again = () => {
    if (target === 'match') void queryClient.invalidateQueries({ queryKey: ratingKeys.match(targetId) });
    void queryClient.invalidateQueries({ queryKey: ratingKeys.show(showId) });
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[2] === 'diary' });
  };
  again();
  setTimeout(again, SCORE_FOLLOWS_MS);
}

/**
 * Rate, change or remove the fan's rating of a match or a show. A refusal (the API's text: too new an
 * account, a comment needed, not finished) is the mutation's error, shown by the form as is.
 */
export function useRating(target: RatingTarget, targetId: string, showId: string) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: RatingInput) =>
      target === 'match' ? rateMatch(targetId, input) : rateShow(targetId, input),
    onSuccess: () => {
      toast({ title: RATING_TEXTS.saved, description: RATING_TEXTS.scoreFollows });
      refresh(queryClient, target, targetId, showId);
    },
  });
  const remove = useMutation({
    mutationFn: () => (target === 'match' ? deleteMatchRating(targetId) : deleteShowRating(targetId)),
    onSuccess: () => {
      toast({ title: RATING_TEXTS.removed });
      refresh(queryClient, target, targetId, showId);
    },
  });
  return { save, remove };
}
