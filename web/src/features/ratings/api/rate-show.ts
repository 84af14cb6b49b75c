import * as routes from '@shared/manifest/http-route-entries';
import { deletedSchema } from '@shared/schemas/common';
import { type Rating, type RatingInput, ratingInputSchema, ratingSchema } from '@shared/schemas/ratings';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** PUT /api/shows/{showId}/rating: the show as a whole, same rules as a match. */
export async function rateShow(showId: string, input: RatingInput): Promise<Rating> {
  return ratingSchema.parse(
    await apiJson('PUT', apiPath(routes.rateShow, { showId }), ratingInputSchema.parse(input)),
  );
}

/** DELETE /api/shows/{showId}/rating */
export async function deleteShowRating(showId: string): Promise<void> {
  deletedSchema.parse(await apiJson('DELETE', apiPath(routes.deleteShowRating, { showId })));
}
