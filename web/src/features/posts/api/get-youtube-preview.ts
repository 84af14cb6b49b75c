import * as routes from '@shared/manifest/http-route-entries';
import { type YoutubePreview, youtubePreviewSchema } from '@shared/schemas/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { postKeys } from '@/lib/posts/post-keys';

/** POST /api/youtube/preview: title and thumbnail of a YouTube link. */
export async function getYoutubePreview(url: string): Promise<YoutubePreview> {
  try {
    return youtubePreviewSchema.parse(await apiJson('POST', apiPath(routes.youtubePreview), { url }));
  } catch (error) {
    // SPEC 8: a failed preview is logged and shows no preview.
    console.warn('YouTube preview failed', error);
    throw error;
  }
}

/** Cached per link. */
export const youtubePreviewQueryOptions = (url: string) =>
  queryOptions({ queryKey: postKeys.youtube(url), queryFn: () => getYoutubePreview(url) });

/** The preview of `url` (null: nothing to preview). */
export function useYoutubePreview(url: string | null) {
  return useQuery({ ...youtubePreviewQueryOptions(url ?? ''), enabled: url !== null });
}
