/**
 * YouTube links (SPEC 4): the watch, embed and short-link forms with an 11-character video id.
 * The post box uses this to notice a link; the API uses it to refuse anything else before it asks
 * YouTube's oEmbed endpoint (the only host it ever fetches).
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** A preview's title when YouTube could not be asked (its thumbnail alone; never cached). */
export const FALLBACK_TITLE = 'YouTube video';
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const SHORT_HOST = 'youtu.be';

/** Finds link-like words in free text (the post box scans the post text with it). */
const URL_IN_TEXT = /\b(?:https?:\/\/)?(?:www\.|m\.|music\.)?(?:youtube\.com|youtu\.be)\/[^\s<>"']+/gi;

/** The video id of a YouTube watch, embed or short link, or null for anything else. */
export function youtubeVideoId(input: string): string | null {
  let url: URL;
  try {
    const raw = input.trim();
    url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === SHORT_HOST) {
    id = segments.length === 1 ? segments[0] : null;
  } else if (WATCH_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments.length === 2 && segments[0] === 'embed') id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The first YouTube link in a text (as written), or null. */
export function findYoutubeUrl(text: string): string | null {
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const candidate = match[0].replace(/[.,!?)\]]+$/, '');
    if (youtubeVideoId(candidate)) return candidate;
  }
  return null;
}

/** The canonical watch URL of a video id. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** YouTube's own thumbnail of a video (served by i.ytimg.com, allowed by the CSP). */
export const youtubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
