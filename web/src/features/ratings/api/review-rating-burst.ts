import * as routes from '@shared/manifest/http-route-entries';
import { RATING_TEXTS } from '@shared/messages-ratings';
import type { BurstDecision } from '@shared/ratings';
import { burstDecisionInputSchema, type RatingBurst, ratingBurstSchema } from '@shared/schemas/ratings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { apiErrorMessage, apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { ratingKeys } from './rating-keys';

/** POST /api/admin/rating-bursts/{burstId} {decision}: keep (fold into the score) or leave out. */
export async function reviewRatingBurst(burstId: string, decision: BurstDecision): Promise<RatingBurst> {
  return ratingBurstSchema.parse(
    await apiJson(
      'POST',
      apiPath(routes.reviewRatingBurst, { burstId }),
      burstDecisionInputSchema.parse({ decision }),
    ),
  );
}

/** An admin's decision: the list shows the decided burst at once; a refusal says why in a toast. */
export function useReviewRatingBurst() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ burstId, decision }: { burstId: string; decision: BurstDecision }) =>
      reviewRatingBurst(burstId, decision),
    onSuccess: (burst) => {
      queryClient.setQueryData<RatingBurst[]>(ratingKeys.bursts(), (list) =>
        list?.map((b) => (b.id === burst.id ? burst : b)),
      );
      void queryClient.invalidateQueries({ queryKey: ratingKeys.bursts() });
    },
    onError: (error) =>
      toast({
        title: RATING_TEXTS.reviewFailed,
        description: apiErrorMessage(error) ?? undefined,
        variant: 'destructive',
      }),
  });
}
