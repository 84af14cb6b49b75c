/**
 * What YouTube's oEmbed endpoint says about a video, a lazy module (../lazy.ts): loaded by the
 * first preview a function fetches (a post with a link that is not cached, the composer's preview),
 * so an init file carries neither the request nor its checks. The rules are domain/youtube.ts's (its
 * top comment): the one host asked, a short timeout, a bounded answer, thumbnails only from YouTube's
 * image host, titles clipped. Any failure throws; domain/youtube.ts falls back to the thumbnail.
 */
import { LIMITS } from '../../../shared/constants';
import type { YoutubePreview } from '../../../shared/schemas/posts';
import { FALLBACK_TITLE, youtubeThumbnailUrl, youtubeWatchUrl } from '../../../shared/youtube';

const OEMBED_ENDPOINT = 'https://www.youtube.com/oembed';
/** The only hosts this module ever fetches from, or accepts images of. */
const FETCH_HOSTS = new Set(['www.youtube.com']);
const IMAGE_HOSTS = new Set(['i.ytimg.com']);
const MAX_BODY = 64 * 1024;

const clip = (text: unknown, max: number) => (typeof text === 'string' ? text.trim().slice(0, max) : '');

function allowedImage(url: unknown): url is string {
  if (typeof url !== 'string') return false;
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

/** The preview YouTube's oEmbed answer gives `videoId`; throws when there is no usable answer. */
export async function oembedPreview(
  videoId: string,
  fetcher: typeof fetch,
  timeoutMs: number,
): Promise<YoutubePreview> {
  const res = await fetcher(oembedUrl(videoId), {
    headers: { accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`oEmbed answered ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_BODY) throw new Error('oEmbed answer too large');
  const data = JSON.parse(text) as Record<string, unknown> | null;
  const fields = [data?.title, data?.author_name, data?.thumbnail_url];
  if (!data || typeof data !== 'object' || fields.some((f) => f !== undefined && typeof f !== 'string'))
    throw new Error('oEmbed answer of another shape');
  return {
    url: youtubeWatchUrl(videoId),
    image: allowedImage(data.thumbnail_url) ? data.thumbnail_url : youtubeThumbnailUrl(videoId),
    title: clip(data.title, LIMITS.linkPreviewTitle) || FALLBACK_TITLE,
    description: clip(data.author_name, LIMITS.linkPreviewDescription),
  };
}
