/**
 * YouTube link previews. Only YouTube watch, embed and short links are accepted; the one request
 * made is to YouTube's oEmbed endpoint on an allow-listed host, with a short timeout. When YouTube
 * cannot be reached the preview falls back to the video's thumbnail alone.
 */
import * as z from 'zod/mini';
import { LIMITS, YOUTUBE_OEMBED_TIMEOUT_MS } from '../../shared/constants';
import { API_ERRORS } from '../../shared/messages';
import { pure } from '../../shared/pure';
import type { YoutubePreview } from '../../shared/schemas/posts';
import { youtubeThumbnailUrl, youtubeVideoId, youtubeWatchUrl } from '../../shared/youtube';
import type { Db } from '../data/client';
import { cachedPreview, cachePreview } from '../data/youtube';
import { invalid } from '../lib/errors';
import { logger } from '../lib/observability';

const OEMBED_ENDPOINT = 'https://www.youtube.com/oembed';
/** The only hosts this module ever fetches from, or accepts images of. */
const FETCH_HOSTS = new Set(['www.youtube.com']);
const IMAGE_HOSTS = new Set(['i.ytimg.com']);
const MAX_BODY = 64 * 1024;

export const FALLBACK_TITLE = 'YouTube video';

/**
 * Built through pure() (shared/pure.ts), like the schemas of shared/schemas/*.ts through schema(): a
 * function that imports this module but never fetches a preview (the derived lane, through
 * domain/posts.ts) leaves it out, and zod with it.
 */
const oembedSchema = /* @__PURE__ */ pure(() =>
  z.object({
    title: z.optional(z.string()),
    author_name: z.optional(z.string()),
    thumbnail_url: z.optional(z.string()),
  }),
);

export interface YoutubeDeps {
  fetch: typeof fetch;
  timeoutMs?: number;
}

const clip = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);

function allowedImage(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && IMAGE_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}

/** The oEmbed URL for a video; throws if it would leave the allow-list (it cannot, by construction). */
export function oembedUrl(videoId: string): URL {
  const url = new URL(OEMBED_ENDPOINT);
  url.searchParams.set('url', youtubeWatchUrl(videoId));
  url.searchParams.set('format', 'json');
  if (url.protocol !== 'https:' || !FETCH_HOSTS.has(url.hostname)) throw new Error('Host not allowed');
  return url;
}

export async function youtubePreview(input: string, deps: YoutubeDeps): Promise<YoutubePreview> {
  const videoId = youtubeVideoId(input);
  if (!videoId) throw invalid(API_ERRORS.invalidYoutube);
  const fallback: YoutubePreview = {
    url: youtubeWatchUrl(videoId),
    image: youtubeThumbnailUrl(videoId),
    title: FALLBACK_TITLE,
    description: '',
  };
  try {
    const res = await deps.fetch(oembedUrl(videoId), {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(deps.timeoutMs ?? YOUTUBE_OEMBED_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`oEmbed answered ${res.status}`);
    const text = await res.text();
    if (text.length > MAX_BODY) throw new Error('oEmbed answer too large');
    const data = oembedSchema.parse(JSON.parse(text));
    return {
      url: fallback.url,
      image: allowedImage(data.thumbnail_url) ? data.thumbnail_url : fallback.image,
      title: clip(data.title, LIMITS.linkPreviewTitle) || FALLBACK_TITLE,
      description: clip(data.author_name, LIMITS.linkPreviewDescription),
    };
  } catch (error) {
    logger.warn('YouTube preview fell back to the thumbnail', { videoId, error });
    return fallback;
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
