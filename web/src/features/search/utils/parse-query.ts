import { normalizeHashtag } from '@shared/hashtags';

export type ParsedQuery =
  | { kind: 'none' }
  | { kind: 'hashtag'; tag: string | null }
  | { kind: 'users'; text: string };

/**
 * SPEC 2 and 5: a query starting with "#" searches posts by hashtag (only if text follows the
 * "#"); any other non-blank query searches users; blank is no query.
 */
export function parseSearchQuery(raw: string): ParsedQuery {
  const text = raw.trim();
  if (!text) return { kind: 'none' };
  if (text.startsWith('#')) {
    const tag = normalizeHashtag(text);
    return { kind: 'hashtag', tag: /^[\p{L}\p{M}\p{N}_]+$/u.test(tag) ? tag : null };
  }
  return { kind: 'users', text };
}
