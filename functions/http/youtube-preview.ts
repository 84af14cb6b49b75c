/** POST /api/youtube/preview {url}: title and thumbnail of a YouTube link (thumbnail only if YouTube is unreachable). */
import { youtubePreviewRequestSchema } from '../../shared/schemas';
import { youtubePreview } from '../domain/youtube';
import { json, route } from '../lib/http';

export const handler = route('youtubePreview', { body: youtubePreviewRequestSchema }, async ({ body }) =>
  json(200, await youtubePreview(body.url, { fetch: globalThis.fetch })),
);
