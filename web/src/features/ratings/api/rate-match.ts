import * as routes from '@shared/manifest/http-route-entries';
import { deletedSchema } from '@shared/schemas/common';
import { type Rating, type RatingInput, ratingInputSchema, ratingSchema } from '@shared/schemas/ratings';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** PUT /api/matches/{matchId}/rating {rating, watched, comment?}: once per fan, changeable. */
export async function rateMatch(matchId: string, input: RatingInput): Promise<Rating> {
  return ratingSchema.parse(
    await apiJson('PUT', apiPath(routes.rateMatch, { matchId }), ratingInputSchema.parse(input)),
  );
}

/** DELETE /api/matches/{matchId}/rating: the fan takes their rating back. */
export async function deleteMatchRating(matchId: string): Promise<void> {
  deletedSchema.parse(await apiJson('DELETE', apiPath(routes.deleteMatchRating, { matchId })));
}
