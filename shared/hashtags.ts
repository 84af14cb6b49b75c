/**
 * Hashtags (SPEC 2): a word starting with "#" followed by word characters. The web links them to
 * /hashtag/{tag}; the API indexes them lowercased, so hashtag search is case-insensitive.
 */
import { HASHTAG_MAX_LENGTH, MAX_INDEXED_HASHTAGS } from './constants';

/**
 * "#" at the start of a word (not inside one, not "##"), then word characters of any language:
 * letters, marks, digits and "_" (#méxico, #プロレス, #wrestlemania40).
 */
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_#&])#([\p{L}\p{M}\p{N}_]+)/gu;

export interface TextPart {
  text: string;
  /** The tag without "#", as written, when this part is a hashtag. */
  hashtag?: string;
}

/** Splits post text into plain runs and hashtags, in order, for rendering links. */
export function splitHashtags(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index;
    const tag = match[1] ?? '';
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: `#${tag}`, hashtag: tag });
    last = start + tag.length + 1;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The normal form a hashtag is indexed and searched under: lowercase, without "#". */
export function normalizeHashtag(tag: string): string {
  return tag.normalize('NFC').trim().replace(/^#+/, '').toLowerCase();
}

/**
 * The distinct hashtags of a post, normalized, in order of first appearance. Tags longer than
 * HASHTAG_MAX_LENGTH are not indexed, and at most MAX_INDEXED_HASHTAGS are.
 */
export function extractHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const part of splitHashtags(text)) {
    if (!part.hashtag) continue;
    const tag = normalizeHashtag(part.hashtag);
    if (tag.length <= HASHTAG_MAX_LENGTH) tags.add(tag);
    if (tags.size === MAX_INDEXED_HASHTAGS) break;
  }
  return [...tags];
}
