/** POST /api/youtube/preview {url}: title and thumbnail of a YouTube link (thumbnail only if YouTube is unreachable), cached a day. */
import * as routes from '../../shared/manifest/http-route-entries';
import { youtubePreviewRequestSchema } from '../../shared/schemas/posts';
import { youtubeVideoId } from '../../shared/youtube';
import { getDb } from '../data/client';
import { serverPreview } from '../domain/youtube';
import { json } from '../lib/http';
import { route } from './wiring';

export const handler = route(routes.youtubePreview, { body: youtubePreviewRequestSchema }, async ({ body }) =>
  json(200, await serverPreview({ db: getDb(), fetch: globalThis.fetch }, youtubeVideoId(body.url) ?? '')),
);
