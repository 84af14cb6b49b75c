/**
 * YouTube link previews. Only YouTube watch, embed and short links are accepted; the one request
 * made is to YouTube's oEmbed endpoint on an allow-listed host, with a short timeout, a bounded
 * answer and thumbnails only from YouTube's image host (lib/lazy/oembed.mts, loaded on the first
 * preview fetched). When YouTube cannot be reached the preview falls back to the video's thumbnail
 * alone.
 */
import { YOUTUBE_OEMBED_TIMEOUT_MS } from '../../shared/constants';
import { API_ERRORS } from '../../shared/messages';
import type { YoutubePreview } from '../../shared/schemas/posts';
import { FALLBACK_TITLE, youtubeThumbnailUrl, youtubeVideoId, youtubeWatchUrl } from '../../shared/youtube';
import type { Db } from '../data/client';
import { cachedPreview, cachePreview } from '../data/youtube';
import { invalid } from '../lib/errors';
import { loadOembed } from '../lib/lazy';
import { logger } from '../lib/observability';

export { FALLBACK_TITLE } from '../../shared/youtube';

export interface YoutubeDeps {
  fetch: typeof fetch;
  timeoutMs?: number;
}

export async function youtubePreview(input: string, deps: YoutubeDeps): Promise<YoutubePreview> {
  const videoId = youtubeVideoId(input);
  if (!videoId) throw invalid(API_ERRORS.invalidYoutube);
  try {
    const { oembedPreview } = await loadOembed();
    return await oembedPreview(videoId, deps.fetch, deps.timeoutMs ?? YOUTUBE_OEMBED_TIMEOUT_MS);
  } catch (error) {
    logger.warn('YouTube preview fell back to the thumbnail', { videoId, error });
    return {
      url: youtubeWatchUrl(videoId),
      image: youtubeThumbnailUrl(videoId),
      title: FALLBACK_TITLE,
      description: '',
    };
  }
}

/**
 * The preview of a video as the server knows it: from the cache, else fetched from YouTube's oEmbed
 * (allow-listed) and cached for a day. The fallback (YouTube unreachable) is not cached.
 */
export async function serverPreview(
  deps: YoutubeDeps & { db: Db; now?: () => Date },
  videoId: string,
): Promise<YoutubePreview> {
  const now = deps.now?.() ?? new Date();
  const cached = await cachedPreview(deps.db, videoId, now);
  if (cached) return cached;
  const preview = await youtubePreview(youtubeWatchUrl(videoId), deps);
  if (preview.title !== FALLBACK_TITLE) await cachePreview(deps.db, videoId, preview, now);
  return preview;
}

/** The video ids of the YouTube links written in a text. */
export function videoIdsIn(text: string): string[] {
  const ids = (text.match(/\bhttps?:\/\/\S+|\b(?:www\.|m\.)?youtu(?:\.be|be\.com)\/\S+/gi) ?? []).map((url) =>
    youtubeVideoId(url.replace(/[).,!?]+$/, '')),
  );
  return ids.filter((id): id is string => id !== null);
}
